import * as v from 'valibot';
import { contractMessages } from '../messages';
import { hasControlCharacters } from './common';
import { isIanaTimeZone } from './profile';

const text = contractMessages.preferences;

/**
 * The themes a person can choose (spec 4). `@app/ui` names the same two (`themeNames`); the app's
 * tests keep the lists equal (the contract must not import the component library).
 */
export const preferenceThemes = ['light', 'dark-celestial'] as const;
export type PreferenceTheme = (typeof preferenceThemes)[number];

/**
 * The speech speeds a person can make their default: the voice controls' speed options (spec 9,
 * `@app/ui`'s `speedOptions`; the app's tests keep the lists equal).
 */
export const speechSpeedOptions = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type SpeechSpeed = (typeof speechSpeedOptions)[number];

/**
 * The assistants a person can talk with (DECISIONS "Pages", Selene): the personas' keys. The
 * personas' own contract (`@app/contract/personas`) re-exports them with their names.
 */
export const personaKeys = ['selene', 'orion'] as const;

/**
 * Each persona's name, as the chat shows it on a reply and in the composer. Here, beside the keys,
 * so the chat reads it without loading the personas' editing contract.
 */
export const personaNames: Readonly<Record<(typeof personaKeys)[number], string>> = {
  selene: 'Selene',
  orion: 'Orion',
};

/** How long the name the assistant calls someone by may be, in characters (after trimming). */
export const preferredNameLength = { min: 1, max: 40 } as const;

/** The preference fields that only matter with voice (a tier without voice cannot change them). */
export const voicePreferenceFields = ['voiceReplies', 'speechSpeed', 'voice'] as const;

/** Beyond the one text rule: line breaks, tabs and the invisible marks that reorder text (bidi overrides). */
const notInAName = /[\t\n\r\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** Whether a name has a character that has no place in a name (a control, a line break, a bidi override ...). */
const isPlainName = (value: string): boolean => !hasControlCharacters(value) && !notInAName.test(value);

const PreferredNameSchema = v.pipe(
  v.string(text.preferredName(preferredNameLength.min, preferredNameLength.max)),
  v.check(isPlainName, text.preferredNameControl),
  v.trim(),
  v.maxLength(preferredNameLength.max, text.preferredName(preferredNameLength.min, preferredNameLength.max)),
  // An emptied name means "no name of its own": the display name or the username is used.
  v.transform((name) => (name === '' ? null : name)),
);

/** A voice of the server's speech provider (`GET /api/tts/voices` ids such as `nova`). */
const VoiceIdSchema = v.pipe(v.string(text.voice), v.regex(/^[A-Za-z0-9._-]{1,64}$/, text.voice));

const TimeZoneSchema = v.pipe(v.string(text.timeZone), v.check(isIanaTimeZone, text.timeZone));

const fields = {
  /** `null`: never chosen; each browser keeps its own (the header's toggle saves a choice). */
  theme: v.nullable(v.picklist(preferenceThemes, text.theme)),
  voiceReplies: v.boolean(text.voiceReplies),
  speechSpeed: v.picklist(speechSpeedOptions, text.speechSpeed(speechSpeedOptions.map((s) => `${s}x`).join(', '))),
  /** `null`: the provider's first voice (or the browser's, without a provider). */
  voice: v.nullable(VoiceIdSchema),
  /** `null`: each browser's own zone. */
  timeZone: v.nullable(TimeZoneSchema),
  /** `null`: the display name, else the username. */
  preferredName: v.nullable(PreferredNameSchema),
  /** Who answers in the chat: Selene or Orion (their published persona versions). */
  assistant: v.picklist(personaKeys, text.assistant),
};

/**
 * `GET /api/preferences` and the reply of `PUT`: how the app looks and speaks for this person, in
 * which zone it writes times, and the name the assistant calls them by. Stored on the server, so
 * they follow the person to another browser. A new user has `defaultPreferences`.
 */
export const PreferencesSchema = v.object(fields);
export type Preferences = v.InferOutput<typeof PreferencesSchema>;

/**
 * `PUT /api/preferences` body: any subset of the fields; a field sent replaces the stored one
 * (`null` clears it). Unknown fields are ignored.
 */
export const PreferencesUpdateSchema = v.partial(v.object(fields));
export type PreferencesUpdate = v.InferOutput<typeof PreferencesUpdateSchema>;

/** The preferences of a user who has not chosen anything. */
export const defaultPreferences: Readonly<Preferences> = Object.freeze({
  theme: null,
  voiceReplies: false,
  speechSpeed: 1,
  voice: null,
  timeZone: null,
  preferredName: null,
  assistant: 'selene',
});
