import * as v from 'valibot';
import { TextSchema } from './common';

/**
 * `POST /api/tts` body (spec 7): `{ text, voice }` to make a blob, plus the streaming latency and
 * output format for playback. The reply is an mp3 blob.
 */
export const TtsInputSchema = v.object({
  text: TextSchema,
  voice: v.string(),
  optimize_streaming_latency: v.optional(v.number()),
  output_format: v.optional(v.string()),
});
export type TtsInput = v.InferOutput<typeof TtsInputSchema>;

/** A voice of the list. */
export interface Voice {
  id: string;
  name: string;
}

/**
 * One voice as sent: the spec does not show the items, so a name alone, `{ id, name }` or a
 * provider's `{ voice_id, name }` are all read as `{ id, name }`.
 */
const VoiceSchema = v.union([
  v.pipe(
    v.string(),
    v.nonEmpty(),
    v.transform((name): Voice => ({ id: name, name })),
  ),
  v.pipe(
    v.object({ id: v.string(), name: v.optional(v.string()) }),
    v.transform(({ id, name }): Voice => ({ id, name: name ?? id })),
  ),
  v.pipe(
    v.object({ voice_id: v.string(), name: v.optional(v.string()) }),
    v.transform(({ voice_id, name }): Voice => ({ id: voice_id, name: name ?? voice_id })),
  ),
]);

/** `GET /api/tts/voices` (spec 3, 7). */
export const VoiceListSchema = v.object({ available: v.boolean(), voices: v.array(VoiceSchema) });
export type VoiceList = v.InferOutput<typeof VoiceListSchema>;
