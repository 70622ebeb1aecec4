import * as v from 'valibot';

/**
 * Why an item of the synopsis says what it says (issue 9.5): the bodies, the aspect and its orb in
 * degrees, the exact time (ISO) when it perfects within the day, the Moon phase, the sign. Optional
 * everywhere, so replies without it still parse.
 */
export const SynopsisBasisSchema = v.object({
  bodies: v.array(v.string()),
  aspect: v.optional(v.string()),
  orb: v.optional(v.number()),
  exactTime: v.optional(v.string()),
  phase: v.optional(v.string()),
  sign: v.optional(v.string()),
});
export type SynopsisBasis = v.InferOutput<typeof SynopsisBasisSchema>;

/** One of today's highlights (spec 3). */
export const SynopsisHighlightSchema = v.object({
  message: v.string(),
  category: v.string(),
  icon: v.string(),
  intensity: v.picklist(['high', 'medium', 'low']),
  basis: v.optional(SynopsisBasisSchema),
});
export type SynopsisHighlight = v.InferOutput<typeof SynopsisHighlightSchema>;

/** `GET /api/user/home-synopsis` (spec 3). */
export const HomeSynopsisSchema = v.object({
  date: v.string(),
  userName: v.string(),
  generalEnergy: v.string(),
  keywords: v.array(v.string()),
  dos: v.array(v.string()),
  donts: v.array(v.string()),
  /** The basis of each do, index for index with `dos`. */
  dosBasis: v.optional(v.array(SynopsisBasisSchema)),
  /** The basis of each don't, index for index with `donts`. */
  dontsBasis: v.optional(v.array(SynopsisBasisSchema)),
  careerInsight: v.string(),
  todaysHighlights: v.array(SynopsisHighlightSchema),
  dailyQuote: v.object({ quote: v.string(), author: v.string() }),
  spiritualTeaching: v.object({ teaching: v.string(), source: v.string(), tradition: v.string() }),
});
export type HomeSynopsis = v.InferOutput<typeof HomeSynopsisSchema>;
