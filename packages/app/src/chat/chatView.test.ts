// @vitest-environment node
import { parseSubscriptionStatus, type SubscriptionStatus, subscriptionStatusFallback, type Tier } from '@app/contract';
import { fixtures } from '@app/mocks';
import { describe, expect, it } from 'vitest';
import { type ChatViewInput, chatView, dailyPlannerContextOf, synopsisVisibility } from './chatView';

const now = Date.parse('2026-03-14T09:30:00.000Z');
const { users } = fixtures;
const status = (tier: Tier, used: number): SubscriptionStatus =>
  parseSubscriptionStatus(fixtures.subscriptionStatus(tier, used));
const base: ChatViewInput = {
  user: users.core,
  status: status('core', 2),
  statusLoading: false,
  statusError: false,
  limitInfo: null,
  freeTrial: null,
  now,
};
const view = (input: Partial<ChatViewInput>) => chatView({ ...base, ...input });

describe('chatView: placeholders per audience and state (spec 5)', () => {
  it.each<[string, Partial<ChatViewInput>, string]>([
    ['a visitor', { user: null, status: null }, 'Please log in to chat with Selene'],
    ['an admin', { user: users.admin, status: status('free', 5) }, 'Ask Selene anything... (Admin access)'],
    [
      'free, trial used (status)',
      { user: users.free, status: status('free', 1) },
      'Free trial ended. Subscribe to continue.',
    ],
    [
      'free, trial used (local record, status still loading)',
      {
        user: users.free,
        status: undefined,
        statusLoading: true,
        freeTrial: { promptsUsed: 1, lastUsedAt: now - 60_000 },
      },
      'Free trial ended. Subscribe to continue.',
    ],
    ['core with 75 of 75 used', { status: status('core', 75) }, 'Daily limit reached. Try again tomorrow.'],
    [
      'core after a 429',
      { limitInfo: { tier: 'core', limit: 75, used: 75, resetsAt: '2026-03-15T00:00:00.000Z' } },
      'Daily limit reached. Try again tomorrow.',
    ],
    ['core with 2 used', {}, 'Ask Selene anything...'],
    ['elite', { user: users.elite, status: status('elite', 400) }, 'Ask Selene anything...'],
  ])('%s', (_name, input, placeholder) => {
    expect(view(input).placeholder).toBe(placeholder);
  });

  it('forgets a 429 once its resetsAt (the next UTC midnight) has passed', () => {
    const limitInfo = { tier: 'core', limit: 75, used: 75, resetsAt: '2026-03-15T00:00:00.000Z' };
    expect(view({ limitInfo }).activeLimit).toEqual(limitInfo);
    expect(view({ limitInfo, now: Date.parse('2026-03-15T00:00:00.000Z') }).activeLimit).toBeNull();
  });

  it('the status fallback (spec 4) reads as the trial ended, with the banner shown', () => {
    const fallback = view({ user: users.core, status: subscriptionStatusFallback, statusError: true });
    expect(fallback.placeholder).toBe('Free trial ended. Subscribe to continue.');
    expect(fallback.usageBanner).toMatchObject({ tier: 'free', limitExceeded: true, isError: true });
  });
});

describe('chatView: banner and counter input', () => {
  it('has no banner or counter for visitors and admins', () => {
    expect(view({ user: null, status: null }).usageBanner).toBeNull();
    expect(view({ user: users.admin }).usageBanner).toBeNull();
    expect(view({ user: users.admin }).promptCounter).toBeNull();
  });

  it('counts 73 of 75 prompts left for core with 2 used, resetting at the next UTC midnight', () => {
    expect(view({}).promptCounter).toEqual({ promptsRemaining: 73, resetsAt: '2026-03-15T00:00:00.000Z' });
    expect(view({}).usageBanner).toMatchObject({ tier: 'core', promptsUsed: 2, promptLimit: 75, limitExceeded: false });
  });

  it('keeps the 429 limit info: 0 left, the limit and resetsAt from the server', () => {
    const limitInfo = { tier: 'free', limit: 1, used: 1, resetsAt: '2026-03-15T00:00:00.000Z' };
    const result = view({ user: users.free, status: status('free', 0), limitInfo });
    expect(result.promptCounter).toEqual({ promptsRemaining: 0, resetsAt: limitInfo.resetsAt });
    expect(result.usageBanner).toMatchObject({ promptsUsed: 1, promptLimit: 1, limitExceeded: true });
  });

  it('has no counter for tiers whose limit is never reached', () => {
    expect(view({ user: users.advanced, status: status('advanced', 3) }).promptCounter).toBeNull();
    expect(view({ user: users.advanced, status: status('advanced', 3) }).usageBanner?.isUnlimited).toBe(true);
  });

  it('has no counter while the status loads', () => {
    expect(view({ status: undefined, statusLoading: true }).promptCounter).toBeNull();
  });
});

describe('chatView: voice gate (spec 6)', () => {
  it.each<[keyof typeof users, boolean]>([
    ['free', true],
    ['core', false],
    ['plus', false],
    ['elite', false],
    ['admin', false],
  ])('%s locked: %s', (name, locked) => {
    expect(view({ user: users[name] }).voiceLocked).toBe(locked);
  });
});

describe('synopsisVisibility (spec 4)', () => {
  it.each<[keyof typeof users, boolean, boolean, boolean]>([
    // user, loads, shown when empty, shown with messages
    ['free', false, false, false],
    ['core', true, true, false],
    ['plus', false, false, false],
    ['advanced', true, true, true],
    ['elite', true, true, true],
    ['admin', true, true, true],
    ['teacher', false, false, false],
  ])('%s: loads %s, shown empty %s, shown with messages %s', (name, load, empty, withMessages) => {
    expect(synopsisVisibility(users[name], false)).toEqual({ load, show: empty });
    expect(synopsisVisibility(users[name], true).show).toBe(withMessages);
  });

  it('never loads for a visitor', () => {
    expect(synopsisVisibility(null, false)).toEqual({ load: false, show: false });
  });
});

describe('dailyPlannerContextOf (spec 4)', () => {
  it('sends the planner fields with isDailyPlannerRequest', () => {
    const context = dailyPlannerContextOf(fixtures.homeSynopsis);
    expect(context.isDailyPlannerRequest).toBe(true);
    expect(Object.keys(context.dailyPlannerData).sort()).toEqual(
      ['careerInsight', 'date', 'donts', 'dos', 'generalEnergy', 'keywords', 'todaysHighlights'].sort(),
    );
    expect(context.dailyPlannerData.generalEnergy).toBe(fixtures.homeSynopsis.generalEnergy);
  });
});
