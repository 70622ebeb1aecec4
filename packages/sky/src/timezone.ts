const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter that reads a zone's wall-clock fields (creating one is the slow part of Intl). */
function fieldsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows the time zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    fieldsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function timeZoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = fieldsFormatter(timeZone).formatToParts(new Date(instantMs));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const era = parts.find((part) => part.type === 'era')?.value;
  let year = field('year');
  if (era === 'BC' || era === 'B') year = 1 - year;
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(year, field('month') - 1, field('day'));
  wallClock.setUTCHours(field('hour'), field('minute'), field('second'), 0);
  // Intl has whole-second resolution; drop the instant's milliseconds before comparing.
  return wallClock.getTime() - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})$/;

/** Wall-clock fields read as if they were UTC, in milliseconds (throws on malformed or impossible values). */
function wallClockAsUtc(date: string, time: string): number {
  const dateMatch = datePattern.exec(date);
  const timeMatch = timePattern.exec(time);
  if (!dateMatch) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${date}"`);
  if (!timeMatch) throw new RangeError(`Expected a time as HH:MM (24 h), got "${time}"`);
  const [year, month, day] = [Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])];
  const [hour, minute] = [Number(timeMatch[1]), Number(timeMatch[2])];
  if (hour > 23 || minute > 59) throw new RangeError(`No such time of day: "${time}"`);
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, day);
  value.setUTCHours(hour, minute, 0, 0);
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== day) {
    throw new RangeError(`No such calendar date: "${date}"`);
  }
  return value.getTime();
}

/**
 * The UTC instant of a wall-clock date and time in an IANA time zone.
 *
 * Daylight-saving transitions are resolved the way Temporal's default ('compatible') does:
 * - a time that occurs twice (clocks go back) gives the EARLIER instant, the one before the change;
 * - a time that never occurs (clocks go forward) is moved forward by the length of the gap, so
 *   02:30 on a spring-forward night at 02:00 becomes 03:30 in the new offset.
 */
export function zonedDateTimeToUtc(date: string, time: string, timeZone: string): Date {
  const local = wallClockAsUtc(date, time);
  // Offsets a day either side bracket any transition near this wall-clock time.
  const hour = 3_600_000;
  const offsetBefore = timeZoneOffsetMs(local - 24 * hour, timeZone);
  const offsetAfter = timeZoneOffsetMs(local + 24 * hour, timeZone);
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => local - offset)
    .filter((instant) => instant + timeZoneOffsetMs(instant, timeZone) === local)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0]!);
  // In a gap: read the time with the offset in force before the transition, which lands after it.
  return new Date(local - offsetBefore);
}

export interface FormatInTimeZoneOptions extends Intl.DateTimeFormatOptions {
  /** BCP 47 locale; default 'en-US'. */
  locale?: string;
}

/**
 * An instant formatted as wall-clock time in a zone. The default reads like
 * "Mon, Nov 23, 2026, 14:07 GMT+1"; pass Intl options (and `locale`) to change it.
 */
export function formatInTimeZone(date: Date, timeZone: string, opts: FormatInTimeZoneOptions = {}): string {
  const { locale = 'en-US', ...options } = opts;
  const hasFields = Object.keys(options).some((key) =>
    [
      'dateStyle',
      'timeStyle',
      'weekday',
      'era',
      'year',
      'month',
      'day',
      'hour',
      'minute',
      'second',
      'timeZoneName',
      'dayPeriod',
      'fractionalSecondDigits',
    ].includes(key),
  );
  const defaults: Intl.DateTimeFormatOptions = hasFields
    ? {}
    : {
        weekday: 'short',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      };
  return new Intl.DateTimeFormat(locale, { ...defaults, ...options, timeZone }).format(date);
}
