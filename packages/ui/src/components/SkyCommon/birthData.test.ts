// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  birthDateError,
  birthTimeError,
  type CityOption,
  containsFolded,
  filterCities,
  localDay,
  normalizeBirthDate,
  normalizeBirthTime,
} from './birthData';

const today = '2026-03-14';

describe('birthDateError', () => {
  it.each([
    ['', 'dateRequired'],
    ['   ', 'dateRequired'],
    ['04/05/1990', 'dateFormat'],
    ['1990-5', 'dateFormat'],
    ['1990-02-30', 'dateInvalid'],
    ['2023-02-29', 'dateInvalid'],
    ['1990-13-01', 'dateInvalid'],
    ['1990-00-10', 'dateInvalid'],
    ['1799-12-31', 'dateTooEarly'],
    ['2026-03-15', 'dateFuture'],
  ])('%j is rejected with %s', (text, key) => {
    expect(birthDateError(text, today)).toBe(key);
  });

  it.each(['1990-05-04', '1990-5-4', '2024-02-29', '1800-01-01', today])('%j is accepted', (text) => {
    expect(birthDateError(text, today)).toBeNull();
  });

  it('pads a short date', () => {
    expect(normalizeBirthDate(' 1990-5-4 ')).toBe('1990-05-04');
  });
});

describe('birthTimeError', () => {
  it.each(['', '00:00', '9:05', '23:59'])('%j is accepted', (text) => expect(birthTimeError(text)).toBeNull());
  it.each(['24:00', '12:60', '1230', 'noon', '12:5'])('%j is rejected', (text) =>
    expect(birthTimeError(text)).toBe('timeFormat'),
  );
  it('pads the hour', () => expect(normalizeBirthTime('9:05')).toBe('09:05'));
});

describe('localDay', () => {
  it('is the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('filterCities', () => {
  const city = (name: string, country: string): CityOption => ({
    name,
    country,
    latitude: 0,
    longitude: 0,
    timeZone: 'UTC',
  });
  const cities = [
    city('Paris', 'France'),
    city('São Paulo', 'Brazil'),
    city('Saint Paul', 'United States'),
    city('Lyon', 'France'),
  ];

  it('puts names that start with the query first, ignoring case and accents', () => {
    expect(filterCities(cities, 'sa').map((c) => c.name)).toEqual(['São Paulo', 'Saint Paul']);
    expect(filterCities(cities, 'PAUL').map((c) => c.name)).toEqual(['São Paulo', 'Saint Paul']);
  });

  it('matches the country after names', () => {
    expect(filterCities(cities, 'france').map((c) => c.name)).toEqual(['Paris', 'Lyon']);
  });

  it('caps the list', () => {
    expect(filterCities(cities, '', 2)).toHaveLength(2);
  });
});

describe('containsFolded', () => {
  it('ignores case, accents and the typed outer spaces', () => {
    expect(containsFolded('São Paulo, Brazil', ' sao ')).toBe(true);
    expect(containsFolded('Zürich, Switzerland', 'ZUR')).toBe(true);
    expect(containsFolded('London, United Kingdom', 'paris')).toBe(false);
  });
});
