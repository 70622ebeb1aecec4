import { contractMessages } from './messages';
import type { Role } from './roles';

/** The tiers of the one tier table (DECISIONS "One tier table", reading A of spec 9). */
export const tiers = ['free', 'core', 'plus', 'advanced', 'elite'] as const;
export type Tier = (typeof tiers)[number];

/** The display alias reported for tiers whose limit is never reached (spec 3, 9; DECISIONS). */
export const unlimitedTierAlias = 'unlimited';

/**
 * A tier name as a reply reports it: a tier of the table, the `unlimited` alias, or a name this
 * client does not know (spec 5: it logs a warning and gets no configuration).
 */
export type TierName = Tier | typeof unlimitedTierAlias | (string & {});

export type Billing = 'none' | 'monthly' | 'lifetime';

/** The three knowledge domains, allowed for every tier (spec 9). */
export const allowedDomains = [
  contractMessages.domains.psychology,
  contractMessages.domains.astrology,
  contractMessages.domains.esotericWisdom,
] as const;
export type DomainName = (typeof allowedDomains)[number];

/** The limits and feature flags of a tier (spec 3 "Tier configuration", plus the forecast flag). */
export interface TierLimits {
  /** Prompts per day. For tiers whose limit is never reached, the configured figure. */
  promptLimit: number;
  /** Same as `promptLimit` (spec 3 names both). */
  dailyPromptLimit: number;
  /** Spec 9: "For advanced and elite the prompt limit is never reached." */
  limitNeverReached: boolean;
  maxConversationLength: number;
  allowedDomains: readonly DomainName[];
  voiceEnabled: boolean;
  homepageAccess: boolean;
  /** The full astrology page, `/astrology`. */
  astrologyPageAccess: boolean;
  astrologyCoreAccess: boolean;
  esotericsAccess: boolean;
  documentAnalysis: boolean;
  knowledgeMapAccess: boolean;
  memoryExplorerAccess: boolean;
  personalizedLearning: boolean;
  /** `/forecast` and `/sacred-secretion` (Alchemy). */
  forecastAccess: boolean;
  emailSupport: boolean;
  prioritySupport: boolean;
  showUpgradePrompts: boolean;
}

/** One row of the tier table (spec 3: name, description, price, limits). */
export interface TierConfig {
  id: Tier;
  /** Display name, e.g. "Core". */
  name: string;
  description: string;
  /** Price in USD for the billing period. */
  price: number;
  currency: 'USD';
  billing: Billing;
  /** Plus is a legacy tier (spec 4): configured, but not sold in new offers. */
  legacy: boolean;
  limits: TierLimits;
}

type Row = [
  price: number,
  billing: Billing,
  promptsPerDay: number,
  neverReached: boolean,
  maxConversationLength: number,
  voice: boolean,
  fullAstrology: boolean,
  forecast: boolean,
  email: boolean,
  priority: boolean,
  upgradePrompts: boolean,
];

// DECISIONS "One tier table", column for column. Nothing else in the code base hard-codes these.
// biome-ignore format: the table reads column by column, like the one in DECISIONS.md.
const rows: Record<Tier, Row> = {
  //          price  billing     /day   never  maxLen voice  astro  fcast  email  prio   upsell
  free:     [0,    'none',     1,    false, 20,    false, false, false, false, false, true],
  core:     [15,   'monthly',  75,   false, 100,   true,  false, true,  false, false, true],
  plus:     [33,   'monthly',  75,   false, 100,   true,  false, false, true,  false, true],
  advanced: [33,   'monthly',  1000, true,  200,   true,  true,  true,  true,  true,  false],
  elite:    [1999, 'lifetime', 1000, true,  500,   true,  true,  true,  true,  true,  false],
};

function toConfig(id: Tier, row: Row): TierConfig {
  const [price, billing, perDay, neverReached, maxLength, voice, astrology, forecast, email, priority, upsell] = row;
  return {
    id,
    name: contractMessages.tiers[id].label,
    description: contractMessages.tiers[id].description,
    price,
    currency: 'USD',
    billing,
    legacy: id === 'plus',
    limits: {
      promptLimit: perDay,
      dailyPromptLimit: perDay,
      limitNeverReached: neverReached,
      maxConversationLength: maxLength,
      allowedDomains,
      voiceEnabled: voice,
      // Spec 9: enabled for all tiers.
      homepageAccess: true,
      astrologyCoreAccess: true,
      esotericsAccess: true,
      documentAnalysis: true,
      knowledgeMapAccess: true,
      memoryExplorerAccess: true,
      personalizedLearning: true,
      astrologyPageAccess: astrology,
      forecastAccess: forecast,
      emailSupport: email,
      prioritySupport: priority,
      showUpgradePrompts: upsell,
    },
  };
}

/** The tier table: one typed row per tier. */
export const tierTable: Readonly<Record<Tier, TierConfig>> = Object.freeze({
  free: toConfig('free', rows.free),
  core: toConfig('core', rows.core),
  plus: toConfig('plus', rows.plus),
  advanced: toConfig('advanced', rows.advanced),
  elite: toConfig('elite', rows.elite),
});

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (tiers as readonly string[]).includes(value);
}

