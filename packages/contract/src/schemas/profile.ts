import * as v from 'valibot';
import { contractMessages } from '../messages';
import { allowedDomains } from '../tiers';

const text = contractMessages.profile;

/** An IANA time zone name the runtime knows (`Europe/Paris`, `America/Argentina/Buenos_Aires`, `UTC`). */
export function isIanaTimeZone(name: string): boolean {
  // Intl also accepts offsets like "+01:00"; a birth place needs a named zone (its rules change over time).
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** True when `value` is `YYYY-MM-DD` naming a day that exists (no 31 April, 29 February only in leap years). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The earliest birth year accepted (the ephemeris is reliable from here on). */
export const earliestBirthYear = 1800;

/**
 * A birth date: a real calendar day from 1800 on, not after tomorrow (UTC); "tomorrow" leaves room
 * for a birth that is already today east of UTC.
 */
export const BirthDateSchema = v.pipe(
  v.string(text.birthDate),
  v.check(isCalendarDate, text.birthDate),
  v.check((value) => Number(value.slice(0, 4)) >= earliestBirthYear, text.birthDateTooEarly),
  v.check((value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), text.birthDateInFuture),
);

/** A local time of birth, 24 h `HH:MM`. */
export const BirthTimeSchema = v.pipe(v.string(text.birthTime), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, text.birthTime));

/** Where a person was born: a named place with its coordinates and IANA time zone. */
export const BirthPlaceSchema = v.object({
  name: v.pipe(v.string(text.placeName), v.trim(), v.nonEmpty(text.placeName), v.maxLength(200, text.placeName)),
  country: v.pipe(v.string(text.placeCountry), v.trim(), v.maxLength(100, text.placeCountry)),
  latitude: v.pipe(
    v.number(text.latitude),
    v.finite(text.latitude),
    v.minValue(-90, text.latitude),
    v.maxValue(90, text.latitude),
  ),
  longitude: v.pipe(
    v.number(text.longitude),
    v.finite(text.longitude),
    v.minValue(-180, text.longitude),
    v.maxValue(180, text.longitude),
  ),
  timeZone: v.pipe(v.string(text.timeZone), v.check(isIanaTimeZone, text.timeZone)),
});
export type BirthPlace = v.InferOutput<typeof BirthPlaceSchema>;

/** The interests a person can pick: the knowledge domains (spec 9). */
export const InterestSchema = v.picklist(allowedDomains, text.interests);
export type Interest = v.InferOutput<typeof InterestSchema>;

export const onboardingStatuses = ['not-started', 'in-progress', 'completed', 'skipped'] as const;
export type OnboardingStatus = (typeof onboardingStatuses)[number];

/** The highest onboarding step index accepted (there are a handful of steps; this only bounds junk). */
export const maxOnboardingStep = 50;

const DisplayNameSchema = v.pipe(
  v.string(text.displayName),
  v.trim(),
  v.maxLength(80, text.displayName),
  // An emptied name means "no name": stored as null.
  v.transform((name) => (name === '' ? null : name)),
);

const fields = {
  displayName: v.nullable(DisplayNameSchema),
  birthDate: v.nullable(BirthDateSchema),
  birthTime: v.nullable(BirthTimeSchema),
  birthPlace: v.nullable(BirthPlaceSchema),
  interests: v.pipe(
    v.array(InterestSchema, text.interests),
    // Each interest once, in the catalogue's order.
    v.transform((list) => allowedDomains.filter((name) => list.includes(name))),
  ),
  onboardingStep: v.pipe(
    v.number(text.onboardingStep),
    v.integer(text.onboardingStep),
    v.minValue(0, text.onboardingStep),
    v.maxValue(maxOnboardingStep, text.onboardingStep),
  ),
  onboardingStatus: v.picklist(onboardingStatuses, text.onboardingStatus),
};

/**
 * `GET /api/user/profile` and the reply of `PUT`: the user's birth data and onboarding progress.
 * A new user has nulls, no interests, step 0 and `not-started` (`emptyProfile`).
 */
export const ProfileSchema = v.object(fields);
export type Profile = v.InferOutput<typeof ProfileSchema>;
export type ProfileInput = v.InferInput<typeof ProfileSchema>;

/**
 * `PUT /api/user/profile` body: any subset of the profile's fields; a field sent replaces the stored
 * one (`null` clears it). Unknown fields are ignored.
 */
export const ProfileUpdateSchema = v.partial(v.object(fields));
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

/** The profile of a user who has not filled anything in. */
export const emptyProfile: Readonly<Profile> = Object.freeze({
  displayName: null,
  birthDate: null,
  birthTime: null,
  birthPlace: null,
  interests: [],
  onboardingStep: 0,
  onboardingStatus: 'not-started',
});
