import { parseHomeSynopsis } from '@app/contract';
import { moonPhaseAt, type Planet, positionOf, signedDifference, zonedDateTimeToUtc } from '@app/sky';
import { describe, expect, it } from 'vitest';
import { dailyQuotes } from './knowledgeSeed';
import { computeHomeSynopsis, intensityFromOrb, intensityFromPhaseOrb, intensityFromSpeed } from './synopsis';
import { seedTeachings } from './teachings';

const user = { id: 42, username: 'core', displayName: 'Ada' };

describe('intensity', () => {
  it.each([
    [0, 'high'],
    [0.99, 'high'],
    [1, 'medium'],
    [2.99, 'medium'],
    [3, 'low'],
    [7.5, 'low'],
  ] as const)('an orb of %s° is %s', (orb, intensity) => {
    expect(intensityFromOrb(orb)).toBe(intensity);
  });

  it('grades the Moon phase by its distance to the nearest quarter, and retrogrades by closeness to the station', () => {
    expect([intensityFromPhaseOrb(2), intensityFromPhaseOrb(10), intensityFromPhaseOrb(40)]).toEqual([
      'high',
      'medium',
      'low',
    ]);
    expect([
      intensityFromSpeed('Mercury', -0.05),
      intensityFromSpeed('Mercury', -0.5),
      intensityFromSpeed('Mercury', -1.2),
    ]).toEqual(['high', 'medium', 'low']);
  });
});

