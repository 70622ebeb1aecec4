import { tierOffers } from '@app/contract';
import { UsageBanner, type UsageBannerProps, usageBannerState } from '@app/ui';
import { useEffect } from 'react';
import { useSubscriptionEvent } from '../app/analytics';

export type UsageNoticeProps = Omit<UsageBannerProps, 'offers' | 'onUpgradeClick'>;

/**
 * The usage banner (spec 6, 7) with its analytics: the upsell seen (once per state) and upgrade
 * clicks. Its own chunk: only logged-in users near or at their limit see it.
 */
export function UsageNotice(props: UsageNoticeProps) {
  const sendEvent = useSubscriptionEvent();
  const bannerKind = usageBannerState(props).kind;
  useEffect(() => {
    if (bannerKind !== 'hidden') sendEvent('view_upsell', 'usage-banner', { state: bannerKind });
  }, [bannerKind, sendEvent]);
  return (
    <UsageBanner
      {...props}
      offers={tierOffers()}
      onUpgradeClick={({ source, state, tier }) => sendEvent('click_upgrade', 'usage-banner', { source, state, tier })}
    />
  );
}
