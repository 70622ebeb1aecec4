import type { ChatMessage } from './types';

/** How timestamps are written: a fixed locale and time zone make them reproducible (stories, tests). */
export interface TimestampOptions {
  /** BCP 47 locale, e.g. `en-US`. @default the browser's locale */
  locale?: string;
  /** IANA time zone, e.g. `UTC` or `Europe/Paris`. @default the browser's time zone */
  timeZone?: string;
}

/**
 * When a message was sent: `timestamp` (ISO), else `sentAt`, else, for an optimistic message,
 * its id (the send time in milliseconds). Null when none is usable.
 */
export function messageDate(message: Pick<ChatMessage, 'id' | 'timestamp' | 'sentAt' | 'temp'>): Date | null {
  for (const value of [message.timestamp, message.sentAt]) {
    if (!value) continue;
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  if (message.temp && typeof message.id === 'number' && Number.isFinite(message.id)) return new Date(message.id);
  return null;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'time' | 'day' | 'key', { locale, timeZone }: TimestampOptions): Intl.DateTimeFormat {
  const id = `${kind}|${locale ?? ''}|${timeZone ?? ''}`;
  let format = cache.get(id);
  if (!format) {
    const fields: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit' }
        : kind === 'day'
          ? { year: 'numeric', month: 'long', day: 'numeric' }
          : { year: 'numeric', month: '2-digit', day: '2-digit' };
    format = new Intl.DateTimeFormat(kind === 'key' ? 'en-US' : locale, { ...fields, timeZone });
    cache.set(id, format);
  }
  return format;
}

/** The time of day shown on a message, e.g. `9:41 PM` (en-US). */
export function formatMessageTime(date: Date, options: TimestampOptions = {}): string {
  return formatter('time', options).format(date);
}

/** The day shown above the first message of each day, e.g. `March 14, 2026` (en-US). */
export function formatMessageDay(date: Date, options: TimestampOptions = {}): string {
  return formatter('day', options).format(date);
}

/** The calendar day of `date` in the time zone, as `YYYY-MM-DD`: equal keys mean the same day. */
export function messageDayKey(date: Date, options: TimestampOptions = {}): string {
  const parts = formatter('key', { timeZone: options.timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
