// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMessageDay, formatMessageTime, messageDate, messageDayKey } from './formatTimestamp';

describe('messageDate', () => {
  it('reads timestamp, then sentAt, then an optimistic id (milliseconds)', () => {
    expect(messageDate({ id: 'a', timestamp: '2026-03-14T21:41:00.000Z' })?.toISOString()).toBe(
      '2026-03-14T21:41:00.000Z',
    );
    expect(messageDate({ id: 'a', sentAt: '2026-03-14T21:41:00Z' })?.toISOString()).toBe('2026-03-14T21:41:00.000Z');
    expect(messageDate({ id: 'a', timestamp: 'not a date', sentAt: '2026-03-14T21:41:00Z' })?.toISOString()).toBe(
      '2026-03-14T21:41:00.000Z',
    );
    const sentMs = Date.UTC(2026, 2, 14, 21, 41);
    expect(messageDate({ id: sentMs, temp: true })?.getTime()).toBe(sentMs);
  });

  it('is null when nothing tells the time', () => {
    expect(messageDate({ id: 'a' })).toBeNull();
    expect(messageDate({ id: 12, temp: false })).toBeNull();
    expect(messageDate({ id: 'a', timestamp: '' })).toBeNull();
  });
});

describe('formatting', () => {
  const date = new Date('2026-03-14T21:41:00Z');

  it('writes the time in the given locale and time zone', () => {
    expect(formatMessageTime(date, { locale: 'en-US', timeZone: 'UTC' })).toBe('9:41 PM');
    expect(formatMessageTime(date, { locale: 'en-GB', timeZone: 'UTC' })).toBe('21:41');
    expect(formatMessageTime(date, { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('6:41 AM');
  });

  it('writes the day in the given locale and time zone', () => {
    expect(formatMessageDay(date, { locale: 'en-US', timeZone: 'UTC' })).toBe('March 14, 2026');
    expect(formatMessageDay(date, { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('March 15, 2026');
    expect(formatMessageDay(date, { locale: 'de-DE', timeZone: 'UTC' })).toBe('14. März 2026');
  });

  it('keys days by the calendar date of the time zone', () => {
    expect(messageDayKey(date, { timeZone: 'UTC' })).toBe('2026-03-14');
    expect(messageDayKey(date, { timeZone: 'Asia/Tokyo' })).toBe('2026-03-15');
    expect(messageDayKey(new Date('2026-01-02T00:00:00Z'), { timeZone: 'America/New_York' })).toBe('2026-01-01');
  });
});
