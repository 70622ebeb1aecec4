import { Body, Illumination, MoonPhase, NextMoonQuarter, SearchMoonQuarter } from 'astronomy-engine';
import { astroTime, planetLongitude } from './ephemeris';
import { signOf } from './signs';
import type { MoonPhaseEvent, MoonPhaseInfo, MoonPhaseName, QuarterPhaseName } from './types';

const quarterNames: readonly QuarterPhaseName[] = ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'];

/**
 * The named phase for an elongation angle. The four principal phases are instants; for the names
 * of a day we give each one a band of ±6° around its angle (about half a day either side), and the
 * intermediate phases the rest.
 */
export function phaseNameForAngle(angle: number): MoonPhaseName {
  const band = 6;
  if (angle < band || angle >= 360 - band) return 'New Moon';
  if (angle < 90 - band) return 'Waxing Crescent';
  if (angle < 90 + band) return 'First Quarter';
  if (angle < 180 - band) return 'Waxing Gibbous';
  if (angle < 180 + band) return 'Full Moon';
  if (angle < 270 - band) return 'Waning Gibbous';
  if (angle < 270 + band) return 'Last Quarter';
  return 'Waning Crescent';
}

/** The Moon's phase at an instant: elongation from the Sun, its name, and the lit fraction. */
export function moonPhaseAt(date: Date): MoonPhaseInfo {
  const time = astroTime(date);
  const angle = MoonPhase(time);
  const illumination = Math.min(1, Math.max(0, Illumination(Body.Moon, time).phase_fraction));
  return { angle, name: phaseNameForAngle(angle), illumination };
}

/** New, first quarter, full and last quarter Moons with from <= time < to, in order, with the Moon's sign. */
export function moonPhasesBetween(from: Date, to: Date): MoonPhaseEvent[] {
  const start = astroTime(from);
  const endMs = astroTime(to).date.getTime();
  const events: MoonPhaseEvent[] = [];
  let quarter = SearchMoonQuarter(start);
  while (quarter.time.date.getTime() < endMs) {
    const time = quarter.time.date;
    events.push({
      phase: quarterNames[quarter.quarter]!,
      time,
      sign: signOf(planetLongitude('Moon', quarter.time)).sign,
    });
    quarter = NextMoonQuarter(quarter);
  }
  return events;
}
