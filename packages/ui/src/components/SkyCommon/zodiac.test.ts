// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assignLanes, timeFractions } from './events';
import { dayKey, degreesAndMinutes, formatAngle, formatDateTime, normalizeLongitude, signLabel } from './zodiac';

describe('formatAngle', () => {
  it.each([
    [14.1167, '14°07′'],
    [0, '0°00′'],
    [29.99999, '29°59′'],
    [3.5, '3°30′'],
  ])('%f reads %s', (angle, text) => expect(formatAngle(angle)).toBe(text));

  it('never rounds up to 60 minutes', () => {
    expect(degreesAndMinutes(29.9999)).toEqual({ degrees: 29, minutes: 59 });
  });
});

describe('normalizeLongitude', () => {
  it.each([
    [-10, 350],
    [370, 10],
    [360, 0],
  ])('%f -> %f', (input, output) => expect(normalizeLongitude(input)).toBe(output));
});

describe('time zones', () => {
  const moment = new Date('2026-03-14T23:30:00Z');
  it('formats in the given time zone', () => {
    expect(formatDateTime(moment, 'UTC')).toBe('Sat, Mar 14, 23:30');
    expect(formatDateTime(moment, 'Asia/Tokyo')).toBe('Sun, Mar 15, 08:30');
  });
  it('finds the calendar day in a time zone', () => {
    expect(dayKey(moment, 'America/New_York')).toBe('2026-03-14');
    expect(dayKey(moment, 'Asia/Tokyo')).toBe('2026-03-15');
  });
});

describe('signLabel', () => {
  it('names a known sign and passes others through', () => {
    expect(signLabel('Taurus')).toBe('Taurus');
    expect(signLabel('Ophiuchus')).toBe('Ophiuchus');
  });
});

describe('timeline placement', () => {
  const start = new Date('2026-03-01T00:00:00Z');
  it('places times as fractions of the span, clamped', () => {
    const times = [start, new Date('2026-03-16T00:00:00Z'), new Date('2026-05-01T00:00:00Z'), new Date('2026-02-01')];
    expect(timeFractions(times, start, 30)).toEqual([0, 0.5, 1, 0]);
  });
  it('moves markers that would overlap to another lane', () => {
    expect(assignLanes([0, 0.01, 0.02, 0.5, 0.51], 0.05)).toEqual([0, 1, 2, 0, 1]);
  });
  it('reuses the lane left longest when all lanes are taken', () => {
    expect(assignLanes([0, 0.001, 0.002, 0.003], 0.05, 2)).toEqual([0, 1, 0, 1]);
  });
});
