import { describe, expect, it } from 'vitest';
import { moonPhaseAt, moonPhasesBetween, phaseNameForAngle } from './moon';
import { positionOf, positionsAt, retrogradesAt } from './positions';
import { signedDifference } from './signs';

describe('positionsAt', () => {
  const positions = positionsAt(new Date('2024-04-10T12:00:00Z'));

  it('gives Sun to Pluto, then the North and South Nodes, each with a consistent sign', () => {
    expect(positions.map((p) => p.point)).toEqual([
      'Sun',
      'Moon',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
      'Pluto',
      'North Node',
      'South Node',
    ]);
    for (const position of positions) {
      expect(position.longitude).toBeGreaterThanOrEqual(0);
      expect(position.longitude).toBeLessThan(360);
      expect(position.degreeInSign).toBeCloseTo(position.longitude % 30, 9);
    }
  });

  it('has daily speeds in each body’s physical range', () => {
    const speed = Object.fromEntries(positions.map((p) => [p.point, p.speed]));
    expect(speed.Sun).toBeGreaterThan(0.95);
    expect(speed.Sun).toBeLessThan(1.03);
    expect(speed.Moon).toBeGreaterThan(11.7);
    expect(speed.Moon).toBeLessThan(15.5);
    expect(Math.abs(speed.Pluto!)).toBeLessThan(0.05);
    expect(speed['North Node']).toBeCloseTo(-0.0529, 3);
  });

  it('has speeds that match the change of apparent longitude over ±1 hour', () => {
    const date = new Date('2024-04-10T12:00:00Z');
    const hour = 3_600_000;
    for (const position of positions.slice(0, 10)) {
      const planet = position.point as Parameters<typeof positionOf>[0];
      const before = positionOf(planet, new Date(date.getTime() - hour)).longitude;
      const after = positionOf(planet, new Date(date.getTime() + hour)).longitude;
      const differenced = signedDifference(after, before) * 12;
      // The Moon's speed changes fastest, so its finite differences disagree most.
      expect(Math.abs(position.speed - differenced), planet).toBeLessThan(planet === 'Moon' ? 0.01 : 0.001);
    }
  });

  it('puts the South Node exactly opposite the North Node', () => {
    const north = positions.find((p) => p.point === 'North Node')!;
    const south = positions.find((p) => p.point === 'South Node')!;
    expect(Math.abs(signedDifference(south.longitude, north.longitude))).toBeCloseTo(180, 9);
  });

  it('sees the Sun in Aries in April and Capricorn at New Year (tropical zodiac)', () => {
    expect(positions[0]!.sign).toBe('Aries');
    expect(positionOf('Sun', new Date('2025-01-01T00:00:00Z')).sign).toBe('Capricorn');
  });

  it('agrees with positionOf', () => {
    const mars = positionOf('Mars', new Date('2024-04-10T12:00:00Z'));
    expect(mars).toEqual(positions.find((p) => p.point === 'Mars'));
  });

  it('rejects an invalid date', () => {
    expect(() => positionsAt(new Date('not a date'))).toThrow(RangeError);
  });

  it('computes a full set well under a millisecond (warm, CPU time)', () => {
    // CPU time, not wall time, so other work on a shared machine does not fail the test.
    // Measured at about 0.3 ms per call; the bound is the brief's 1 ms.
    const start = Date.UTC(2024, 0, 1);
    for (let i = 0; i < 100; i++) positionsAt(new Date(start + i * 3_600_000));
    const runs = 500;
    const before = process.cpuUsage();
    for (let i = 0; i < runs; i++) positionsAt(new Date(start + (i + 100) * 3_600_000));
    const used = process.cpuUsage(before);
    expect((used.user + used.system) / 1000 / runs).toBeLessThan(1);
  });
});

describe('retrogradesAt', () => {
  // Mercury's retrograde of spring 2024 ran from 1 April to 25 April.
  it('has Mercury retrograde on 10 April 2024 and direct in late March and early May', () => {
    expect(retrogradesAt(new Date('2024-04-10T00:00:00Z'))).toContain('Mercury');
    expect(retrogradesAt(new Date('2024-03-25T00:00:00Z'))).not.toContain('Mercury');
    expect(retrogradesAt(new Date('2024-05-05T00:00:00Z'))).not.toContain('Mercury');
  });

  it('never lists the Sun, the Moon or the nodes', () => {
    for (let day = 0; day < 365; day += 29) {
      const list = retrogradesAt(new Date(Date.UTC(2024, 0, 1 + day)));
      expect(list).not.toContain('Sun');
      expect(list).not.toContain('Moon');
      expect(list as string[]).not.toContain('North Node');
    }
  });
});

describe('moon phases', () => {
  it('names the phase by elongation', () => {
    expect(phaseNameForAngle(0)).toBe('New Moon');
    expect(phaseNameForAngle(45)).toBe('Waxing Crescent');
    expect(phaseNameForAngle(90)).toBe('First Quarter');
    expect(phaseNameForAngle(135)).toBe('Waxing Gibbous');
    expect(phaseNameForAngle(180)).toBe('Full Moon');
    expect(phaseNameForAngle(225)).toBe('Waning Gibbous');
    expect(phaseNameForAngle(270)).toBe('Last Quarter');
    expect(phaseNameForAngle(315)).toBe('Waning Crescent');
    expect(phaseNameForAngle(357)).toBe('New Moon');
  });

  it('is dark at the 2024 eclipse new Moon and lit at the next full Moon', () => {
    const eclipse = moonPhaseAt(new Date('2024-04-08T18:21:00Z'));
    expect(eclipse.name).toBe('New Moon');
    expect(eclipse.illumination).toBeLessThan(0.001);
    const full = moonPhaseAt(new Date('2024-04-23T23:49:00Z'));
    expect(full.name).toBe('Full Moon');
    expect(full.illumination).toBeGreaterThan(0.99);
  });

  it('lists the quarter phases of a month in order, about 7.4 days apart, with signs', () => {
    const events = moonPhasesBetween(new Date('2024-01-01T00:00:00Z'), new Date('2024-02-01T00:00:00Z'));
    expect(events.map((e) => e.phase)).toEqual(['Last Quarter', 'New Moon', 'First Quarter', 'Full Moon']);
    for (let i = 1; i < events.length; i++) {
      const days = (events[i]!.time.getTime() - events[i - 1]!.time.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(6.5);
      expect(days).toBeLessThan(8.5);
    }
    // The new Moon of 11 January 2024 fell in Capricorn, with the Sun.
    expect(events[1]!.sign).toBe('Capricorn');
  });
});
