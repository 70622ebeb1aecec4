import {
  apiPaths,
  defaultPreferences,
  type Preferences,
  PreferencesUpdateSchema,
  voicePreferenceFields,
} from '@app/contract';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import * as v from 'valibot';

/**
 * Someone who chose everything: the light theme (a story that loads it leaves the shared theme
 * key as it was), voice replies at 1.25x with the `selene` voice, Tokyo time, a name.
 */
export const chosenPreferences: Preferences = {
  theme: 'light',
  voiceReplies: true,
  speechSpeed: 1.25,
  voice: 'selene',
  timeZone: 'Asia/Tokyo',
  preferredName: 'Moonbeam',
  assistant: 'selene',
};

const route = `*${apiPaths.preferences}`;
const serverError = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });

interface StoreOptions {
  saveFails?: boolean;
  ms?: number;
  /** Each save answers after this long (the saving state). */
  saveMs?: number;
  /** A tier without voice: a save with a voice field answers the server's 403. */
  voiceLocked?: boolean;
}

/**
 * `GET` and `PUT /api/preferences` over preferences kept in memory for the life of the handlers.
 * `PUT` checks the body with the contract's schema and answers 400 `{ message, errors }` as the
 * server does, and 403 for a voice field when `voiceLocked`.
 */
function preferencesStore(initial: Preferences, options: StoreOptions = {}): RequestHandler[] {
  let stored: Preferences = { ...initial };
  return [
    http.get(route, async () => {
      if (options.ms) await delay(options.ms);
      return HttpResponse.json(stored);
    }),
    http.put(route, async ({ request }) => {
      if (options.ms || options.saveMs) await delay(options.ms || options.saveMs);
      if (options.saveFails) return serverError();
      const parsed = v.safeParse(PreferencesUpdateSchema, await request.json().catch(() => null));
      if (!parsed.success) {
        const errors = parsed.issues.map((issue) => ({
          field: issue.path?.map((step) => String(step.key)).join('.') || 'body',
          message: issue.message,
        }));
        return HttpResponse.json({ message: 'Please check the highlighted fields.', errors }, { status: 400 });
      }
      const voiceField = voicePreferenceFields.find((field) => field in parsed.output);
      if (options.voiceLocked && voiceField) {
        const message = 'Voice features require Plus tier or higher';
        return HttpResponse.json({ message, errors: [{ field: voiceField, message }] }, { status: 403 });
      }
      stored = { ...stored, ...parsed.output };
      return HttpResponse.json(stored);
    }),
  ];
}

/**
 * Preferences scenarios: `defaults()` (the default: nothing chosen), `chosen()`, `with(p)`,
 * `voiceLocked()` (the free tier: voice saves answer 403), `saveError()` (every save answers 500),
 * `loadError()`, `loggedOut()` (401), `slow(ms)` and `slowSave(ms)` (reads at once, saves slowly).
 */
export const preferencesHandlers = {
  defaults: () => preferencesStore(defaultPreferences),
  chosen: () => preferencesStore(chosenPreferences),
  with: (preferences: Preferences) => preferencesStore(preferences),
  voiceLocked: (initial: Preferences = defaultPreferences) => preferencesStore(initial, { voiceLocked: true }),
  saveError: (initial: Preferences = defaultPreferences) => preferencesStore(initial, { saveFails: true }),
  slow: (ms = 2_000, initial: Preferences = defaultPreferences) => preferencesStore(initial, { ms }),
  slowSave: (ms = 2_000, initial: Preferences = defaultPreferences) => preferencesStore(initial, { saveMs: ms }),
  loadError: () => [http.get(route, serverError), http.put(route, serverError)],
  loggedOut: () => {
    const unauthorized = () =>
      HttpResponse.json({ message: 'Authentication required. Please log in.' }, { status: 401 });
    return [http.get(route, unauthorized), http.put(route, unauthorized)];
  },
};
