import { e_tilt, SiderealTime } from 'astronomy-engine';
import { astroTime } from './ephemeris';
import { normalizeDegrees } from './signs';
import type { Houses } from './types';

const toRadians = Math.PI / 180;
const toDegrees = 180 / Math.PI;

/** Latitudes beyond which Placidus is not attempted (the polar circles, rounded inwards). */
export const placidusLatitudeLimit = 66;

export interface Angles {
  /** Right ascension of the meridian (local apparent sidereal time as an angle), degrees. */
  ramc: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
  ascendant: number;
  midheaven: number;
}

/**
 * The ascendant and midheaven for an instant and a place. RAMC comes from Greenwich apparent
 * sidereal time (astronomy-engine `SiderealTime`) plus the east longitude; the obliquity is the true
 * obliquity of date, consistent with the apparent sidereal time and the positions of date.
 */
export function anglesAt(date: Date, latitude: number, longitude: number): Angles {
  const time = astroTime(date);
  const ramc = normalizeDegrees(SiderealTime(time) * 15 + longitude);
  const obliquity = e_tilt(time).tobl;
  return { ramc, obliquity, ...anglesFromRamc(ramc, obliquity, latitude) };
}

/** MC: the ecliptic point on the meridian; ASC: the ecliptic point rising on the eastern horizon. */
export function anglesFromRamc(
  ramc: number,
  obliquity: number,
  latitude: number,
): { ascendant: number; midheaven: number } {
  const theta = ramc * toRadians;
  const eps = obliquity * toRadians;
  const phi = latitude * toRadians;
  const midheaven = normalizeDegrees(Math.atan2(Math.sin(theta), Math.cos(theta) * Math.cos(eps)) * toDegrees);
  const ascendant = normalizeDegrees(
    Math.atan2(Math.cos(theta), -(Math.sin(theta) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) * toDegrees,
  );
  return { ascendant, midheaven };
}

/** Ecliptic longitude of the ecliptic point with right ascension `ra`. */
function longitudeFromRightAscension(ra: number, eps: number): number {
  const alpha = ra * toRadians;
  return normalizeDegrees(Math.atan2(Math.sin(alpha), Math.cos(alpha) * Math.cos(eps)) * toDegrees);
}

/**
 * One Placidus intermediate cusp: the ecliptic point that has covered `fraction` of its diurnal
 * (above the horizon) or nocturnal (below) semi-arc. Solved by fixed-point iteration on the right
 * ascension; returns null where the semi-arc is undefined (circumpolar degrees).
 */
function placidusCusp(ramc: number, eps: number, phi: number, fraction: number, aboveHorizon: boolean): number | null {
  let ra = aboveHorizon ? ramc + fraction * 90 : ramc + 180 - fraction * 90;
  for (let iteration = 0; iteration < 100; iteration++) {
    const lambda = longitudeFromRightAscension(ra, eps) * toRadians;
    const declination = Math.asin(Math.sin(eps) * Math.sin(lambda));
    const product = -Math.tan(phi) * Math.tan(declination);
    if (Math.abs(product) > 1) return null;
    const diurnalSemiArc = Math.acos(product) * toDegrees;
    const next = aboveHorizon ? ramc + fraction * diurnalSemiArc : ramc + 180 - fraction * (180 - diurnalSemiArc);
    if (Math.abs(next - ra) < 1e-9) return longitudeFromRightAscension(next, eps);
    ra = next;
  }
  return longitudeFromRightAscension(ra, eps);
}

/** Porphyry: each quadrant between the angles divided into three equal arcs of longitude. */
export function porphyryCusps(ascendant: number, midheaven: number): number[] {
  const ic = normalizeDegrees(midheaven + 180);
  const lowerQuadrant = normalizeDegrees(ic - ascendant); // houses 1-3
  const upperQuadrant = normalizeDegrees(ascendant - midheaven); // houses 10-12
  const c2 = normalizeDegrees(ascendant + lowerQuadrant / 3);
  const c3 = normalizeDegrees(ascendant + (2 * lowerQuadrant) / 3);
  const c11 = normalizeDegrees(midheaven + upperQuadrant / 3);
  const c12 = normalizeDegrees(midheaven + (2 * upperQuadrant) / 3);
  return withOpposites([ascendant, c2, c3, ic, normalizeDegrees(c11 + 180), normalizeDegrees(c12 + 180)], midheaven);
}

/** Cusps 7-12 are opposite cusps 1-6; cusp 10 is set to the midheaven itself (no rounding drift). */
function withOpposites(firstSix: number[], midheaven: number): number[] {
  const cusps = [...firstSix, ...firstSix.map((cusp) => normalizeDegrees(cusp + 180))];
  cusps[9] = midheaven;
  return cusps;
}

/**
 * House cusps 1-12 for an instant and place: Placidus, or Porphyry where Placidus is undefined
 * (beyond ±66° latitude, or if any cusp has no semi-arc). `fellBack` says which happened.
 */
export function houseCusps(
  ramc: number,
  obliquity: number,
  latitude: number,
): Houses & { ascendant: number; midheaven: number; fellBack: boolean } {
  const { ascendant, midheaven } = anglesFromRamc(ramc, obliquity, latitude);
  const eps = obliquity * toRadians;
  const phi = latitude * toRadians;
  if (Math.abs(latitude) <= placidusLatitudeLimit) {
    const c11 = placidusCusp(ramc, eps, phi, 1 / 3, true);
    const c12 = placidusCusp(ramc, eps, phi, 2 / 3, true);
    const c2 = placidusCusp(ramc, eps, phi, 2 / 3, false);
    const c3 = placidusCusp(ramc, eps, phi, 1 / 3, false);
    if (c11 !== null && c12 !== null && c2 !== null && c3 !== null) {
      const ic = normalizeDegrees(midheaven + 180);
      const cusps = withOpposites(
        [ascendant, c2, c3, ic, normalizeDegrees(c11 + 180), normalizeDegrees(c12 + 180)],
        midheaven,
      );
      return { system: 'Placidus', cusps, ascendant, midheaven, fellBack: false };
    }
  }
  return { system: 'Porphyry', cusps: porphyryCusps(ascendant, midheaven), ascendant, midheaven, fellBack: true };
}

/** The house (1-12) holding a longitude, given the 12 cusps. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const end = cusps[(i + 1) % 12]!;
    if (normalizeDegrees(longitude - start) < normalizeDegrees(end - start)) return i + 1;
  }
  return 12;
}
