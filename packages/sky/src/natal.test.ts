import { describe, expect, it } from 'vitest';
import { natalChart } from './natal';
import type { BirthPlace } from './types';

const london: BirthPlace = {
  name: 'London',
  country: 'United Kingdom',
  latitude: 51.5074,
  longitude: -0.1278,
  timeZone: 'Europe/London',
};
const tromso: BirthPlace = {
  name: 'Tromsø',
  country: 'Norway',
  latitude: 69.6492,
  longitude: 18.9553,
  timeZone: 'Europe/Oslo',
};

describe('natalChart with time and place', () => {
  const chart = natalChart({ date: '1990-05-15', time: '14:30', place: london });

  it('reads the birth time as local time (BST in May 1990)', () => {
    expect(chart.utc.toISOString()).toBe('1990-05-15T13:30:00.000Z');
    expect(chart.timeKnown).toBe(true);
  });

  it('has Placidus houses, the angles on cusps 1 and 10, and a house for every position', () => {
    expect(chart.houses?.system).toBe('Placidus');
    expect(chart.houses?.cusps[0]).toBe(chart.ascendant?.longitude);
    expect(chart.houses?.cusps[9]).toBe(chart.midheaven?.longitude);
    expect(chart.ascendant).toMatchObject({ point: 'Ascendant', house: 1, speed: 0 });
    expect(chart.midheaven).toMatchObject({ point: 'Midheaven', house: 10 });
    for (const position of chart.positions) {
      expect(position.house).toBeGreaterThanOrEqual(1);
      expect(position.house).toBeLessThanOrEqual(12);
    }
  });

  it('puts a mid-afternoon Sun in the upper half of the chart (houses 7-12), as the Sun is above the horizon', () => {
    const sun = chart.positions.find((p) => p.point === 'Sun')!;
    expect(sun.house).toBeGreaterThanOrEqual(7);
    expect(sun.sign).toBe('Taurus');
  });

  it('falls back to Porphyry above the Arctic Circle and says so', () => {
    const polar = natalChart({ date: '1990-12-15', time: '12:00', place: tromso });
    expect(polar.houses?.system).toBe('Porphyry');
    expect(polar.notes.join(' ')).toMatch(/Porphyry/);
  });

  it('rejects a malformed time or date', () => {
    expect(() => natalChart({ date: '1990-05-15', time: '2pm', place: london })).toThrow(RangeError);
    expect(() => natalChart({ date: '1990-02-30', time: '12:00', place: london })).toThrow(RangeError);
  });
});

describe('natalChart without a birth time', () => {
  it('casts for local noon, without houses, and gives the Moon’s range for the day', () => {
    const chart = natalChart({ date: '1990-05-15', time: null, place: london });
    expect(chart.utc.toISOString()).toBe('1990-05-15T11:00:00.000Z');
    expect(chart.timeKnown).toBe(false);
    expect(chart.houses).toBeUndefined();
    expect(chart.ascendant).toBeUndefined();
    expect(chart.positions.every((p) => p.house === undefined)).toBe(true);
    expect(chart.notes.some((note) => note.startsWith('Birth time unknown'))).toBe(true);
    expect(chart.notes.some((note) => /^The Moon moved from \d+°\d{2}′ \w+ to \d+°\d{2}′ \w+/.test(note))).toBe(true);
  });

  it('without a place uses 12:00 UTC and widens the Moon range to every time zone', () => {
    const chart = natalChart({ date: '1990-05-15' });
    expect(chart.utc.toISOString()).toBe('1990-05-15T12:00:00.000Z');
    expect(chart.notes[0]).toMatch(/^Birth place unknown/);
    // On 15 May 1990 the Moon crossed from Capricorn into Aquarius, so the sign is uncertain.
    expect(chart.notes.join(' ')).toMatch(/Capricorn or Aquarius/);
  });

  it('treats a time without a place like no time (the zone is unknown)', () => {
    const chart = natalChart({ date: '1990-05-15', time: '14:30' });
    expect(chart.timeKnown).toBe(false);
    expect(chart.houses).toBeUndefined();
  });
});
