import { astroTime, planetLongitude } from './ephemeris';
import { anglesAt, houseCusps, houseOf } from './houses';
import { skyMessages } from './messages';
import { makePosition, positionsAt } from './positions';
import { formatDegree, signOf } from './signs';
import { zonedDateTimeToUtc } from './timezone';
import type { BirthData, NatalChart } from './types';

const timeOfDay = /^\d{2}:\d{2}$/;
const hour = 3_600_000;

/** The calendar day after a 'YYYY-MM-DD' date. */
function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(0);
  next.setUTCFullYear(year, month - 1, day + 1);
  return next.toISOString().slice(0, 10);
}

/** The Moon's longitude over a span, as two readable positions and whether its sign changed. */
function moonRangeNotes(startMs: number, endMs: number): string[] {
  const first = planetLongitude('Moon', astroTime(new Date(startMs)));
  const last = planetLongitude('Moon', astroTime(new Date(endMs)));
  const notes: string[] = [skyMessages.notes.moonRange(formatDegree(first), formatDegree(last))];
  const firstSign = signOf(first).sign;
  const lastSign = signOf(last).sign;
  notes.push(
    firstSign === lastSign
      ? skyMessages.notes.moonSignCertain(firstSign)
      : skyMessages.notes.moonSignUncertain(firstSign, lastSign),
  );
  return notes;
}

/**
 * A natal chart. With a birth time and place: positions at that instant, the ascendant and
 * midheaven, and Placidus houses (Porphyry beyond the polar circles). Without a time: a noon chart
 * (12:00 local time at the place, or 12:00 UTC without a place), no angles or houses, and notes
 * giving the Moon's range over the possible birth day.
 */
export function natalChart(birth: BirthData): NatalChart {
  const place = birth.place ?? null;
  const time = birth.time?.trim() ? birth.time.trim() : null;
  if (time !== null && !timeOfDay.test(time)) throw new RangeError(`Expected a birth time as HH:MM, got "${time}"`);
  const notes: string[] = [];

  if (time !== null && place) {
    const utc = zonedDateTimeToUtc(birth.date, time, place.timeZone);
    const positions = positionsAt(utc);
    const angles = anglesAt(utc, place.latitude, place.longitude);
    const houses = houseCusps(angles.ramc, angles.obliquity, place.latitude);
    if (houses.fellBack) notes.push(skyMessages.notes.polarHouses(`${place.latitude.toFixed(1)}°`));
    notes.push(skyMessages.notes.localTimeUsed(time, place.timeZone));
    for (const position of positions) position.house = houseOf(position.longitude, houses.cusps);
    const ascendant = { ...makePosition('Ascendant', houses.ascendant, 0), house: 1 };
    const midheaven = { ...makePosition('Midheaven', houses.midheaven, 0), house: 10 };
    return {
      utc,
      timeKnown: true,
      positions,
      ascendant,
      midheaven,
      houses: { system: houses.system, cusps: houses.cusps },
      notes,
    };
  }

  // No usable time: a noon chart, and the span of instants the birth could have been.
  const zone = place?.timeZone ?? 'UTC';
  const utc = zonedDateTimeToUtc(birth.date, '12:00', zone);
  const dayStart = zonedDateTimeToUtc(birth.date, '00:00', zone).getTime();
  const dayEnd = zonedDateTimeToUtc(nextDate(birth.date), '00:00', zone).getTime();
  if (place) {
    notes.push(skyMessages.notes.noonChart(`local time in ${place.timeZone}`));
    notes.push(...moonRangeNotes(dayStart, dayEnd));
  } else {
    notes.push(skyMessages.notes.noPlace);
    notes.push(skyMessages.notes.noonChart('UTC'));
    // Without a zone the civil day could have run from UTC+14 to UTC-12.
    notes.push(...moonRangeNotes(dayStart - 14 * hour, dayEnd + 12 * hour));
  }
  return { utc, timeKnown: false, positions: positionsAt(utc), notes };
}
