import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { usageMessages as messages } from '../../messages/usage';
import * as styles from './UsageBanner.css';

/** One plan offered in an upgrade card, e.g. built from the app's tier table. */
export interface UpgradeOffer {
  /** The tier's key, e.g. 'plus'; used as the React key. */
  tier: string;
  /** The tier's display name, e.g. "Plus". */
  label: string;
  /** The price now, in `currency` units, e.g. 66. */
  price: number;
  /** A former price shown struck through, e.g. 99 (promotional copy). */
  originalPrice?: number;
  /** ISO 4217 code. @default 'USD' */
  currency?: string;
  /** Prompts per day, or 'unlimited' for tiers whose limit is never reached. */
  promptsPerDay: number | 'unlimited';
  /** Billing period; omit when the offer does not say. */
  period?: 'monthly' | 'yearly' | 'lifetime';
}

function formatPrice(amount: number, currency: string, locale: string) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    // "$66" as the copy says, not "US$66" (en-GB).
    currencyDisplay: 'narrowSymbol',
    // "$66", not "$66.00"; cents only when there are some.
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The list of offers inside the "Come Back Tomorrow!" card. */
export function UpgradeOffers({ offers, locale }: { offers: readonly UpgradeOffer[]; locale: string }) {
  if (offers.length === 0) return null;
  return (
    <ul className={styles.offers} aria-label={messages.offersLabel}>
      {offers.map((offer) => {
        const currency = offer.currency ?? 'USD';
        const now = formatPrice(offer.price, currency, locale);
        const was = offer.originalPrice === undefined ? null : formatPrice(offer.originalPrice, currency, locale);
        return (
          <li key={offer.tier} className={styles.offer} data-tier={offer.tier}>
            <span className={styles.offerLabel}>{offer.label}</span>
            <span className={styles.price}>
              {was ? (
                <>
                  {/* Screen readers rarely announce strike-through, so the old price is spelt out. */}
                  <span aria-hidden="true" className={styles.price}>
                    <s className={styles.priceWas}>{was}</s>
                    <span className={styles.priceNow}>{now}</span>
                  </span>
                  <span className={visuallyHidden}>{messages.priceWasNow(was, now)}</span>
                </>
              ) : (
                <span className={styles.priceNow}>{now}</span>
              )}
              {offer.period ? <span className={styles.muted}>{messages.period[offer.period]}</span> : null}
            </span>
            <span className={styles.muted}>
              {offer.promptsPerDay === 'unlimited'
                ? messages.unlimitedPrompts
                : messages.promptsPerDay(offer.promptsPerDay)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
