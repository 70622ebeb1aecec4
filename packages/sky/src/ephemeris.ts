import {
  type AstroTime,
  Body,
  Ecliptic,
  GeoMoon,
  GeoVector,
  HelioState,
  MakeTime,
  type StateVector,
  SunPosition,
} from 'astronomy-engine';
import { normalizeDegrees, signedDifference } from './signs';
import type { Planet } from './types';

const bodies: Record<Planet, Body> = {
  Sun: Body.Sun,
  Moon: Body.Moon,
  Mercury: Body.Mercury,
  Venus: Body.Venus,
  Mars: Body.Mars,
  Jupiter: Body.Jupiter,
  Saturn: Body.Saturn,
  Uranus: Body.Uranus,
  Neptune: Body.Neptune,
  Pluto: Body.Pluto,
};

export const millisecondsPerDay = 86_400_000;

/** An astronomy-engine time for a JavaScript date (UTC; the engine applies ΔT = TT - UT itself). */
export function astroTime(date: Date | AstroTime): AstroTime {
  if (date instanceof Date && Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return MakeTime(date);
}

/**
 * Geocentric apparent ecliptic longitude of date (true equinox and ecliptic of date, corrected for
 * light time and aberration), degrees in [0, 360).
 *
 * The Sun uses `SunPosition` (the engine's function for equinoxes and solstices); the other bodies
 * use `GeoVector(body, t, aberration = true)` rotated by `Ecliptic`, which applies precession and
 * nutation to the true ecliptic of date. For the Moon this agrees with `EclipticGeoMoon` to 1e-9°.
 */
export function planetLongitude(planet: Planet, time: AstroTime): number {
  if (planet === 'Sun') return normalizeDegrees(SunPosition(time).elon);
  return normalizeDegrees(Ecliptic(GeoVector(bodies[planet], time, true)).elon);
}

/**
 * The Moon's mean ascending node, Meeus, Astronomical Algorithms (2nd ed.) eq. 47.7, referred to
 * the mean equinox of date. T is Julian centuries of TT from J2000.0.
 */
export function meanNodeLongitude(time: AstroTime): number {
  const T = time.tt / 36525;
  return normalizeDegrees(
    125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467441 - (T * T * T * T) / 60616000,
  );
}

/** Daily motion of the mean node (the derivative of eq. 47.7), degrees per day; always negative. */
export function meanNodeSpeed(time: AstroTime): number {
  const T = time.tt / 36525;
  return (-1934.1362891 + 2 * 0.0020754 * T + (3 * T * T) / 467441 - (4 * T * T * T) / 60616000) / 36525;
}

/** The engine's body for a planet name. */
export function bodyOf(planet: Planet): Body {
  return bodies[planet];
}

/** Obliquity of the ecliptic at J2000.0 (IAU 2006), for turning J2000 equatorial vectors into ecliptic ones. */
const obliquityJ2000 = 23.4392911 * (Math.PI / 180);
const cosObliquity = Math.cos(obliquityJ2000);
const sinObliquity = Math.sin(obliquityJ2000);
/** General precession in longitude, degrees per day (5028.8″ per Julian century): longitudes of date
 * run ahead of J2000 ones at this rate. */
const precessionPerDay = 5028.796 / 3600 / 36525;

/** Rate of change of ecliptic longitude (degrees/day) of a geocentric J2000 equatorial position and velocity. */
function longitudeRate(x: number, y: number, z: number, vx: number, vy: number, vz: number): number {
  const eclipticY = y * cosObliquity + z * sinObliquity;
  const eclipticVy = vy * cosObliquity + vz * sinObliquity;
  const radiusSquared = x * x + eclipticY * eclipticY;
  return ((x * eclipticVy - eclipticY * vx) / radiusSquared) * (180 / Math.PI) + precessionPerDay;
}

/** The Moon's speed comes from two positions this far apart (one hour); its theory has no velocity. */
const moonSpeedStepDays = 1 / 24;

/**
 * Daily motion in longitude of date, degrees per day, from the engine's analytic velocities
 * (geometric, J2000 ecliptic, plus precession). This skips light time and aberration, which change
 * the speed by far less than 0.001°/day, and is several times cheaper than differencing two apparent
 * positions. `earth` is the Earth's heliocentric state at the same instant (shared between planets).
 */
export function planetSpeed(
  planet: Planet,
  time: AstroTime,
  earth: StateVector = HelioState(Body.Earth, time),
): number {
  if (planet === 'Moon') {
    const now = GeoMoon(time);
    const later = GeoMoon(time.AddDays(moonSpeedStepDays));
    const longitude = (v: { x: number; y: number; z: number }) =>
      (Math.atan2(v.y * cosObliquity + v.z * sinObliquity, v.x) * 180) / Math.PI;
    return signedDifference(longitude(later), longitude(now)) / moonSpeedStepDays + precessionPerDay;
  }
  if (planet === 'Sun') return longitudeRate(-earth.x, -earth.y, -earth.z, -earth.vx, -earth.vy, -earth.vz);
  const body = HelioState(bodies[planet], time);
  return longitudeRate(
    body.x - earth.x,
    body.y - earth.y,
    body.z - earth.z,
    body.vx - earth.vx,
    body.vy - earth.vy,
    body.vz - earth.vz,
  );
}

/** The Earth's heliocentric state, to share between `planetSpeed` calls at one instant. */
export function earthState(time: AstroTime): StateVector {
  return HelioState(Body.Earth, time);
}
