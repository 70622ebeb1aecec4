import { useId } from 'react';
import { Link, useLocale } from 'react-aria-components';
import { usageMessages as messages } from '../../messages/usage';
import { formatResetTime } from '../PromptCounter/promptCounterFormat';
import { type UpgradeOffer, UpgradeOffers } from './UpgradeOffers';
import * as styles from './UsageBanner.css';
import { type UsageBannerInput, usageBannerState, type VisibleUsageBannerState } from './usageBannerState';

/** What an upgrade link reports when pressed, e.g. for the `click_upgrade` analytics event. */
export interface UpgradeClickDetails {
  /** Which link: "Upgrade Now" or "Upgrade Plan". */
  source: 'upgradeNow' | 'upgradePlan';
  /** The banner's state when it was pressed. */
  state: VisibleUsageBannerState['kind'];
  /** The user's tier. */
  tier: UsageBannerInput['tier'];
}

export interface UsageBannerProps extends UsageBannerInput {
  /** Plans offered in the "Come Back Tomorrow!" card, built by the app from its tier table. @default [] */
  offers?: readonly UpgradeOffer[];
  /** When the allowance resets (ISO), e.g. `limitInfo.resetsAt`; shown as "Resets at 00:00 UTC". */
  resetsAt?: string;
  /** The IANA time zone for `resetsAt`; pass one (e.g. 'UTC') for stable screenshots. @default the user's */
  timeZone?: string;
  /** Where the upgrade links go. @default '/subscription' */
  upgradeHref?: string;
  /** Called when an upgrade link is pressed (mouse, touch or keyboard), before navigation. */
  onUpgradeClick?: (details: UpgradeClickDetails) => void;
  /** Level of the card's heading ("Come Back Tomorrow!"), to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * The usage banner: hidden (unlimited, loading, error, below 75%), a warning from 75% to
 * 90%, critical above 90%, the free tier's "Come Back Tomorrow!" card and the trial-ended banner.
 * The state comes from `usageBannerState`.
 *
 * The upgrade links are RAC `Link`s with a plain `href`: wrap the app in RAC's `RouterProvider`
 * (`navigate={(to) => router.navigate({ to })}`) for client-side navigation; without one they are
 * ordinary links.
 *
 * @example
 * ```tsx
 * <RouterProvider navigate={navigate}>
 *   <UsageBanner tier="core" promptsUsed={57} promptLimit={75} resetsAt={limitInfo.resetsAt} />
 * </RouterProvider>
 * ```
 */
export function UsageBanner({
  offers = [],
  resetsAt,
  timeZone,
  upgradeHref = '/subscription',
  onUpgradeClick,
  headingLevel = 2,
  className,
  ...input
}: UsageBannerProps) {
  const { locale } = useLocale();
  const titleId = useId();
  const state = usageBannerState(input);
  if (state.kind === 'hidden') return null;

  const resetTime = formatResetTime(resetsAt, { locale, timeZone });
  const resetLine = resetTime ? messages.resetsAt(resetTime) : null;
  const upgradeLink = (source: UpgradeClickDetails['source']) => (
    <Link
      href={upgradeHref}
      className={source === 'upgradeNow' ? styles.upgradeNow : styles.upgradePlan}
      onPress={() => onUpgradeClick?.({ source, state: state.kind, tier: input.tier })}
    >
      {source === 'upgradeNow' ? messages.upgradeNow : messages.upgradePlan}
    </Link>
  );
  const classes = (base: string) => [base, styles.tone[state.tone], className].filter(Boolean).join(' ');

  if (state.kind === 'comeBackTomorrow') {
    const Heading = `h${headingLevel}` as const;
    return (
      <section aria-labelledby={titleId} className={classes(styles.card)} data-state={state.kind}>
        <div className={styles.cardHeader}>
          <MoonIcon className={styles.cardIcon} />
          <Heading id={titleId} className={styles.cardTitle}>
            {messages.comeBackTomorrow}
          </Heading>
        </div>
        <p className={styles.text}>{messages.comeBackTomorrowBody}</p>
        {resetLine ? <p className={styles.text}>{resetLine}</p> : null}
        <UpgradeOffers offers={offers} locale={locale} />
        {upgradeLink('upgradeNow')}
      </section>
    );
  }

  if (state.kind === 'trialEnded') {
    return (
      <section aria-labelledby={titleId} className={classes(styles.banner)} data-state={state.kind}>
        <MoonIcon />
        <div className={styles.content}>
          <p id={titleId} className={styles.title}>
            {messages.freeTrialEnded}
          </p>
          {resetLine ? <p className={styles.text}>{resetLine}</p> : null}
        </div>
        {upgradeLink('upgradeNow')}
      </section>
    );
  }

  const title =
    state.kind === 'warning'
      ? messages.warningTitle
      : state.promptsRemaining === 0
        ? messages.limitReachedTitle
        : messages.criticalTitle;
  const percent = Math.min(100, (state.promptsUsed / state.promptLimit) * 100);
  return (
    <section aria-labelledby={titleId} className={classes(styles.banner)} data-state={state.kind}>
      <AlertIcon critical={state.kind === 'critical'} />
      <div className={styles.content}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <p className={styles.text}>
          {messages.usedOfLimit(state.promptsUsed, state.promptLimit)}
          {resetLine ? ` ${resetLine}` : null}
        </p>
        {/* The sentence above says the same; the bar is for the eye only. */}
        <div className={styles.meter} aria-hidden="true">
          <div className={styles.meterFill} style={{ width: `${percent}%` }} />
        </div>
      </div>
      {upgradeLink('upgradePlan')}
    </section>
  );
}

function AlertIcon({ critical }: { critical: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      {critical ? (
        <>
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="12" cy="16.5" r="1.3" fill="currentColor" />
        </>
      ) : (
        <>
          <path d="M12 3.5 2.8 19.5h18.4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M12 9.5v4.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="12" cy="16.8" r="1.2" fill="currentColor" />
        </>
      )}
    </svg>
  );
}

function MoonIcon({ className = styles.icon }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
      <path fill="currentColor" d="M17 3l.7 1.8 1.8.7-1.8.7L17 8l-.7-1.8-1.8-.7 1.8-.7z" />
    </svg>
  );
}
