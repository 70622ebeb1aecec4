import { Horizon, Observer } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { anglesAt, anglesFromRamc, houseCusps, houseOf, porphyryCusps } from './houses';
import { signedDifference } from './signs';

const obliquity = 23.4367;
const toRadians = Math.PI / 180;

/** Equatorial coordinates of date (RA in hours, declination in degrees) of an ecliptic longitude. */
function eclipticPointToEquator(longitude: number, eps: number) {
  const lambda = longitude * toRadians;
  const e = eps * toRadians;
  const ra = (Math.atan2(Math.sin(lambda) * Math.cos(e), Math.cos(lambda)) / toRadians + 360) % 360;
  return { raHours: ra / 15, dec: Math.asin(Math.sin(e) * Math.sin(lambda)) / toRadians };
}

describe('anglesFromRamc', () => {
  it('at RAMC 0° on the equator puts 0° Aries on the meridian and 0° Cancer rising', () => {
    const { midheaven, ascendant } = anglesFromRamc(0, obliquity, 0);
    expect(midheaven).toBeCloseTo(0, 9);
    expect(ascendant).toBeCloseTo(90, 9);
  });

  it('at RAMC 90° puts 0° Cancer on the meridian and 0° Libra rising at any latitude', () => {
    for (const latitude of [-45, 0, 51.5]) {
      const { midheaven, ascendant } = anglesFromRamc(90, obliquity, latitude);
      expect(midheaven).toBeCloseTo(90, 9);
      expect(ascendant).toBeCloseTo(180, 9);
    }
  });

  it('puts the ascendant on the eastern horizon and the MC on the meridian (checked with the engine’s Horizon)', () => {
    const places = [
      { latitude: 51.5074, longitude: -0.1278 }, // London
      { latitude: -33.8688, longitude: 151.2093 }, // Sydney
      { latitude: 19.4326, longitude: -99.1332 }, // Mexico City
      { latitude: 64.1466, longitude: -21.9426 }, // Reykjavík
    ];
    for (const place of places) {
      for (const iso of ['2024-01-15T03:00:00Z', '2024-06-01T15:30:00Z', '1990-05-15T13:30:00Z']) {
        const date = new Date(iso);
        const angles = anglesAt(date, place.latitude, place.longitude);
        const observer = new Observer(place.latitude, place.longitude, 0);
        const asc = eclipticPointToEquator(angles.ascendant, angles.obliquity);
        const horizon = Horizon(date, observer, asc.raHours, asc.dec);
        expect(Math.abs(horizon.altitude)).toBeLessThan(0.01);
        expect(horizon.azimuth).toBeGreaterThan(0);
        expect(horizon.azimuth).toBeLessThan(180);
        const mc = eclipticPointToEquator(angles.midheaven, angles.obliquity);
        expect(Math.abs(signedDifference(mc.raHours * 15, angles.ramc))).toBeLessThan(1e-6);
      }
    }
  });
});

describe('houseCusps', () => {
  const isOrdered = (cusps: number[]) =>
    cusps.every((cusp, i) => {
      const step = (cusps[(i + 1) % 12]! - cusp + 360) % 360;
      return step > 0 && step < 180;
    });

  it('gives Placidus cusps in zodiac order, 1 = ascendant, 10 = MC, opposite pairs 180° apart', () => {
    for (const latitude of [-50, -33.9, 0, 19.4, 40.7, 51.5, 60, 65]) {
      for (let ramc = 0; ramc < 360; ramc += 37) {
        const houses = houseCusps(ramc, obliquity, latitude);
        expect(houses.system).toBe('Placidus');
        expect(houses.cusps).toHaveLength(12);
        expect(houses.cusps[0]).toBeCloseTo(houses.ascendant, 9);
        expect(houses.cusps[9]).toBeCloseTo(houses.midheaven, 9);
        expect(isOrdered(houses.cusps)).toBe(true);
        for (let i = 0; i < 6; i++) {
          expect(Math.abs(signedDifference(houses.cusps[i + 6]!, houses.cusps[i]!))).toBeCloseTo(180, 9);
        }
        // IC (cusp 4) opposite MC.
        expect(Math.abs(signedDifference(houses.cusps[3]!, houses.midheaven))).toBeCloseTo(180, 9);
      }
    }
  });

  it('gives equal 30° houses on the equator at RAMC 0 (Placidus and Porphyry agree there by symmetry)', () => {
    const placidus = houseCusps(0, obliquity, 0).cusps;
    // At the equator every semi-arc is 90°, so cusps 11/12 sit 30°/60° of RA from the meridian.
    const ra11 = 30 * toRadians;
    const expected11 = Math.atan2(Math.sin(ra11), Math.cos(ra11) * Math.cos(obliquity * toRadians)) / toRadians;
    expect(placidus[10]).toBeCloseTo(expected11, 6);
  });

  it('places each Placidus intermediate cusp at its fraction of the semi-arc', () => {
    // Cusp 11 of a chart is where the ecliptic point's hour angle is -1/3 of its diurnal semi-arc.
    const latitude = 51.5;
    const ramc = 123;
    const houses = houseCusps(ramc, obliquity, latitude);
    const point = eclipticPointToEquator(houses.cusps[10]!, obliquity);
    const semiArc = Math.acos(-Math.tan(latitude * toRadians) * Math.tan(point.dec * toRadians)) / toRadians;
    const hourAngle = signedDifference(ramc, point.raHours * 15);
    expect(hourAngle).toBeCloseTo(-semiArc / 3, 6);
  });

  it('falls back to Porphyry beyond the polar circles', () => {
    const houses = houseCusps(200, obliquity, 69.65); // Tromsø
    expect(houses.system).toBe('Porphyry');
    expect(houses.fellBack).toBe(true);
    expect(isOrdered(houses.cusps)).toBe(true);
  });

  it('Porphyry trisects each quadrant', () => {
    const cusps = porphyryCusps(100, 10);
    expect(cusps.slice(0, 4)).toEqual([100, 130, 160, 190]);
    expect(cusps[10]).toBeCloseTo(40, 9);
    expect(cusps[11]).toBeCloseTo(70, 9);
  });
});

describe('houseOf', () => {
  it('finds the house, including across 0° Aries', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349.9, cusps)).toBe(12);
    expect(houseOf(175, cusps)).toBe(7);
  });
});
