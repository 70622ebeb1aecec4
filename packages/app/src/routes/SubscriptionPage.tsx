import {
  isTier,
  subscriptionStatusQueryOptions,
  type Tier,
  tierLabel,
  tierOffers,
  tierTable,
  withStatusFallback,
} from '@app/contract';
import { Button, Card, Notice } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { useSubscriptionEvent } from '../app/analytics';
import { apiClient } from '../app/api';
import { useCurrentUser } from '../app/session';
import { saveRedirectAfterAuth } from '../app/storage';
import { useStartCheckout } from '../billing/useStartCheckout';
import { appMessages } from '../messages';
import * as styles from './page.css';
import { priceText } from './plans';

const m = appMessages.subscription;

/** The offers on sale, from the one tier table (DECISIONS "One tier table"). */
function PlanChooser({ uiElement, highlight }: { uiElement: string; highlight?: Tier | undefined }) {
  const send = useSubscriptionEvent();
  const { user } = useCurrentUser();
  const [chosen, setChosen] = useState<Tier | null>(null);
  const checkout = useStartCheckout(uiElement);
  return (
    <>
      <ul className={styles.grid} aria-label={m.offersLabel}>
        {tierOffers().map((offer) => {
          const config = tierTable[offer.tier];
          return (
            <Card key={offer.tier} elementType="li" data-highlight={highlight === offer.tier || undefined}>
              <h2 className={styles.subtitle}>{offer.label}</h2>
              <p className={styles.text}>{priceText(config)}</p>
              <p className={styles.muted}>{m.promptsPerDay(offer.promptsPerDay)}</p>
              <p className={styles.text}>{config.description}</p>
              <Button
                variant={highlight === offer.tier ? 'primary' : 'secondary'}
                isDisabled={checkout.isPending}
                onPress={() => {
                  setChosen(offer.tier);
                  // A client goes to checkout; anyone else is told what to do first.
                  if (user?.role === 'client' && offer.tier !== 'free') checkout.begin(offer.tier);
                  else send('click_upgrade', uiElement, { tier: offer.tier });
                }}
              >
                {appMessages.pricing.choose(offer.label)}
              </Button>
            </Card>
          );
        })}
      </ul>
      <div role="status">
        {chosen ? (
          <Notice tone="info">
            {user?.role === 'client' ? (
              <p>{checkout.error ?? (checkout.isPending ? m.openingCheckout : m.currentPlanKept)}</p>
            ) : user ? (
              <p>{m.clientsOnly}</p>
            ) : (
              <p>
                {m.signInFirst}{' '}
                <Link
                  className={styles.textLink}
                  href="/auth"
                  onPress={() => saveRedirectAfterAuth(`/subscribe?tier=${chosen}`)}
                >
                  {appMessages.auth.logInTab}
                </Link>
              </p>
            )}
          </Notice>
        ) : null}
      </div>
      <Link className={styles.textLink} href="/pricing">
        {m.comparePlans}
      </Link>
    </>
  );
}

function useHighlightedTier(): Tier | undefined {
  const [tier] = useState(() => {
    const requested = new URLSearchParams(globalThis.location?.search ?? '').get('tier');
    return isTier(requested) ? requested : undefined;
  });
  return tier;
}

/** `/subscribe` (spec 2): plan information and purchase. */
export function SubscribePage() {
  const send = useSubscriptionEvent();
  const highlight = useHighlightedTier();
  useEffect(() => {
    send('view_upsell', 'subscribe-page');
  }, [send]);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {appMessages.titles.subscribe}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <PlanChooser uiElement="subscribe-page" highlight={highlight} />
    </section>
  );
}

/**
 * `/subscription` (spec 2): the upgrade page the usage banner links to. It names the current plan,
 * says when the free trial has ended (and records `free_trial_ended` once per visit), and offers the plans.
 */
export function SubscriptionPage() {
  const send = useSubscriptionEvent();
  const { user } = useCurrentUser();
  const statusQuery = useQuery(
    subscriptionStatusQueryOptions({ reader: 'hook', isLoggedIn: Boolean(user) }, apiClient),
  );
  const status = user ? withStatusFallback(statusQuery) : null;
  const currentTier = status?.currentTier ?? user?.subscriptionTier;
  const trialEnded = Boolean(user && user.role === 'client' && status?.currentTier === 'free' && status.limitExceeded);
  const reported = useRef(false);

  useEffect(() => {
    send('view_upsell', 'subscription-page');
  }, [send]);
  useEffect(() => {
    if (!trialEnded || reported.current) return;
    reported.current = true;
    send('free_trial_ended', 'subscription-page', { tier: 'free' });
  }, [trialEnded, send]);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {appMessages.titles.subscription}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {user ? <p className={styles.text}>{m.currentTier(tierLabel(currentTier))}</p> : null}
      {trialEnded ? (
        <Notice tone="upsell">
          <p>{m.trialEnded}</p>
        </Notice>
      ) : null}
      <PlanChooser uiElement="subscription-page" />
    </section>
  );
}
