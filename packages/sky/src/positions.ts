import type { AstroTime, StateVector } from 'astronomy-engine';
import { astroTime, earthState, meanNodeLongitude, meanNodeSpeed, planetLongitude, planetSpeed } from './ephemeris';
import { normalizeDegrees, planets, signOf } from './signs';
import type { ChartPoint, Planet, Position } from './types';

/** A position record for a longitude and a daily motion. */
export function makePosition(point: ChartPoint, longitude: number, speed: number): Position {
  const normalized = normalizeDegrees(longitude);
  const { sign, degreeInSign } = signOf(normalized);
  return { point, longitude: normalized, sign, degreeInSign, speed, retrograde: speed < 0 };
}

function planetPositionAt(planet: Planet, time: AstroTime, earth: StateVector): Position {
  return makePosition(planet, planetLongitude(planet, time), planetSpeed(planet, time, earth));
}

/** The mean North Node and the South Node opposite it. */
export function nodePositionsAt(time: AstroTime): [Position, Position] {
  const north = meanNodeLongitude(time);
  const speed = meanNodeSpeed(time);
  return [makePosition('North Node', north, speed), makePosition('South Node', north + 180, speed)];
}

/**
 * Sun to Pluto, then the North and South (mean) Nodes, at one instant: tropical, geocentric,
 * apparent longitudes of date, with daily speeds.
 */
export function positionsAt(date: Date): Position[] {
  const time = astroTime(date);
  const earth = earthState(time);
  const result: Position[] = planets.map((planet) => planetPositionAt(planet, time, earth));
  result.push(...nodePositionsAt(time));
  return result;
}

/** One planet's position at an instant. */
export function positionOf(point: Planet, date: Date): Position {
  if (!planets.includes(point)) throw new RangeError(`positionOf: unknown planet ${String(point)}`);
  const time = astroTime(date);
  return planetPositionAt(point, time, earthState(time));
}

/** The planets whose longitude is decreasing at the instant (the Sun and Moon never are). */
export function retrogradesAt(date: Date): Planet[] {
  return positionsAt(date)
    .filter((position) => position.retrograde && planets.includes(position.point as Planet))
    .map((position) => position.point as Planet);
}
