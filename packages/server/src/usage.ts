import { isTier, type SendUsage, type TierName, tierTable } from '@app/contract';

/** The UTC day of a moment, `YYYY-MM-DD`: the daily limit counts per user per UTC day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The next UTC midnight: when today's prompts reset. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export interface Allowance {
  tier: TierName;
  /** The tier's prompts per day (the configured figure for tiers that never reach it). */
  limit: number;
  /** False for admins and for tiers whose limit is never reached. */
  enforced: boolean;
  maxConversationLength: number;
}

/** What a user may send, from the contract's one tier table (an unknown tier is held to free's). */
export function allowanceOf(user: { role: string; tier: string }): Allowance {
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

/** The usage a send and the status report. */
export function usageOf(allowance: Allowance, used: number): SendUsage {
  return {
    promptsUsed: used,
    promptLimit: allowance.limit,
    promptsRemaining: Math.max(0, allowance.limit - used),
    limitExceeded: allowance.enforced && used >= allowance.limit,
    currentTier: allowance.tier,
  };
}
