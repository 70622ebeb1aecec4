// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatResetTime, promptCounterTone } from './promptCounterFormat';

describe('promptCounterTone (spec 9: orange at 1 left, red at 0)', () => {
  it.each([
    [0, 'critical'],
    [-2, 'critical'],
    [1, 'caution'],
    [2, 'neutral'],
    [74, 'neutral'],
  ] as const)('%i left is %s', (left, tone) => {
    expect(promptCounterTone(left)).toBe(tone);
  });
});

describe('formatResetTime', () => {
  const midnight = '2026-03-15T00:00:00.000Z';

  it('formats the next UTC midnight with the zone name', () => {
    expect(formatResetTime(midnight, { locale: 'en-GB', timeZone: 'UTC' })).toBe('00:00 UTC');
  });

  it("follows the user's locale and time zone", () => {
    expect(formatResetTime(midnight, { locale: 'en-US', timeZone: 'America/New_York' })).toBe('8:00 PM EDT');
    expect(formatResetTime(midnight, { locale: 'en-GB', timeZone: 'Asia/Kolkata' })).toBe('05:30 GMT+5:30');
  });

  it('returns null for a missing or invalid time or zone', () => {
    expect(formatResetTime(undefined)).toBeNull();
    expect(formatResetTime('')).toBeNull();
    expect(formatResetTime('tomorrow', { locale: 'en-GB' })).toBeNull();
    expect(formatResetTime(midnight, { locale: 'en-GB', timeZone: 'Mars/Olympus' })).toBeNull();
  });
});
