/**
 * Accuracy against published values. Each case names its source. Time scales: Meeus's examples are
 * given in TD (= TT), so those instants are built with `AstroTime.FromTerrestrialTime` and no ΔT
 * enters. USNO times are UTC; astronomy-engine converts UTC to TT with the Espenak-Meeus ΔT
 * polynomial, which gives ΔT = 74.0 s for 2024 (the measured value is about 69.2 s; the 5 s
 * difference moves the Moon by 0.0007°, the Sun by 0.00006°).
 */
import { AstroTime, MakeTime } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { meanNodeLongitude, planetLongitude } from './ephemeris';
import { anglesAt } from './houses';
import { moonPhaseAt, moonPhasesBetween } from './moon';
import { ingressesBetween, moonSignWindows } from './search';
import { signedDifference, signOf } from './signs';

/** J2000 days for a Julian Day number. */
const fromJulianDay = (jd: number) => jd - 2451545.0;
const minute = 60_000;

describe('Sun: apparent geocentric longitude of date', () => {
  it('matches Meeus Example 25.b (1992 Oct 13.0 TD, full VSOP87): λ = 199°54′21.818″ = 199.906061°', () => {
    const time = AstroTime.FromTerrestrialTime(fromJulianDay(2448908.5));
    expect(Math.abs(signedDifference(planetLongitude('Sun', time), 199.906061))).toBeLessThan(0.01);
    // In practice the agreement is far better than the required 0.01°.
    expect(Math.abs(signedDifference(planetLongitude('Sun', time), 199.906061))).toBeLessThan(0.0005);
  });

  it('agrees with Meeus Example 25.a (same instant, low-accuracy method): apparent λ = 199.90895°', () => {
    // Example 25.a's 199.90988° is the TRUE (geometric) longitude ☉; the apparent longitude after
    // nutation and aberration is λ = ☉ − 0.00569 − 0.00478 sin Ω = 199.90895°. The low-accuracy method
    // is itself good to about 0.01°, so this is the looser check.
    const time = AstroTime.FromTerrestrialTime(fromJulianDay(2448908.5));
    expect(Math.abs(signedDifference(planetLongitude('Sun', time), 199.90895))).toBeLessThan(0.01);
  });

  // USNO "Earth's Seasons" tables (Astronomical Applications Dept.), times UTC to the minute.
  const seasons: [string, number][] = [
    ['2023-03-20T21:24Z', 0],
    ['2023-06-21T14:57Z', 90],
    ['2023-09-23T06:50Z', 180],
    ['2023-12-22T03:27Z', 270],
    ['2024-03-20T03:06Z', 0],
    ['2024-06-20T20:51Z', 90],
    ['2024-09-22T12:44Z', 180],
  ];
  it.each(seasons)('is at %s (USNO equinox/solstice) within 0.01° of %i°', (iso, target) => {
    // The published minute is rounded; the middle of the minute is at most 30 s (0.0003°) from the event.
    const time = MakeTime(new Date(new Date(iso.replace('Z', ':30Z')).getTime()));
    expect(Math.abs(signedDifference(planetLongitude('Sun', time), target))).toBeLessThan(0.01);
  });

  it.each(seasons)('enters its cardinal sign within 2 minutes of the published instant %s', (iso, target) => {
    const published = new Date(iso).getTime();
    const [ingress] = ingressesBetween(new Date(published - 86_400_000), new Date(published + 86_400_000), ['Sun']);
    expect(ingress?.sign).toBe(signOf(target).sign);
    expect(Math.abs(ingress!.time.getTime() - published)).toBeLessThan(2 * minute);
  });
});

