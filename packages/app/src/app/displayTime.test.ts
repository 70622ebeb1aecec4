import { describe, expect, it } from 'vitest';
import { fakeDocument } from '../testing/fakeDocument';
import { hourIn, knownTimeZone, serverTimeZone, takeTimeZone, timeZoneCookie } from './displayTime';

describe('the time zone a page writes its times in', () => {
  it('reads the hour in a zone, across the date line', () => {
    const date = new Date('2026-11-24T23:30:00Z');
    expect(hourIn(date, 'UTC')).toBe(23);
    expect(hourIn(date, 'Europe/Paris')).toBe(0);
    expect(hourIn(date, 'America/Los_Angeles')).toBe(15);
    expect(hourIn(new Date('2026-11-24T00:05:00Z'), 'UTC')).toBe(0);
  });

  it('renders in the zone of the cookie, UTC when there is none or it is not a zone', () => {
    expect(serverTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(serverTimeZone(undefined)).toBe('UTC');
    expect(serverTimeZone('Mars/Olympus')).toBe('UTC');
    expect(knownTimeZone('<script>')).toBeUndefined();
  });

  it('in the browser, starts in the zone the server used and sends its own for the next page', () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const other = browser === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    const { doc, written } = fakeDocument(`a=1; ${timeZoneCookie}=${encodeURIComponent(other)}`);
    expect(takeTimeZone(doc)).toBe(other);
    expect(written).toEqual([
      `${timeZoneCookie}=${encodeURIComponent(browser)}; Path=/; Max-Age=31536000; SameSite=Lax`,
    ]);
    const same = fakeDocument(`${timeZoneCookie}=${encodeURIComponent(browser)}`);
    expect(takeTimeZone(same.doc)).toBe(browser);
    expect(same.written).toEqual([]);
  });
});
