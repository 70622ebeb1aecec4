import * as v from 'valibot';

/**
 * Ids are positive integers (the server's serial keys; an optimistic message uses the send time
 * in milliseconds, also an integer). See the package README, "Decisions".
 */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
export type Id = v.InferOutput<typeof IdSchema>;

/** An ISO 8601 time with a zone, e.g. `2026-03-14T09:30:00.000Z`. */
export const IsoTimeSchema = v.pipe(v.string(), v.isoTimestamp());

/** A count: a whole number, zero or more. */
export const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Text a person typed: something other than white space. */
export const TextSchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * Control characters nobody types: C0 other than tab, line feed and carriage return; DEL; C1.
 * Text holding one is refused wherever it is sent (a NUL cannot be stored by PostgreSQL at all).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether `text` holds a control character that nobody types (see `controlCharacters`). */
export function hasControlCharacters(text: string): boolean {
  return controlCharacters.test(text);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point.
const lineBreakControls = /[\u000B\u000C\u0085]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const otherControls = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;

/**
 * Text as a person meant it, for a composer to send: the line breaks some editors paste as control
 * characters (Word's vertical tab, form feed, NEL) become line breaks and the rest are dropped, so
 * pasted text passes the server's rule instead of being refused.
 */
export function asTypedText(text: string): string {
  return text.replace(lineBreakControls, '\n').replace(otherControls, '');
}

/** Every JSON body: how deeply it may nest (the deepest the API reads is a profile's birth place, 2). */
export const jsonBodyLimits = { maxDepth: 8 } as const;
