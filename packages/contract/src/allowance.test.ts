import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowanceOf, nextUtcMidnight, usageOf, utcDay } from './allowance';
import { tierTable } from './tiers';

afterEach(() => {
  vi.useRealTimers();
});

describe('the day boundary', () => {
  it('counts per UTC day and resets at the next UTC midnight', () => {
    const late = new Date('2026-03-14T23:59:59.999Z');
    expect(utcDay(late)).toBe('2026-03-14');
    expect(nextUtcMidnight(late).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2026-12-31T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    // Midnight itself belongs to the new day, whose reset is a whole day away.
    expect(utcDay(new Date('2026-03-15T00:00:00.000Z'))).toBe('2026-03-15');
    expect(nextUtcMidnight(new Date('2026-03-15T00:00:00.000Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
  });

  it('takes epoch milliseconds as well as dates, on a faked clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2028-02-29T23:30:00Z'));
    expect(utcDay(Date.now())).toBe('2028-02-29');
    expect(nextUtcMidnight(Date.now()).toISOString()).toBe('2028-03-01T00:00:00.000Z');
    vi.advanceTimersByTime(30 * 60_000);
    expect(utcDay(Date.now())).toBe('2028-03-01');
  });
});

describe('the allowance', () => {
  it('takes every number from the tier table', () => {
    expect(allowanceOf({ role: 'client', tier: 'free' })).toEqual({
      tier: 'free',
      limit: 1,
      enforced: true,
      maxConversationLength: 20,
    });
    expect(allowanceOf({ role: 'client', tier: 'core' })).toMatchObject({
      limit: tierTable.core.limits.promptLimit,
      enforced: true,
      maxConversationLength: 100,
    });
    expect(allowanceOf({ role: 'client', tier: 'plus' })).toMatchObject({ limit: 75, enforced: true });
    expect(allowanceOf({ role: 'client', tier: 'advanced' })).toMatchObject({
      limit: 1000,
      enforced: false,
      maxConversationLength: 200,
    });
    expect(allowanceOf({ role: 'client', tier: 'elite' })).toMatchObject({
      enforced: false,
      maxConversationLength: 500,
    });
    expect(allowanceOf({ role: 'admin', tier: 'free' })).toMatchObject({ enforced: false, maxConversationLength: 500 });
    // An unknown tier is held to the free tier's numbers.
    expect(allowanceOf({ role: 'client', tier: 'gold' })).toMatchObject({ limit: 1, enforced: true });
  });

  it('reports usage: remaining never below zero, exceeded only where enforced', () => {
    expect(usageOf(allowanceOf({ role: 'client', tier: 'core' }), 75)).toEqual({
      promptsUsed: 75,
      promptLimit: 75,
      promptsRemaining: 0,
      limitExceeded: true,
      currentTier: 'core',
    });
    expect(usageOf(allowanceOf({ role: 'client', tier: 'free' }), 0)).toMatchObject({
      promptsRemaining: 1,
      limitExceeded: false,
    });
    expect(usageOf(allowanceOf({ role: 'client', tier: 'advanced' }), 1200)).toMatchObject({
      promptsRemaining: 0,
      limitExceeded: false,
    });
  });
});
