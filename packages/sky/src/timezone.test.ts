import { describe, expect, it } from 'vitest';
import { formatInTimeZone, isValidTimeZone, timeZoneOffsetMs, zonedDateTimeToUtc } from './timezone';

const iso = (date: Date) => date.toISOString();

describe('zonedDateTimeToUtc', () => {
  it('converts ordinary times with the offset in force on that date', () => {
    expect(iso(zonedDateTimeToUtc('2024-01-15', '09:30', 'Europe/London'))).toBe('2024-01-15T09:30:00.000Z');
    expect(iso(zonedDateTimeToUtc('2024-07-15', '09:30', 'Europe/London'))).toBe('2024-07-15T08:30:00.000Z');
    expect(iso(zonedDateTimeToUtc('2024-07-15', '09:30', 'America/New_York'))).toBe('2024-07-15T13:30:00.000Z');
    expect(iso(zonedDateTimeToUtc('2024-01-15', '09:30', 'Australia/Sydney'))).toBe('2024-01-14T22:30:00.000Z');
    expect(iso(zonedDateTimeToUtc('2024-01-15', '12:00', 'Asia/Kathmandu'))).toBe('2024-01-15T06:15:00.000Z');
    expect(iso(zonedDateTimeToUtc('2024-01-15', '12:00', 'UTC'))).toBe('2024-01-15T12:00:00.000Z');
  });

  it('uses historical rules (British Standard Time all year, 1968-1971)', () => {
    expect(iso(zonedDateTimeToUtc('1970-01-15', '12:00', 'Europe/London'))).toBe('1970-01-15T11:00:00.000Z');
  });

  it('moves a time in a spring-forward gap forward by the gap', () => {
    // London, 31 March 2024: 01:00 GMT -> 02:00 BST; 01:30 never happened.
    expect(iso(zonedDateTimeToUtc('2024-03-31', '01:30', 'Europe/London'))).toBe('2024-03-31T01:30:00.000Z');
    // New York, 10 March 2024: 02:00 EST -> 03:00 EDT; 02:30 reads as 03:30 EDT.
    expect(iso(zonedDateTimeToUtc('2024-03-10', '02:30', 'America/New_York'))).toBe('2024-03-10T07:30:00.000Z');
    // Lord Howe Island springs forward by 30 minutes (06 Oct 2024, 02:00 +10:30 -> 02:30 +11): 02:15 reads as 02:45 +11.
    expect(iso(zonedDateTimeToUtc('2024-10-06', '02:15', 'Australia/Lord_Howe'))).toBe('2024-10-05T15:45:00.000Z');
  });

  it('takes the earlier instant for a time repeated when clocks go back', () => {
    // London, 27 October 2024: 01:30 happened at 00:30Z (BST) and again at 01:30Z (GMT).
    expect(iso(zonedDateTimeToUtc('2024-10-27', '01:30', 'Europe/London'))).toBe('2024-10-27T00:30:00.000Z');
    // New York, 3 November 2024: 01:30 EDT (05:30Z) before 01:30 EST (06:30Z).
    expect(iso(zonedDateTimeToUtc('2024-11-03', '01:30', 'America/New_York'))).toBe('2024-11-03T05:30:00.000Z');
    // Sydney, 7 April 2024: 02:30 AEDT (15:30Z the day before) before 02:30 AEST.
    expect(iso(zonedDateTimeToUtc('2024-04-07', '02:30', 'Australia/Sydney'))).toBe('2024-04-06T15:30:00.000Z');
  });

  it('is exact for the minutes just outside a transition', () => {
    expect(iso(zonedDateTimeToUtc('2024-03-31', '00:59', 'Europe/London'))).toBe('2024-03-31T00:59:00.000Z');
    expect(iso(zonedDateTimeToUtc('2024-03-31', '02:00', 'Europe/London'))).toBe('2024-03-31T01:00:00.000Z');
    expect(iso(zonedDateTimeToUtc('2024-10-27', '02:00', 'Europe/London'))).toBe('2024-10-27T02:00:00.000Z');
  });

  it('rejects malformed or impossible input', () => {
    expect(() => zonedDateTimeToUtc('2024-02-30', '12:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedDateTimeToUtc('2024-2-3', '12:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedDateTimeToUtc('2024-02-03', '24:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedDateTimeToUtc('2024-02-03', '9:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedDateTimeToUtc('2024-02-03', '09:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('timeZoneOffsetMs and isValidTimeZone', () => {
  it('reads offsets (east positive) and knows real zones', () => {
    expect(timeZoneOffsetMs(Date.UTC(2024, 6, 1), 'Europe/Paris')).toBe(2 * 3_600_000);
    expect(timeZoneOffsetMs(Date.UTC(2024, 0, 1, 0, 0, 0, 999), 'America/Los_Angeles')).toBe(-8 * 3_600_000);
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Nowhere/Else')).toBe(false);
  });
});

describe('formatInTimeZone', () => {
  const instant = new Date('2024-07-04T16:05:00Z');
  it('shows wall-clock time in the zone by default, 24-hour, with the zone', () => {
    expect(formatInTimeZone(instant, 'Europe/Paris')).toBe('Thu, Jul 4, 2024, 18:05 GMT+2');
    expect(formatInTimeZone(instant, 'America/New_York')).toBe('Thu, Jul 4, 2024, 12:05 EDT');
  });
  it('takes Intl options and a locale', () => {
    expect(formatInTimeZone(instant, 'Asia/Tokyo', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe(
      '01:05',
    );
    expect(formatInTimeZone(instant, 'Europe/Berlin', { locale: 'de-DE', dateStyle: 'long' })).toBe('4. Juli 2024');
  });
});
