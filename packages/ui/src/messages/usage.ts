import { brand } from '../brand';

/** Usage banner, prompt counter and upgrade copy. */
export const usageMessages = {
  promptsLeft: (count: number) => (count === 1 ? '1 prompt left' : `${count} prompts left`),
  upgradeNow: 'Upgrade Now',
  upgradePlan: 'Upgrade Plan',
  comeBackTomorrow: 'Come Back Tomorrow!',
  freeTrialEnded: 'Free trial ended. Subscribe to continue.',
  // The message of a fallback subscription status (e.g. when the real one cannot be read).
  subscriptionRequiredMessage: `A subscription is required to access ${brand.assistantName}. Please sign up with a paid plan.`,
  statusFetchFailed: 'Failed to fetch subscription status',
  recordUsageFailed: 'Failed to record prompt usage',
  // UsageBanner and PromptCounter: kept plain and few.
  resetsAt: (time: string) => `Resets at ${time}`,
  warningTitle: 'Running low on prompts',
  criticalTitle: 'Almost out of prompts',
  limitReachedTitle: 'Daily limit reached',
  usedOfLimit: (used: number, limit: number) =>
    `You have used ${used} of ${limit} ${limit === 1 ? 'prompt' : 'prompts'} today.`,
  comeBackTomorrowBody: "You have used today's free prompt. Upgrade for more prompts every day.",
  offersLabel: 'Upgrade offers',
  promptsPerDay: (count: number) => (count === 1 ? '1 prompt per day' : `${count} prompts per day`),
  unlimitedPrompts: 'Unlimited prompts',
  priceWasNow: (was: string, now: string) => `was ${was}, now ${now}`,
  period: { monthly: 'per month', yearly: 'per year', lifetime: 'lifetime' },
} as const;