describe('computeHomeSynopsis', () => {
  const day = new Date('2026-11-23T09:00:00Z');

  it('parses with the contract', () => {
    const synopsis = computeHomeSynopsis({ user, birthDate: '1996-03-02', date: day, teachings: [] });
    expect(parseHomeSynopsis(synopsis)).toEqual(synopsis);
  });

  it('still parses a reply without basis (older servers)', () => {
    const { dosBasis: _dos, dontsBasis: _donts, ...rest } = computeHomeSynopsis({ user, date: day, teachings: [] });
    const old = { ...rest, todaysHighlights: rest.todaysHighlights.map(({ basis: _basis, ...item }) => item) };
    expect(() => parseHomeSynopsis(old)).not.toThrow();
  });

  it('is the same all day for the same user, and differs between days', () => {
    const morning = computeHomeSynopsis({ user, date: new Date('2026-11-23T00:05:00Z'), teachings: seedTeachings });
    const evening = computeHomeSynopsis({ user, date: new Date('2026-11-23T23:55:00Z'), teachings: seedTeachings });
    expect(evening).toEqual(morning);
    const later = computeHomeSynopsis({ user, date: new Date('2026-11-27T12:00:00Z'), teachings: seedTeachings });
    expect(later.date).toBe('2026-11-27');
    expect(later.generalEnergy).not.toBe(morning.generalEnergy);
    expect(later.todaysHighlights).not.toEqual(morning.todaysHighlights);
  });

  it("reads the day in the user's time zone", () => {
    const instant = new Date('2026-11-23T20:00:00Z');
    expect(computeHomeSynopsis({ user, date: instant, teachings: [] }).date).toBe('2026-11-23');
    expect(computeHomeSynopsis({ user, date: instant, timeZone: 'Asia/Tokyo', teachings: [] }).date).toBe('2026-11-24');
    expect(computeHomeSynopsis({ user, date: instant, timeZone: 'Not/AZone', teachings: [] }).date).toBe('2026-11-23');
  });

  it("describes the real Moon of the user's day (at local noon)", () => {
    for (const [date, timeZone] of [
      ['2026-11-23', 'UTC'],
      ['2026-03-14', 'America/New_York'],
      ['2027-01-05', 'Europe/Paris'],
    ] as const) {
      const noon = zonedDateTimeToUtc(date, '12:00', timeZone);
      const synopsis = computeHomeSynopsis({ user, date: noon, timeZone, teachings: [] });
      const moon = synopsis.todaysHighlights.find((item) => item.category === 'moon')!;
      expect(synopsis.todaysHighlights.indexOf(moon)).toBeLessThan(3);
      expect(moon.basis).toMatchObject({ phase: moonPhaseAt(noon).name, sign: positionOf('Moon', noon).sign });
      expect(moon.message).toContain(positionOf('Moon', noon).sign);
      expect(synopsis.generalEnergy).toContain(`in ${positionOf('Moon', noon).sign}`);
      expect(synopsis.generalEnergy).toContain(`The Sun in ${positionOf('Sun', noon).sign}`);
    }
  });

  it('takes every aspect highlight intensity from its orb, and gives each item a basis', () => {
    for (const date of ['2026-11-23', '2026-03-14', '2027-06-30', '2028-02-10']) {
      const synopsis = computeHomeSynopsis({
        user,
        birthDate: '1990-05-15',
        date: new Date(`${date}T12:00:00Z`),
        teachings: [],
      });
      expect(synopsis.todaysHighlights.length).toBeGreaterThanOrEqual(2);
      expect(synopsis.todaysHighlights.length).toBeLessThanOrEqual(5);
      for (const item of synopsis.todaysHighlights) {
        expect(item.basis?.bodies.length).toBeGreaterThan(0);
        if (item.basis?.aspect) expect(item.intensity).toBe(intensityFromOrb(item.basis.orb!));
      }
      expect(synopsis.dos.length).toBeGreaterThanOrEqual(2);
      expect(synopsis.dos.length).toBeLessThanOrEqual(4);
      expect(synopsis.donts.length).toBeGreaterThanOrEqual(2);
      expect(synopsis.dosBasis).toHaveLength(synopsis.dos.length);
      expect(synopsis.dontsBasis).toHaveLength(synopsis.donts.length);
    }
  });

  it('handles a day with a clock change (23 hours in Paris)', () => {
    const synopsis = computeHomeSynopsis({
      user,
      date: new Date('2026-03-29T10:00:00Z'),
      timeZone: 'Europe/Paris',
      teachings: [],
    });
    expect(synopsis.date).toBe('2026-03-29');
    expect(() => parseHomeSynopsis(synopsis)).not.toThrow();
  });

  it('stays fast enough for a request (well under a second after warm-up)', () => {
    computeHomeSynopsis({ user, date: day, teachings: [] });
    const started = performance.now();
    computeHomeSynopsis({ user, birthDate: '1990-05-15', date: new Date('2026-12-01T12:00:00Z'), teachings: [] });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('gives the exact time of an aspect that perfects during the day, within the day', () => {
    const synopsis = computeHomeSynopsis({ user, date: new Date('2026-03-14T12:00:00Z'), teachings: [] });
    const timed = synopsis.todaysHighlights.filter((item) => item.basis?.exactTime);
    expect(timed.length).toBeGreaterThan(0);
    for (const item of timed) {
      const exact = new Date(item.basis!.exactTime!);
      expect(exact.toISOString().slice(0, 10)).toBe('2026-03-14');
      // At the stated minute the aspect is exact to within a few arc-minutes.
      const [a, b] = item.basis!.bodies as [Planet, Planet];
      if (item.category === 'aspect') {
        const angle = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 }[item.basis!.aspect!]!;
        const separation = Math.abs(signedDifference(positionOf(a, exact).longitude, positionOf(b, exact).longitude));
        expect(Math.abs(separation - angle)).toBeLessThan(0.1);
      }
    }
  });

  it("adds the user's natal Sun when the birth date is known", () => {
    const withBirth = computeHomeSynopsis({ user, birthDate: '1996-03-02', date: day, teachings: [] });
    expect(withBirth.generalEnergy).toContain('with the Sun in Pisces');
    expect(withBirth.careerInsight).toContain('As a Pisces Sun');
    expect(computeHomeSynopsis({ user, date: day, teachings: [] }).generalEnergy).not.toContain('For you');
  });

  it('quotes a real attributed line and teaches from the knowledge base', () => {
    const synopsis = computeHomeSynopsis({ user, date: day, teachings: seedTeachings });
    expect(dailyQuotes.map((quote) => quote.quote)).toContain(synopsis.dailyQuote.quote);
    const teaching = seedTeachings.find((entry) => entry.content === synopsis.spiritualTeaching.teaching)!;
    expect(teaching).toBeDefined();
    expect(synopsis.spiritualTeaching.source).toBe(teaching.source);
    expect(synopsis.spiritualTeaching.tradition).toBe(teaching.tradition);
    const own = computeHomeSynopsis({
      user,
      date: day,
      teachings: [
        {
          id: 9,
          domain: 'Esoteric Wisdom',
          title: 'Ours',
          content: 'Our teaching.',
          source: 'Us',
          tradition: 'House',
          tags: ['Moon'],
        },
      ],
    });
    expect(own.spiritualTeaching).toEqual({ teaching: 'Our teaching.', source: 'Us', tradition: 'House' });
  });

  it('uses the display name, or the username', () => {
    expect(computeHomeSynopsis({ user, date: day, teachings: [] }).userName).toBe('Ada');
    expect(
      computeHomeSynopsis({ user: { id: 1, username: 'core', displayName: null }, date: day, teachings: [] }).userName,
    ).toBe('core');
  });
});
