import { describe, expect, it } from 'vitest';
import { cities, searchCities, searchKey } from './cities';
import { capitalCities } from './cityData';
import { timeZoneOffsetMs } from './timezone';

describe('cities', () => {
  it('holds between 300 and 550 places, every national capital included', () => {
    expect(cities.length).toBeGreaterThanOrEqual(300);
    expect(cities.length).toBeLessThanOrEqual(550);
    // 193 UN members + the Holy See, Palestine, Kosovo, Taiwan; Bolivia lists Sucre and La Paz.
    expect(new Set(capitalCities.map(([, country]) => country)).size).toBe(197);
  });

  it('has coordinates in range and non-empty names', () => {
    for (const city of cities) {
      expect(city.name.trim()).not.toBe('');
      expect(city.country.trim()).not.toBe('');
      expect(Math.abs(city.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(city.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it('has a time zone Intl accepts for every city', () => {
    for (const city of cities) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: city.timeZone }), city.name).not.toThrow();
    }
  });

  it('has time zones that fit the longitudes (catches swapped signs and wrong zones)', () => {
    // A zone's standard offset is within about 35° of longitude of its cities (far western
    // China on Beijing time is the widest case, about 32°). January and July cover both DST halves.
    for (const city of cities) {
      const offsets = [Date.UTC(2024, 0, 15), Date.UTC(2024, 6, 15)].map(
        (t) => timeZoneOffsetMs(t, city.timeZone) / 3_600_000,
      );
      const standard = Math.min(...offsets);
      let difference = Math.abs(standard * 15 - city.longitude);
      difference = Math.min(difference, 360 - difference);
      expect(difference, `${city.name} (${city.timeZone})`).toBeLessThan(36);
    }
  });

  it('has no duplicate city in the same country', () => {
    const keys = cities.map((city) => `${city.name}|${city.country}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts the southern-hemisphere cities south and the western ones west (spot checks)', () => {
    const find = (name: string) => cities.find((city) => city.name === name)!;
    expect(find('Sydney').latitude).toBeLessThan(0);
    expect(find('Buenos Aires').longitude).toBeLessThan(0);
    expect(find('Reykjavík').latitude).toBeGreaterThan(63);
    expect(find('Tokyo').longitude).toBeGreaterThan(139);
  });
});

describe('searchCities', () => {
  it('ignores case and accents', () => {
    expect(searchCities('sao paulo')[0]?.name).toBe('São Paulo');
    expect(searchCities('REYKJAVIK')[0]?.name).toBe('Reykjavík');
    expect(searchCities('lodz')[0]?.name).toBe('Łódź');
    expect(searchCities('tromso')[0]?.name).toBe('Tromsø');
    expect(searchCities('xian')[0]?.name).toBe("Xi'an");
  });

  it('puts prefix matches first, shorter names before longer', () => {
    const names = searchCities('par', 5).map((city) => city.name);
    expect(names[0]).toBe('Paris');
    expect(names).toContain('Paramaribo');
    const santiago = searchCities('santiago', 5).map((city) => city.name);
    expect(santiago[0]).toBe('Santiago');
  });

  it('finds a word inside the name, and a country', () => {
    expect(searchCities('york').map((city) => city.name)).toContain('New York');
    expect(searchCities('paris fr')[0]).toMatchObject({ name: 'Paris', country: 'France' });
    expect(searchCities('new zealand', 20).map((city) => city.name)).toEqual(
      expect.arrayContaining(['Auckland', 'Wellington', 'Christchurch']),
    );
  });

  it('respects the limit and returns nothing for an empty query', () => {
    expect(searchCities('a', 7)).toHaveLength(7);
    expect(searchCities('   ')).toEqual([]);
    expect(searchCities('zzzzzz')).toEqual([]);
  });

  it('normalizes punctuation to spaces', () => {
    expect(searchKey('Port-au-Prince')).toBe('port au prince');
    expect(searchKey('Nukuʻalofa')).toBe('nukualofa');
    expect(searchCities('port au')[0]?.name).toBe('Port-au-Prince');
  });
});
