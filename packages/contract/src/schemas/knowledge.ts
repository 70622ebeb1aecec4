import * as v from 'valibot';
import { CountSchema, IdSchema, TextSchema } from './common';

/** Spec 3 `Domain`. */
export const DomainSchema = v.object({ id: IdSchema, name: v.string() });
export type Domain = v.InferOutput<typeof DomainSchema>;

/**
 * Spec 3 `Teaching`: id and domainId; the other fields are not shown, so they are kept as the
 * server sends them (the common ones are typed).
 */
export const TeachingSchema = v.looseObject({
  id: IdSchema,
  domainId: IdSchema,
  title: v.optional(v.string()),
  content: v.optional(v.string()),
});
export type Teaching = v.InferOutput<typeof TeachingSchema>;

/** Spec 3 `Stat`: the number of teachings in a domain. */
export const StatSchema = v.object({ domainId: IdSchema, name: v.string(), count: CountSchema });
export type Stat = v.InferOutput<typeof StatSchema>;

/**
 * `POST /api/teachings` as JSON (the payload is not shown in the spec). An upload with a file is
 * sent as `FormData` instead, as it is.
 */
export const CreateTeachingInputSchema = v.object({
  domainId: IdSchema,
  title: TextSchema,
  content: TextSchema,
});
export type CreateTeachingInput = v.InferOutput<typeof CreateTeachingInputSchema>;
