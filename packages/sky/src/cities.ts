import { capitalCities, otherCities } from './cityData';
import type { BirthPlace } from './types';

/** Every bundled city: the national capitals first, then the other large cities. */
export const cities: readonly BirthPlace[] = [...capitalCities, ...otherCities].map(
  ([name, country, latitude, longitude, timeZone]) => ({ name, country, latitude, longitude, timeZone }),
);

/** Letters that Unicode does not decompose into a base letter plus a mark. */
const foldedLetters: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ı: 'i',
};

/**
 * A search key: lower case, accents removed (São -> sao, Łódź -> lodz), apostrophes dropped
 * (Xi'an -> xian, Nukuʻalofa -> nukualofa), other punctuation read as a space.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđðþæœßı]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/['’ʻ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const indexed = cities.map((city, order) => ({
  city,
  order,
  name: searchKey(city.name),
  full: searchKey(`${city.name} ${city.country}`),
  country: searchKey(city.country),
}));

/**
 * Cities matching a query, accent- and case-insensitive. Ranked: exact name, then names starting
 * with the query, then names with a word starting with it ("york" finds New York), then the query
 * as "city, country" ("paris fr"), then a country starting with it, then the query anywhere in the
 * name. Shorter names first within a rank, then alphabetical.
 */
export function searchCities(query: string, limit = 10): BirthPlace[] {
  const key = searchKey(query);
  if (!key || limit <= 0) return [];
  const ranked: { rank: number; entry: (typeof indexed)[number] }[] = [];
  for (const entry of indexed) {
    let rank: number;
    if (entry.name === key) rank = 0;
    else if (entry.name.startsWith(key)) rank = 1;
    else if (entry.name.split(' ').some((word) => word.startsWith(key))) rank = 2;
    else if (entry.full.startsWith(key)) rank = 3;
    else if (entry.country.startsWith(key)) rank = 4;
    else if (entry.name.includes(key)) rank = 5;
    else continue;
    ranked.push({ rank, entry });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.entry.name.length - b.entry.name.length ||
      a.entry.name.localeCompare(b.entry.name) ||
      a.entry.order - b.entry.order,
  );
  return ranked.slice(0, limit).map(({ entry }) => entry.city);
}
