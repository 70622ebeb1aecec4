/** The `currentTier` values the banner knows (`unlimited` is a display alias). */
export const usageTiers = ['free', 'core', 'plus', 'advanced', 'elite', 'unlimited'] as const;
export type UsageTier = (typeof usageTiers)[number];

// For advanced and elite the prompt limit is never reached, and the banner hides for
// `unlimited`. These are names, not numbers: the limits themselves arrive as `promptLimit`.
const unlimitedTiers: readonly UsageTier[] = ['advanced', 'elite', 'unlimited'];

/** Share of the daily allowance (percent) at which the banner appears: 75% or more. */
export const warningPercent = 75;
/** Above this share the banner turns critical (red); exactly 90% is a warning. */
export const criticalPercent = 90;

export interface UsageBannerInput {
  /** The user's `currentTier`. Unknown or missing tiers hide the banner. */
  tier: UsageTier | (string & {}) | null | undefined;
  /** Prompts used today. */
  promptsUsed: number;
  /** The tier's prompts per day. */
  promptLimit: number;
  /** The server's (or, for the free tier, the local free-trial record's) verdict. @default false */
  limitExceeded?: boolean;
  /** The subscription status is loading. @default false */
  isLoading?: boolean;
  /** The subscription status call failed. @default false */
  isError?: boolean;
  /** The tier's limit is never reached (from the tier table). @default false */
  isUnlimited?: boolean;
  /** Admins have no limit and no banner. @default false */
  isAdmin?: boolean;
}

export type UsageBannerHiddenReason =
  | 'admin'
  | 'unlimited'
  | 'unknownTier'
  | 'loading'
  | 'error'
  | 'noLimit'
  | 'belowThreshold';

interface Counts {
  promptsUsed: number;
  promptLimit: number;
  promptsRemaining: number;
}

export type UsageBannerState =
  | { kind: 'hidden'; reason: UsageBannerHiddenReason }
  | ({ kind: 'warning'; tone: 'caution' } & Counts)
  | ({ kind: 'critical'; tone: 'critical' } & Counts)
  | ({ kind: 'comeBackTomorrow'; tone: 'upsell' } & Counts)
  | { kind: 'trialEnded'; tone: 'upsell' };

export type UsageBannerStateKind = UsageBannerState['kind'];
/** The states that render something. */
export type VisibleUsageBannerState = Exclude<UsageBannerState, { kind: 'hidden' }>;

const isUsageTier = (tier: unknown): tier is UsageTier => (usageTiers as readonly unknown[]).includes(tier);

/**
 * What the usage banner shows, decided in this order:
 *
 * 1. Hidden for admins, for tiers whose limit is never reached (`isUnlimited`, advanced, elite,
 *    `unlimited`) and for unknown tiers.
 * 2. Free tier: the "Come Back Tomorrow!" card once the status says `promptsUsed` is at or above
 *    the limit; otherwise the trial-ended banner when `limitExceeded` is set. The trial-ended
 *    banner does not wait for the status call: the local free-trial record knows at once.
 * 3. Hidden while the status loads or after it failed.
 * 4. Critical above 90% of the limit (or when a paid tier's limit is exceeded), warning from 75%
 *    to 90% inclusive, hidden below 75%.
 *
 * Percentages are compared in integers (`used * 100` against `limit * 75`), so 57/75 (76%) is a
 * warning and 68/75 (90.7%) critical without floating-point surprises.
 */
export function usageBannerState(input: UsageBannerInput): UsageBannerState {
  const { tier, limitExceeded = false, isLoading = false, isError = false } = input;
  if (input.isAdmin) return { kind: 'hidden', reason: 'admin' };
  if (!isUsageTier(tier)) return { kind: 'hidden', reason: 'unknownTier' };
  if (input.isUnlimited || unlimitedTiers.includes(tier)) return { kind: 'hidden', reason: 'unlimited' };

  const promptLimit = input.promptLimit;
  const hasLimit = Number.isFinite(promptLimit) && promptLimit > 0;
  const promptsUsed = Number.isFinite(input.promptsUsed) ? Math.max(0, input.promptsUsed) : 0;
  const counts: Counts = { promptsUsed, promptLimit, promptsRemaining: Math.max(0, promptLimit - promptsUsed) };
  const statusKnown = !isLoading && !isError;

  if (tier === 'free') {
    if (statusKnown && hasLimit && promptsUsed >= promptLimit)
      return { kind: 'comeBackTomorrow', tone: 'upsell', ...counts };
    if (limitExceeded) return { kind: 'trialEnded', tone: 'upsell' };
  }
  if (isLoading) return { kind: 'hidden', reason: 'loading' };
  if (isError) return { kind: 'hidden', reason: 'error' };
  if (!hasLimit) return { kind: 'hidden', reason: 'noLimit' };

  if (limitExceeded || promptsUsed * 100 > promptLimit * criticalPercent) {
    // A refused send (429) is the server's word even when the counts lag behind it.
    return {
      kind: 'critical',
      tone: 'critical',
      ...counts,
      promptsRemaining: limitExceeded ? 0 : counts.promptsRemaining,
    };
  }
  if (promptsUsed * 100 >= promptLimit * warningPercent) return { kind: 'warning', tone: 'caution', ...counts };
  return { kind: 'hidden', reason: 'belowThreshold' };
}
