import { MakeTime } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { aspectKinds } from './aspects';
import { planetLongitude } from './ephemeris';
import { natalChart } from './natal';
import { findCrossing, ingressesBetween, moonSignWindows, transitEvents } from './search';
import { signedDifference, signOf } from './signs';

const longitudeAt = (planet: Parameters<typeof planetLongitude>[0], time: Date) =>
  planetLongitude(planet, MakeTime(time));

describe('findCrossing', () => {
  it('finds a root to well within a second', () => {
    const root = 1_700_000_123_456;
    const found = findCrossing((ms) => (ms - root) / 86_400_000, root - 86_400_000, root + 3 * 86_400_000);
    expect(Math.abs(found - root)).toBeLessThan(500);
  });
});

describe('ingressesBetween', () => {
  const ingresses = ingressesBetween(new Date('2024-01-01T00:00:00Z'), new Date('2024-02-01T00:00:00Z'));

  it('finds the Moon entering each sign in turn, 2 to 3 days apart', () => {
    const moon = ingresses.filter((i) => i.point === 'Moon');
    expect(moon.length).toBeGreaterThanOrEqual(13);
    for (let i = 1; i < moon.length; i++) {
      const hours = (moon[i]!.time.getTime() - moon[i - 1]!.time.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThan(40);
      expect(hours).toBeLessThan(68);
    }
  });

  it('has the Sun enter Aquarius around 20 January 2024, sorted by time, every instant on its boundary', () => {
    const sun = ingresses.filter((i) => i.point === 'Sun');
    expect(sun).toHaveLength(1);
    expect(sun[0]!.sign).toBe('Aquarius');
    expect(sun[0]!.time.toISOString().slice(0, 10)).toBe('2024-01-20');
    const times = ingresses.map((i) => i.time.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const ingress of ingresses) {
      expect(signOf(longitudeAt(ingress.point, new Date(ingress.time.getTime() + 2000))).sign).toBe(ingress.sign);
    }
  });

  it('counts a retrograde planet backing into the previous sign', () => {
    // Mercury's retrograde of 13 Dec 2023 - 1 Jan 2024 began in early Capricorn and backed into
    // Sagittarius before the station direct.
    const back = ingressesBetween(new Date('2023-12-13T00:00:00Z'), new Date('2024-01-02T00:00:00Z'), ['Mercury']);
    expect(back.map((i) => i.sign)).toEqual(['Sagittarius']);
  });

  it('returns nothing for an empty range and rejects invalid dates', () => {
    expect(ingressesBetween(new Date('2024-01-02'), new Date('2024-01-01'))).toEqual([]);
    expect(() => ingressesBetween(new Date('x'), new Date('2024-01-01'))).toThrow(RangeError);
  });
});

describe('moonSignWindows', () => {
  it('returns spells overlapping the range, the first keeping its true start', () => {
    const from = new Date('2024-01-01T00:00:00Z');
    const windows = moonSignWindows('Taurus', from, new Date('2024-03-01T00:00:00Z'));
    // 59 days hold two or three of the Moon's 27.3-day returns to a sign.
    expect(windows.length).toBeGreaterThanOrEqual(2);
    expect(windows.length).toBeLessThanOrEqual(3);
    for (const window of windows) {
      expect(window.sign).toBe('Taurus');
      const middle = new Date((window.start.getTime() + window.end.getTime()) / 2);
      expect(signOf(longitudeAt('Moon', middle)).sign).toBe('Taurus');
    }
    // A spell in progress at `from`: start before it.
    const inProgress = moonSignWindows(
      'Aries',
      new Date(windows[0]!.start.getTime() - 3_600_000),
      new Date('2024-03-01'),
    );
    expect(inProgress[0]!.start.getTime()).toBeLessThan(windows[0]!.start.getTime());
    // Aries ends as Taurus begins (the two searches agree to within the 1 s resolution).
    expect(Math.abs(inProgress[0]!.end.getTime() - windows[0]!.start.getTime())).toBeLessThan(1000);
  });
});

describe('transitEvents', () => {
  const natal = natalChart({
    date: '1990-05-15',
    time: '14:30',
    place: {
      name: 'London',
      country: 'United Kingdom',
      latitude: 51.5074,
      longitude: -0.1278,
      timeZone: 'Europe/London',
    },
  });
  const natalPoints = [...natal.positions, natal.ascendant!, natal.midheaven!];
  const from = new Date('2026-11-23T00:00:00Z');
  const started = process.cpuUsage();
  const events = transitEvents(natalPoints, from, 30);
  const used = process.cpuUsage(started);
  const elapsedCpuMs = (used.user + used.system) / 1000;

  it('lists transits, moon phases and ingresses inside the window, sorted by time', () => {
    const kinds = new Set(events.map((e) => e.kind));
    expect(kinds).toEqual(new Set(['transit', 'moon-phase', 'ingress']));
    const times = events.map((e) => e.time.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(from.getTime());
    expect(times.at(-1)).toBeLessThan(from.getTime() + 30 * 86_400_000);
    // About four quarter phases in 30 days.
    expect(events.filter((e) => e.kind === 'moon-phase').length).toBeGreaterThanOrEqual(4);
  });

  it('times each transit at the exact aspect (to within 0.001°) and titles it', () => {
    const transits = events.filter((e) => e.kind === 'transit');
    expect(transits.length).toBeGreaterThan(10);
    for (const event of transits) {
      const [moving, natalPoint] = event.points as [Parameters<typeof planetLongitude>[0], string];
      const target = natalPoints.find((p) => p.point === natalPoint)!;
      const angle = aspectKinds.find((kind) => kind.name === event.aspect)!.angle;
      const separation = Math.abs(signedDifference(longitudeAt(moving, event.time), target.longitude));
      expect(Math.abs(separation - angle)).toBeLessThan(0.001);
      expect(event.title).toBe(`${moving} ${event.aspect} natal ${natalPoint}`);
    }
  });

  it('leaves out the Moon’s own transits and the mirror aspects to the South Node unless asked', () => {
    expect(events.some((e) => e.points[0] === 'Moon' && e.kind !== 'moon-phase')).toBe(false);
    expect(events.some((e) => e.points.includes('South Node'))).toBe(false);
    const withMoon = transitEvents(natalPoints, from, 3, { includeMoon: true });
    expect(withMoon.some((e) => e.kind === 'transit' && e.points[0] === 'Moon')).toBe(true);
    expect(withMoon.some((e) => e.kind === 'ingress' && e.points[0] === 'Moon')).toBe(true);
  });

  it('runs 30 days in under 300 ms of CPU time (measured: about 20-40 ms, first call included)', () => {
    expect(elapsedCpuMs).toBeLessThan(300);
  });

  it('rejects a negative span', () => {
    expect(() => transitEvents(natalPoints, from, -1)).toThrow(RangeError);
  });
});