describe('Moon: apparent geocentric longitude of date', () => {
  it('matches Meeus Example 47.a (1992 Apr 12, 0h TD): apparent λ = 133.167265°', () => {
    // 47.a: λ = 133.162655° (mean equinox of date) + Δψ 0.004610° = 133.167265° apparent.
    const time = AstroTime.FromTerrestrialTime(fromJulianDay(2448724.5));
    expect(Math.abs(signedDifference(planetLongitude('Moon', time), 133.167265))).toBeLessThan(0.01);
  });

  // USNO "Phases of the Moon" (UTC, rounded to the minute); each is also an eclipse's date.
  const phases: [string, 'New Moon' | 'Full Moon'][] = [
    ['2017-08-21T18:30Z', 'New Moon'], // total solar eclipse, North America
    ['2024-01-11T11:57Z', 'New Moon'],
    ['2024-04-08T18:21Z', 'New Moon'], // total solar eclipse, North America
    ['2024-09-18T02:34Z', 'Full Moon'], // partial lunar eclipse
    ['2024-10-02T18:49Z', 'New Moon'], // annular solar eclipse
  ];

  it.each(phases)('at %s (USNO %s) the Moon stands within 0.01° of its phase angle to the Sun', (iso, phase) => {
    // The middle of the published minute is within 30 s of the event; the Moon gains about 0.5° an
    // hour on the Sun, so the rounding alone allows 0.0043° more.
    const middle = new Date(new Date(iso).getTime() + 30_000);
    const target = phase === 'New Moon' ? 0 : 180;
    const elongation = signedDifference(
      planetLongitude('Moon', MakeTime(middle)) - planetLongitude('Sun', MakeTime(middle)),
      target,
    );
    expect(Math.abs(elongation)).toBeLessThan(0.01 + 0.0043);
    expect(moonPhaseAt(middle).name).toBe(phase);
  });

  it.each(phases)('finds the phase of %s (USNO %s) within 2 minutes', (iso, phase) => {
    const published = new Date(iso).getTime();
    const found = moonPhasesBetween(new Date(published - 86_400_000), new Date(published + 86_400_000)).find(
      (event) => event.phase === phase,
    );
    expect(found).toBeDefined();
    expect(Math.abs(found!.time.getTime() - published)).toBeLessThan(2 * minute);
  });
});

describe('Moon sign ingress instants', () => {
  // No published Moon ingress table is at hand offline, so each instant found is checked against
  // the ephemeris itself: 2 minutes before it the Moon must still be in the old sign and 2 minutes
  // after in the new one (the Moon covers about 0.02° in 2 minutes, twice the position tolerance).
  const windows = moonSignWindows('Taurus', new Date('2024-01-01T00:00:00Z'), new Date('2024-12-31T00:00:00Z'));

  it('finds the 13 or 14 Taurus spells of 2024, each 2 to 3 days long', () => {
    expect(windows.length).toBeGreaterThanOrEqual(13);
    expect(windows.length).toBeLessThanOrEqual(14);
    for (const window of windows) {
      const hours = (window.end.getTime() - window.start.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThan(40);
      expect(hours).toBeLessThan(68);
    }
  });

  it('places every entry and exit so the Moon crosses the boundary within ±2 minutes (and ±1 second)', () => {
    const longitudeAt = (ms: number) => planetLongitude('Moon', MakeTime(new Date(ms)));
    for (const window of windows) {
      for (const [edge, boundary, before, after] of [
        [window.start.getTime(), 30, 'Aries', 'Taurus'],
        [window.end.getTime(), 60, 'Taurus', 'Gemini'],
      ] as const) {
        expect(signOf(longitudeAt(edge - 2 * minute)).sign).toBe(before);
        expect(signOf(longitudeAt(edge + 2 * minute)).sign).toBe(after);
        expect(signOf(longitudeAt(edge - 1000)).sign).toBe(before);
        expect(signOf(longitudeAt(edge + 1000)).sign).toBe(after);
        expect(Math.abs(signedDifference(longitudeAt(edge), boundary))).toBeLessThan(0.0002);
      }
    }
  });
});

describe('sidereal time and the lunar node', () => {
  it('matches Meeus Example 12.a: apparent sidereal time at 1987 Apr 10, 0h UT = 13h10m46.1351s', () => {
    const { ramc } = anglesAt(new Date('1987-04-10T00:00:00Z'), 0, 0);
    const expected = (13 + 10 / 60 + 46.1351 / 3600) * 15;
    expect(Math.abs(ramc - expected)).toBeLessThan(0.001); // 0.24 s of time
  });

  it('matches Meeus Example 12.b: mean sidereal time 8h34m57.0896s at 1987 Apr 10, 19:21 UT, less the 0.2317 s equation of the equinoxes', () => {
    const { ramc } = anglesAt(new Date('1987-04-10T19:21:00Z'), 0, 0);
    const expected = (8 + 34 / 60 + (57.0896 - 0.2317) / 3600) * 15;
    expect(Math.abs(ramc - expected)).toBeLessThan(0.001);
  });

  it('gives the mean node of Meeus Example 22.a: Ω = 11.2531° at 1987 Apr 10, 0h TD', () => {
    const time = AstroTime.FromTerrestrialTime(fromJulianDay(2446895.5));
    expect(Math.abs(signedDifference(meanNodeLongitude(time), 11.2531))).toBeLessThan(0.0005);
  });
});
