import { type Tier, type TierConfig, tiers, tierTable } from '@app/contract';
import { appMessages } from '../messages';

const m = appMessages.pricing;

/** A price in the table's currency, without cents when whole ("$1,999"). */
export function formatPrice(amount: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** How a tier's price reads: "Free", "$15 / month", "$1,999 once, for life". */
export function priceText(config: TierConfig): string {
  if (config.price === 0) return m.free;
  const price = formatPrice(config.price, config.currency);
  return config.billing === 'lifetime' ? m.lifetime(price) : m.perMonth(price);
}

/** Every tier of the one table, in order (`/pricing` lists them all, the legacy one marked). */
export const pricingTiers: readonly TierConfig[] = tiers.map((tier: Tier) => tierTable[tier]);
