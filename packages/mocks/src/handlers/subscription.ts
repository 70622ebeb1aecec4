import type { Tier } from '@app/contract';
import { tierTable } from '@app/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import { subscriptionStatus } from '../fixtures';
import { defineScenarios, type EndpointMock } from './scenarios';

const subscriptionMocks = (tier: Tier, used: number) =>
  ({
    subscriptionStatus: {
      success: () => HttpResponse.json(subscriptionStatus(tier, used)),
      // A new free account that has not asked anything today.
      empty: () => HttpResponse.json(subscriptionStatus('free', 0)),
    },
    recordUsage: {
      success: () =>
        HttpResponse.json({ success: true, promptsUsed: used, promptLimit: tierTable[tier].limits.promptLimit }),
    },
  }) satisfies Record<string, EndpointMock>;

/**
 * `GET /api/subscriptions/status`, `POST /api/subscriptions/record-usage`. The generic scenarios
 * run on the core tier with 2 prompts used; `tier()`, `warning()`, `critical()` and `exhausted()`
 * set the usage the banner reads. `limitReached()` is the 429 of record-usage.
 */
export const subscriptionHandlers = {
  ...defineScenarios(subscriptionMocks('core', 2), { limitReached: ['recordUsage'] }),
  /** A tier with `used` prompts used today. */
  tier: (tier: Tier, used = 0): RequestHandler[] => defineScenarios(subscriptionMocks(tier, used)).success(),
  /** 80 % of the core allowance used: the banner's warning (spec 4: 75 % to 90 %). */
  warning: (): RequestHandler[] => defineScenarios(subscriptionMocks('core', 60)).success(),
  /** 93 % of the core allowance used: the banner's critical state (above 90 %). */
  critical: (): RequestHandler[] => defineScenarios(subscriptionMocks('core', 70)).success(),
  /** Today's allowance is used up (default: the free tier's one prompt). */
  exhausted: (tier: Tier = 'free'): RequestHandler[] =>
    defineScenarios(subscriptionMocks(tier, tierTable[tier].limits.promptLimit)).success(),
};
