// @vitest-environment node
import { moonPhaseAt, moonPhasesBetween, positionOf } from '@app/sky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeToday } from './today';

const minute = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('computeToday (the offline Today view, on the device)', () => {
  it("finds the new Moon of 11 January 2024 as the day's Sun–Moon conjunction, at @app/sky's own instant", () => {
    vi.useFakeTimers({ now: new Date('2024-01-11T09:00:00Z'), toFake: ['Date'] });
    const today = computeToday(new Date(), 'Europe/Paris');
    expect(today.day).toBe('2024-01-11');
    expect(today.timeZone).toBe('Europe/Paris');
    const [newMoon] = moonPhasesBetween(new Date('2024-01-10T23:00:00Z'), new Date('2024-01-11T23:00:00Z'));
    expect(newMoon?.phase).toBe('New Moon');
    const conjunction = today.aspects.find((a) => a.from === 'Sun' && a.to === 'Moon');
    expect(conjunction?.kind).toBe('conjunction');
    expect(Math.abs(conjunction!.exact.getTime() - newMoon!.time.getTime())).toBeLessThan(2 * minute);
    // The Moon and the Sun now, as @app/sky gives them (both in Capricorn that morning).
    expect(today.moon.sign).toBe(positionOf('Moon', new Date()).sign);
    expect(today.sunSign).toBe('Capricorn');
    expect(today.moon.phase).toBe('New Moon');
    expect(today.moon.illumination).toBeCloseTo(moonPhaseAt(new Date()).illumination, 6);
    expect(today.moon.illumination).toBeLessThan(0.02);
  });

  it('finds the full Moon of 25 January 2024 as an opposition, and keeps every aspect inside the local day', () => {
    vi.useFakeTimers({ now: new Date('2024-01-25T12:00:00Z'), toFake: ['Date'] });
    const today = computeToday(new Date(), 'America/New_York');
    expect(today.day).toBe('2024-01-25');
    const dayStart = Date.parse('2024-01-25T05:00:00Z');
    const dayEnd = Date.parse('2024-01-26T05:00:00Z');
    const [fullMoon] = moonPhasesBetween(new Date(dayStart), new Date(dayEnd));
    expect(fullMoon?.phase).toBe('Full Moon');
    const opposition = today.aspects.find((a) => a.from === 'Sun' && a.to === 'Moon');
    expect(opposition?.kind).toBe('opposition');
    expect(Math.abs(opposition!.exact.getTime() - fullMoon!.time.getTime())).toBeLessThan(2 * minute);
    expect(today.moon.phase).toBe('Full Moon');
    expect(today.moon.illumination).toBeGreaterThan(0.98);
    expect(today.sunSign).toBe('Aquarius');
    expect(today.moon.sign).toBe('Leo');
    for (const aspect of today.aspects) {
      expect(aspect.exact.getTime()).toBeGreaterThanOrEqual(dayStart);
      expect(aspect.exact.getTime()).toBeLessThan(dayEnd);
    }
    const times = today.aspects.map((a) => a.exact.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('makes each listed aspect exact at its instant (the separation within a few arc-minutes of the angle)', () => {
    const today = computeToday(new Date('2024-03-21T12:00:00Z'), 'UTC');
    // The Moon's three contacts, Sun sextile Pluto and Venus conjunct Saturn late in the day.
    expect(today.aspects.map((a) => `${a.from} ${a.kind} ${a.to}`)).toEqual([
      'Moon square Jupiter',
      'Moon trine Mercury',
      'Moon square Uranus',
      'Sun sextile Pluto',
      'Venus conjunction Saturn',
    ]);
    const angles = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
    for (const aspect of today.aspects) {
      const a = positionOf(aspect.from, aspect.exact).longitude;
      const b = positionOf(aspect.to, aspect.exact).longitude;
      const separation = Math.abs(((a - b + 540) % 360) - 180);
      expect(Math.abs(separation - angles[aspect.kind])).toBeLessThan(0.05);
    }
  });

  it('finds no aspect on a day without one (20 March 2024, UTC)', () => {
    expect(computeToday(new Date('2024-03-20T12:00:00Z'), 'UTC').aspects).toEqual([]);
  });

  it('falls back to UTC for a zone the device cannot name', () => {
    expect(computeToday(new Date('2024-01-11T09:00:00Z'), 'Not/AZone').timeZone).toBe('UTC');
  });
});
