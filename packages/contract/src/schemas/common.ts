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
