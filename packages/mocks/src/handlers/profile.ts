import { apiPaths, emptyProfile, type Profile, ProfileUpdateSchema } from '@app/contract';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import * as v from 'valibot';

/** A profile with everything filled in: birth date, time and place (London), interests, onboarding done. */
export const completeProfile: Profile = {
  displayName: 'Ana',
  birthDate: '1990-05-04',
  birthTime: '14:30',
  birthPlace: {
    name: 'London',
    country: 'United Kingdom',
    latitude: 51.51,
    longitude: -0.13,
    timeZone: 'Europe/London',
  },
  interests: ['Astrology', 'Esoteric Wisdom'],
  onboardingStep: 4,
  onboardingStatus: 'completed',
};

/** The same person without a birth time: a noon chart, no houses. */
export const noBirthTimeProfile: Profile = { ...completeProfile, birthTime: null };

/** Halfway through onboarding: name and birth date saved, the birth time step next. */
export const inProgressProfile: Profile = {
  ...emptyProfile,
  interests: [],
  displayName: 'Ana',
  birthDate: '1990-05-04',
  onboardingStep: 2,
  onboardingStatus: 'in-progress',
};

/** A new user: nothing filled in. */
export const emptyProfileFixture: Profile = { ...emptyProfile, interests: [] };

const route = `*${apiPaths.profile}`;

/**
 * `GET` and `PUT /api/user/profile` over a profile kept in memory for the life of the handlers, so a
 * story or test can walk through onboarding. `PUT` checks the body with the contract's schema and
 * answers 400 `{ message, errors: [{ field, message }] }` for bad fields, as the server does.
 */
function profileStore(initial: Profile, options: { saveFails?: boolean; ms?: number } = {}): RequestHandler[] {
  let stored: Profile = structuredClone(initial);
  return [
    http.get(route, async () => {
      if (options.ms) await delay(options.ms);
      return HttpResponse.json(stored);
    }),
    http.put(route, async ({ request }) => {
      if (options.ms) await delay(options.ms);
      if (options.saveFails) return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
      const body = await request.json().catch(() => null);
      const parsed = v.safeParse(ProfileUpdateSchema, body);
      if (!parsed.success) {
        const errors = parsed.issues.map((issue) => ({
          field: issue.path?.map((step) => String(step.key)).join('.') ?? '',
          message: issue.message,
        }));
        return HttpResponse.json({ message: errors[0]?.message ?? 'Invalid profile', errors }, { status: 400 });
      }
      stored = { ...stored, ...parsed.output } as Profile;
      return HttpResponse.json(stored);
    }),
  ];
}

/**
 * Profile scenarios (issue 7): `complete()` (the default), `noBirthTime()`, `inProgress()`,
 * `empty()`, `saveError()` (reads work, every save answers 500), `loadError()`, `loggedOut()` (401)
 * and `slow(ms)`.
 */
export const profileHandlers = {
  complete: () => profileStore(completeProfile),
  noBirthTime: () => profileStore(noBirthTimeProfile),
  inProgress: () => profileStore(inProgressProfile),
  empty: () => profileStore(emptyProfileFixture),
  saveError: (initial: Profile = emptyProfileFixture) => profileStore(initial, { saveFails: true }),
  slow: (ms = 2_000, initial: Profile = completeProfile) => profileStore(initial, { ms }),
  loadError: () => [
    http.get(route, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
    http.put(route, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
  ],
  loggedOut: () => [
    http.get(route, () => HttpResponse.json({ message: 'Authentication required. Please log in.' }, { status: 401 })),
    http.put(route, () => HttpResponse.json({ message: 'Authentication required. Please log in.' }, { status: 401 })),
  ],
  /** Any profile, e.g. `profileHandlers.with({ ...completeProfile, birthPlace: null })`. */
  with: (profile: Profile) => profileStore(profile),
};
