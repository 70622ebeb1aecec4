import type { SendUsage } from './schemas/chat';
import { isTier, type TierName, tierTable } from './tiers';

const dayMs = 86_400_000;
const toDate = (moment: Date | number) => (typeof moment === 'number' ? new Date(moment) : moment);

/** The UTC day of a moment, `YYYY-MM-DD`: the daily allowance counts per user per UTC day. */
export function utcDay(moment: Date | number): string {
  return toDate(moment).toISOString().slice(0, 10);
}

/** The next UTC midnight after a moment: when the day's prompts reset (DECISIONS "Daily limit"). */
export function nextUtcMidnight(moment: Date | number): Date {
  const time = toDate(moment).getTime();
  return new Date(Math.floor(time / dayMs) * dayMs + dayMs);
}

/** What a person may send in a day, from the one tier table. */
export interface Allowance {
  tier: TierName;
  /** The tier's prompts per day (the configured figure for tiers whose limit is never reached). */
  limit: number;
  /** False for admins and for tiers whose limit is never reached. */
  enforced: boolean;
  /** Messages a conversation may hold (a send adds two: the question and its reply). */
  maxConversationLength: number;
}

/** The allowance of a user; an unknown tier is held to the free tier's. Admins have no limit. */
export function allowanceOf(user: { role: string; tier: TierName }): Allowance {
  const config = isTier(user.tier) ? tierTable[user.tier] : tierTable.free;
  const isAdmin = user.role === 'admin';
  return {
    tier: user.tier,
    limit: config.limits.promptLimit,
    enforced: !isAdmin && !config.limits.limitNeverReached,
    // Admins have no limits: the longest conversations of the table.
    maxConversationLength: isAdmin ? tierTable.elite.limits.maxConversationLength : config.limits.maxConversationLength,
  };
}

/** The usage a send and the status report, after `used` prompts today. */
export function usageOf(allowance: Allowance, used: number): SendUsage {
  return {
    promptsUsed: used,
    promptLimit: allowance.limit,
    promptsRemaining: Math.max(0, allowance.limit - used),
    limitExceeded: allowance.enforced && used >= allowance.limit,
    currentTier: allowance.tier,
  };
}
