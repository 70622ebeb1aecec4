import { moonPhasesBetween } from '@app/sky';
import { describe, expect, it } from 'vitest';
import { nextMoonPhase } from './offlineProvider';
import { readSky, readSkyForMinute } from './skyReading';

const birth = {
  birthDate: '1990-04-12',
  birthTime: '06:30',
  birthPlace: { name: 'Lisbon', country: 'Portugal', latitude: 38.72, longitude: -9.14, timeZone: 'Europe/Lisbon' },
};

describe('readSkyForMinute', () => {
  it('is the sky at the start of the minute, with or without birth data', () => {
    const at = new Date('2026-11-23T12:34:56.789Z');
    const start = new Date('2026-11-23T12:34:00.000Z');
    expect(readSkyForMinute(at)).toEqual(readSky(start));
    expect(readSkyForMinute(at, birth)).toEqual(readSky(start, birth));
    expect(readSkyForMinute(at, { birthDate: '1985-01-30' })).toEqual(readSky(start, { birthDate: '1985-01-30' }));
  });

  it('reads one sky per minute and one chart per birth', () => {
    const first = readSkyForMinute(new Date('2026-11-23T12:35:01Z'), birth);
    const later = readSkyForMinute(new Date('2026-11-23T12:35:59Z'), birth);
    expect(later.positions).toBe(first.positions);
    expect(later.natal?.positions).toBe(first.natal?.positions);
    const nextMinute = readSkyForMinute(new Date('2026-11-23T12:36:00Z'), birth);
    expect(nextMinute.positions).not.toBe(first.positions);
    expect(nextMinute.at.toISOString()).toBe('2026-11-23T12:36:00.000Z');
    expect(nextMinute.natal?.positions).toBe(first.natal?.positions);
    expect(readSkyForMinute(new Date('2026-11-23T12:36:00Z'), { birthDate: '1990-04-12' }).natal?.timeKnown).toBe(
      false,
    );
  });
});

describe('nextMoonPhase', () => {
  it('answers the first quarter of the next 30 days, searching once for repeated times', () => {
    const start = Date.parse('2026-11-01T00:00:00Z');
    const times = Array.from({ length: 40 }, (_, index) => new Date(start + index * 22 * 3_600_000));
    for (const at of times) {
      const expected = moonPhasesBetween(at, new Date(at.getTime() + 30 * 86_400_000))[0];
      expect(nextMoonPhase(at)).toEqual(expected);
      const again = nextMoonPhase(new Date(at.getTime()));
      expect(again).toEqual(expected);
      expect(again).toBe(nextMoonPhase(at));
    }
  });
});
