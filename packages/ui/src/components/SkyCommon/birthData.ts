import type { skyValidationMessages } from '../../messages/skyValidation';

export type BirthDateError = keyof Pick<
  typeof skyValidationMessages,
  'dateRequired' | 'dateFormat' | 'dateInvalid' | 'dateFuture' | 'dateTooEarly'
>;

/** The first year accepted for a birth date. */
export const earliestBirthYear = 1800;

const datePattern = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * Checks a typed birth date (YYYY-MM-DD). `today` is the local calendar day (YYYY-MM-DD) used
 * for the "in the future" check. Returns the error's key, or null when the date is good.
 */
export function birthDateError(text: string, today: string): BirthDateError | null {
  const value = text.trim();
  if (value === '') return 'dateRequired';
  const match = datePattern.exec(value);
  if (!match) return 'dateFormat';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return 'dateInvalid';
  }
  if (year < earliestBirthYear) return 'dateTooEarly';
  if (normalizeBirthDate(value) > today) return 'dateFuture';
  return null;
}

/** "1990-5-4" -> "1990-05-04" (only call on a date without error). */
export function normalizeBirthDate(text: string): string {
  const match = datePattern.exec(text.trim());
  if (!match) return text.trim();
  return `${match[1]}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}`;
}

const timePattern = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Checks an optional birth time (HH:MM, 24 h): empty is allowed. */
export function birthTimeError(text: string): 'timeFormat' | null {
  const value = text.trim();
  if (value === '') return null;
  return timePattern.test(value) ? null : 'timeFormat';
}

/** "9:05" -> "09:05"; empty stays empty. */
export function normalizeBirthTime(text: string): string {
  const match = timePattern.exec(text.trim());
  return match ? `${match[1]?.padStart(2, '0')}:${match[2]}` : text.trim();
}

/** The local calendar day of `now`, as YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A city of the bundled offline list (the shape of `@app/sky`'s `BirthPlace`). */
export interface CityOption {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. "Europe/London". */
  timeZone: string;
}

/** The stable key and label of a city in a list. */
export const cityKey = (city: CityOption) => `${city.name}|${city.country}|${city.timeZone}`;
export const cityLabel = (city: CityOption) => `${city.name}, ${city.country}`;

/** Lower case without accents, so that "sao" finds "São Paulo". */
export const foldForSearch = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/**
 * Whether an option's text contains what was typed, ignoring case, accents and the typed text's
 * outer spaces: the sky forms' combo box filter (`defaultFilter`).
 */
export const containsFolded = (textValue: string, inputValue: string) =>
  foldForSearch(textValue).includes(foldForSearch(inputValue.trim()));

/**
 * Cities matching a typed query, best first: names that start with it, then names containing
 * it, then country matches; at most `limit`, so a long list stays quick to render.
 */
export function filterCities<C extends CityOption>(cities: readonly C[], query: string, limit = 50): C[] {
  const q = foldForSearch(query.trim());
  if (q === '') return cities.slice(0, limit);
  const scored: { city: C; score: number; index: number }[] = [];
  cities.forEach((city, index) => {
    const name = foldForSearch(city.name);
    const label = foldForSearch(cityLabel(city));
    const score = name.startsWith(q) ? 0 : name.includes(q) ? 1 : label.includes(q) ? 2 : -1;
    if (score >= 0) scored.push({ city, score, index });
  });
  scored.sort((a, b) => a.score - b.score || a.index - b.index);
  return scored.slice(0, limit).map((entry) => entry.city);
}