/**
 * The configuration of a tier, or `undefined` with a console warning for a tier the table does
 * not know (spec 5). The `unlimited` alias and a missing tier have no row but are not warned about.
 */
export function tierConfig(tier: TierName | null | undefined): TierConfig | undefined {
  if (isTier(tier)) return tierTable[tier];
  if (tier != null && tier !== unlimitedTierAlias) console.warn(`Unknown subscription tier: ${tier}`);
  return undefined;
}

/** The display name of a tier; "Free" when there is none (spec 3: "default label Free"). */
export function tierLabel(tier: TierName | null | undefined): string {
  if (tier == null || tier === '') return contractMessages.tiers.free.label;
  if (tier === unlimitedTierAlias) return contractMessages.tiers.unlimited.label;
  if (isTier(tier)) return tierTable[tier].name;
  return tier;
}

/** True for the `unlimited` alias and for tiers whose limit is never reached (advanced, elite). */
export function isUnlimitedTier(tier: TierName | null | undefined): boolean {
  if (tier === unlimitedTierAlias) return true;
  return isTier(tier) && tierTable[tier].limits.limitNeverReached;
}

/**
 * Spec 5: the prompt limit is reached when `used` is at or above the tier's limit, except for
 * advanced and elite, which never reach it. An unknown tier has no configuration: the client does
 * not block it and leaves the verdict to the server (its 429).
 */
export function isLimitReached(tier: TierName | null | undefined, used: number): boolean {
  if (isUnlimitedTier(tier)) return false;
  const config = tierConfig(tier);
  if (!config) return false;
  return used >= config.limits.promptLimit;
}

/** Prompts left today for a tier; `Infinity` when the limit is never reached, `undefined` for an unknown tier. */
export function promptsRemaining(tier: TierName | null | undefined, used: number): number | undefined {
  if (isUnlimitedTier(tier)) return Number.POSITIVE_INFINITY;
  const config = tierConfig(tier);
  if (!config) return undefined;
  return Math.max(0, config.limits.promptLimit - used);
}

/** Who is asking: enough of a user for the access rules. */
export interface AccessSubject {
  role: Role;
  tier: TierName | null | undefined;
}

/** The subscription-gated routes and their tiers (spec 2). */
export const tierRoutes = {
  '/astrology': ['advanced', 'elite'],
  '/forecast': ['core', 'advanced', 'elite'],
  '/sacred-secretion': ['core', 'advanced', 'elite'],
} as const satisfies Record<string, readonly Tier[]>;
export type TierRoute = keyof typeof tierRoutes;

/** Spec 5, tier guard: admins bypass it; others need a tier that is not free and is in the list. */
export function hasTierAccess(subject: AccessSubject, allowed: readonly Tier[]): boolean {
  if (subject.role === 'admin') return true;
  const { tier } = subject;
  return isTier(tier) && tier !== 'free' && allowed.includes(tier);
}

/** The tier guard for a path: true for paths without a tier requirement. */
export function canAccessTierRoute(subject: AccessSubject, path: string): boolean {
  const allowed = (tierRoutes as Record<string, readonly Tier[]>)[path];
  return allowed === undefined || hasTierAccess(subject, allowed);
}

/** The tiers that load the home synopsis (spec 4, 7). */
export const synopsisTiers = ['core', 'advanced', 'elite'] as const satisfies readonly Tier[];

/** Spec 4: the synopsis loads only for core, advanced or elite. */
export function canLoadSynopsis(tier: TierName | null | undefined): boolean {
  return isTier(tier) && (synopsisTiers as readonly Tier[]).includes(tier);
}

/** Voice (spec 6): admins always; others when their tier has it (DECISIONS: not the free tier). */
export function canUseVoice(subject: AccessSubject): boolean {
  if (subject.role === 'admin') return true;
  return isTier(subject.tier) && tierTable[subject.tier].limits.voiceEnabled;
}

/** The Astrology link (spec 2, 6): admins, teachers, and the advanced and elite tiers. */
export function canSeeAstrologyLink(subject: AccessSubject): boolean {
  return subject.role === 'admin' || subject.role === 'teacher' || hasTierAccess(subject, tierRoutes['/astrology']);
}

/** An upgrade offer built from the table (the UI's `UpgradeOffer` shape). */
export interface TierOffer {
  tier: Tier;
  label: string;
  price: number;
  currency: 'USD';
  promptsPerDay: number | 'unlimited';
  period?: 'monthly' | 'lifetime';
}

/**
 * Offers for the upgrade components and `/pricing`, from the table. By default the tiers on sale:
 * every paid tier but the legacy one.
 */
export function tierOffers(
  only: readonly Tier[] = tiers.filter((tier) => tier !== 'free' && !tierTable[tier].legacy),
): TierOffer[] {
  return only.map((tier) => {
    const config = tierTable[tier];
    const offer: TierOffer = {
      tier,
      label: config.name,
      price: config.price,
      currency: config.currency,
      promptsPerDay: config.limits.limitNeverReached ? 'unlimited' : config.limits.promptLimit,
    };
    if (config.billing !== 'none') offer.period = config.billing;
    return offer;
  });
}
