// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type UsageBannerInput, usageBannerState } from './usageBannerState';

const kind = (input: UsageBannerInput) => usageBannerState(input).kind;
const core = (promptsUsed: number): UsageBannerInput => ({ tier: 'core', promptsUsed, promptLimit: 75 });

describe('usageBannerState: thresholds (spec 9, core 75 prompts a day)', () => {
  it.each([
    [0, 'hidden'],
    [56, 'hidden'], // 74.7%
    [57, 'warning'], // 76%
    [67, 'warning'], // 89.3%
    [68, 'critical'], // 90.7%
    [74, 'critical'],
    [75, 'critical'], // 100%
    [80, 'critical'], // over the limit
  ] as const)('%i of 75 is %s', (used, expected) => {
    expect(kind(core(used))).toBe(expected);
  });

  it('shows the banner from exactly 75% (inclusive)', () => {
    expect(usageBannerState({ tier: 'plus', promptsUsed: 3, promptLimit: 4 })).toEqual({
      kind: 'warning',
      tone: 'caution',
      promptsUsed: 3,
      promptLimit: 4,
      promptsRemaining: 1,
    });
    expect(kind({ tier: 'core', promptsUsed: 74, promptLimit: 100 })).toBe('hidden');
    expect(kind({ tier: 'core', promptsUsed: 75, promptLimit: 100 })).toBe('warning');
  });

  it('is a warning at exactly 90% and critical just above it', () => {
    expect(kind({ tier: 'core', promptsUsed: 9, promptLimit: 10 })).toBe('warning');
    expect(kind({ tier: 'core', promptsUsed: 90, promptLimit: 100 })).toBe('warning');
    expect(kind({ tier: 'core', promptsUsed: 91, promptLimit: 100 })).toBe('critical');
    expect(kind({ tier: 'plus', promptsUsed: 901, promptLimit: 1000 })).toBe('critical');
  });

  it('reports the counts and tone of a critical banner', () => {
    expect(usageBannerState(core(68))).toEqual({
      kind: 'critical',
      tone: 'critical',
      promptsUsed: 68,
      promptLimit: 75,
      promptsRemaining: 7,
    });
    expect(usageBannerState(core(80))).toMatchObject({ kind: 'critical', promptsRemaining: 0 });
  });

  it('says why it is hidden below 75%', () => {
    expect(usageBannerState(core(56))).toEqual({ kind: 'hidden', reason: 'belowThreshold' });
  });

  it("treats a paid tier's limitExceeded as critical with nothing left", () => {
    expect(usageBannerState({ ...core(10), limitExceeded: true })).toMatchObject({
      kind: 'critical',
      promptsRemaining: 0,
    });
  });
});

describe('usageBannerState: the free tier (1 prompt a day)', () => {
  const free = (promptsUsed: number, extra: Partial<UsageBannerInput> = {}): UsageBannerInput => ({
    tier: 'free',
    promptsUsed,
    promptLimit: 1,
    ...extra,
  });

  it('is hidden before the prompt is used', () => {
    expect(usageBannerState(free(0))).toEqual({ kind: 'hidden', reason: 'belowThreshold' });
  });

  it('shows "Come Back Tomorrow!" at or above the limit', () => {
    expect(usageBannerState(free(1))).toEqual({
      kind: 'comeBackTomorrow',
      tone: 'upsell',
      promptsUsed: 1,
      promptLimit: 1,
      promptsRemaining: 0,
    });
    expect(kind(free(2))).toBe('comeBackTomorrow');
    expect(kind(free(1, { limitExceeded: true }))).toBe('comeBackTomorrow');
  });

  it('shows the trial-ended banner on limitExceeded before the counts catch up', () => {
    expect(usageBannerState(free(0, { limitExceeded: true }))).toEqual({ kind: 'trialEnded', tone: 'upsell' });
  });

  it('shows the trial-ended banner from the local record while the status loads or after it failed', () => {
    expect(kind(free(1, { limitExceeded: true, isLoading: true }))).toBe('trialEnded');
    expect(kind(free(1, { limitExceeded: true, isError: true }))).toBe('trialEnded');
  });

  it('is hidden while loading or after an error when nothing says the trial ended', () => {
    expect(usageBannerState(free(1, { isLoading: true }))).toEqual({ kind: 'hidden', reason: 'loading' });
    expect(usageBannerState(free(1, { isError: true }))).toEqual({ kind: 'hidden', reason: 'error' });
  });
});

describe('usageBannerState: hidden', () => {
  it.each(['advanced', 'elite'] as const)('%s never reaches its limit (1000 configured)', (tier) => {
    expect(usageBannerState({ tier, promptsUsed: 999, promptLimit: 1000 })).toEqual({
      kind: 'hidden',
      reason: 'unlimited',
    });
    expect(kind({ tier, promptsUsed: 1000, promptLimit: 1000, limitExceeded: true })).toBe('hidden');
  });

  it('hides for the unlimited tier and for any tier flagged unlimited', () => {
    expect(kind({ tier: 'unlimited', promptsUsed: 5, promptLimit: 5 })).toBe('hidden');
    expect(usageBannerState({ ...core(70), isUnlimited: true })).toEqual({ kind: 'hidden', reason: 'unlimited' });
  });

  it('hides for admins whatever the counts', () => {
    expect(usageBannerState({ ...core(75), isAdmin: true, limitExceeded: true })).toEqual({
      kind: 'hidden',
      reason: 'admin',
    });
    expect(kind({ tier: 'free', promptsUsed: 1, promptLimit: 1, limitExceeded: true, isAdmin: true })).toBe('hidden');
  });

  it.each([['gold'], [''], [null], [undefined]])('hides for an unknown tier (%s)', (tier) => {
    expect(usageBannerState({ tier, promptsUsed: 75, promptLimit: 75 })).toEqual({
      kind: 'hidden',
      reason: 'unknownTier',
    });
  });

  it('hides while loading and after an error', () => {
    expect(usageBannerState({ ...core(70), isLoading: true })).toEqual({ kind: 'hidden', reason: 'loading' });
    expect(usageBannerState({ ...core(70), isError: true })).toEqual({ kind: 'hidden', reason: 'error' });
  });

  it('hides the status fallback (core, limit exceeded, error) of spec 4', () => {
    expect(kind({ tier: 'core', promptsUsed: 0, promptLimit: 1, limitExceeded: true, isError: true })).toBe('hidden');
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('hides without a usable limit (%s)', (promptLimit) => {
    expect(usageBannerState({ tier: 'core', promptsUsed: 3, promptLimit })).toEqual({
      kind: 'hidden',
      reason: 'noLimit',
    });
  });
});
