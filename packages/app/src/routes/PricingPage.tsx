import { tierLabel } from '@app/contract';
import { ButtonLink, Card } from '@app/ui';
import { useEffect } from 'react';
import { useSubscriptionEvent } from '../app/analytics';
import { useCurrentUser } from '../app/session';
import { appMessages } from '../messages';
import * as styles from './page.css';
import { priceText, pricingTiers } from './plans';

const m = appMessages.pricing;

const yesNo = (value: boolean) => (value ? m.included : m.notIncluded);

/** `/pricing` (spec 2, 9): every tier of the one tier table, with what it includes. */
export function PricingPage() {
  const send = useSubscriptionEvent();
  const { user } = useCurrentUser();
  useEffect(() => {
    send('view_upsell', 'pricing-page');
  }, [send]);

  const rows: { label: string; value: (tier: (typeof pricingTiers)[number]) => string }[] = [
    { label: m.price, value: priceText },
    {
      label: m.promptsPerDay,
      value: (tier) => (tier.limits.limitNeverReached ? m.unlimited : String(tier.limits.promptLimit)),
    },
    { label: m.conversationLength, value: (tier) => String(tier.limits.maxConversationLength) },
    { label: m.voice, value: (tier) => yesNo(tier.limits.voiceEnabled) },
    { label: m.fullAstrology, value: (tier) => yesNo(tier.limits.astrologyPageAccess) },
    { label: m.forecast, value: (tier) => yesNo(tier.limits.forecastAccess) },
    { label: m.emailSupport, value: (tier) => yesNo(tier.limits.emailSupport) },
    { label: m.prioritySupport, value: (tier) => yesNo(tier.limits.prioritySupport) },
  ];

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {appMessages.titles.pricing}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {/* On a phone the table scrolls sideways: a named region a keyboard can reach and scroll. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1). */}
      <section className={styles.tableScroll} aria-labelledby="plans-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="plans-caption">{m.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.plan}</th>
              {pricingTiers.map((tier) => (
                <th key={tier.id} scope="col">
                  {tier.name}
                  {user?.subscriptionTier === tier.id && user.role === 'client' ? (
                    <span className={styles.muted}> ({m.currentPlan})</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {pricingTiers.map((tier) => (
                  <td key={tier.id}>{row.value(tier)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ul className={styles.grid}>
        {pricingTiers.map((tier) => (
          <Card key={tier.id} elementType="li">
            <h2 className={styles.subtitle}>{tierLabel(tier.id)}</h2>
            <p className={styles.text}>{tier.description}</p>
            {tier.legacy ? <p className={styles.muted}>{m.legacy}</p> : null}
            {tier.price > 0 && !tier.legacy ? (
              <ButtonLink
                variant="primary"
                href={`/subscribe?tier=${tier.id}`}
                onPress={() => send('click_upgrade', 'pricing-page', { tier: tier.id })}
              >
                {m.choose(tier.name)}
              </ButtonLink>
            ) : null}
          </Card>
        ))}
      </ul>
    </section>
  );
}
