import { useEffect, useMemo, useState } from 'react';
import { parseCookies } from './cookies';
import { usePreferences } from './preferences';
import { requestScope } from './requestScope';

/** The shell speaks en-US (its I18nProvider); times and dates are written in that locale everywhere. */
export const displayLocale = 'en-US';

/** The browser's time zone, sent to the server so its page writes times as the browser would. */
export const timeZoneCookie = 'moonheart-time-zone';

/** `zone` when the runtime knows it as an IANA time zone, else undefined. */
export function knownTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function browserTimeZone(): string | undefined {
  return knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The hour (0-23) of `date` in `timeZone`. */
export function hourIn(date: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(date);
  return Number(hour) % 24;
}

/**
 * In the browser at start: the zone the server wrote this page's times in (its cookie, read before
 * it is updated), then the cookie set to the browser's own zone for the next page.
 */
let renderedTimeZone: string | undefined;

export function takeTimeZone(doc: Pick<Document, 'cookie'> = document): string {
  const rendered = serverTimeZone(parseCookies(doc.cookie).get(timeZoneCookie));
  const own = browserTimeZone();
  // biome-ignore lint/suspicious/noDocumentCookie: one short cookie, written when the zone changes
  if (own && own !== rendered)
    doc.cookie = `${timeZoneCookie}=${encodeURIComponent(own)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  renderedTimeZone = rendered;
  return rendered;
}

/** The zone a server render writes times in: the browser's, from its cookie; UTC before it is known. */
export function serverTimeZone(cookie: string | undefined): string {
  return knownTimeZone(cookie) ?? 'UTC';
}

/**
 * How the page writes times: in the zone the signed-in user chose in their preferences (the server
 * puts them in the page's cache, so hydration matches its HTML); else first in the zone the server
 * rendered with, then in the browser's own zone. Outside a server-rendered page (stories, tests)
 * the browser's.
 */
export function useDisplayTime(): { locale: string; timeZone: string | undefined } {
  const preferred = usePreferences()?.timeZone;
  const [timeZone, setTimeZone] = useState<string | undefined>(() => requestScope()?.timeZone ?? renderedTimeZone);
  useEffect(() => {
    setTimeZone(browserTimeZone());
  }, []);
  return { locale: displayLocale, timeZone: knownTimeZone(preferred ?? undefined) ?? timeZone };
}

/** How a date is written: with its time ("Nov 29, 2026, 5:20 AM") or as a day ("November 29, 2026"). */
const dateTimeStyles = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Writes times as the page does (`useDisplayTime`: the zone of the person's preferences, else
 * their browser's), so every page shows the person's own clock, never the server's UTC.
 */
export function useFormatDateTime(style: keyof typeof dateTimeStyles = 'dateTime'): (when: string | Date) => string {
  const { locale, timeZone } = useDisplayTime();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { ...dateTimeStyles[style], ...(timeZone ? { timeZone } : {}) });
    return (when) => format.format(typeof when === 'string' ? new Date(when) : when);
  }, [locale, timeZone, style]);
}
