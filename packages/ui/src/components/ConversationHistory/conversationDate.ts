import { messageDayKey, type TimestampOptions } from '../Message/formatTimestamp';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'time' | 'day' | 'date' | 'full', { locale, timeZone }: TimestampOptions): Intl.DateTimeFormat {
  const id = `${kind}|${locale ?? ''}|${timeZone ?? ''}`;
  let formatter = formats.get(id);
  if (!formatter) {
    const fields: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit' }
        : kind === 'day'
          ? { month: 'short', day: 'numeric' }
          : kind === 'date'
            ? { month: 'short', day: 'numeric', year: 'numeric' }
            : { dateStyle: 'full', timeStyle: 'short' };
    formatter = new Intl.DateTimeFormat(locale, { ...fields, timeZone });
    formats.set(id, formatter);
  }
  return formatter;
}

/** A conversation's last activity, written short for a list, and in full (e.g. for a tooltip). */
export interface ConversationDate {
  /** `9:41 PM` today, `Mar 12` earlier this year, `Mar 12, 2025` before (en-US). */
  short: string;
  /** The whole date and time, e.g. `Thursday, March 12, 2026 at 9:41 PM`. */
  full: string;
  /** The instant, for `<time dateTime>`. */
  iso: string;
}

/**
 * Writes when a conversation was last active, relative to `now` in the time zone: the time when it
 * is the same calendar day, the month and day in the same year, else the date with its year. Null
 * for a date that cannot be read.
 */
export function formatConversationDate(
  value: string,
  now: Date | number,
  options: TimestampOptions = {},
): ConversationDate | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const today = messageDayKey(new Date(now), options);
  const day = messageDayKey(date, options);
  const kind = day === today ? 'time' : day.slice(0, 4) === today.slice(0, 4) ? 'day' : 'date';
  return {
    short: format(kind, options).format(date),
    full: format('full', options).format(date),
    iso: date.toISOString(),
  };
}
