import * as v from 'valibot';

/** One of today's highlights (spec 3). */
export const SynopsisHighlightSchema = v.object({
  message: v.string(),
  category: v.string(),
  icon: v.string(),
  intensity: v.picklist(['high', 'medium', 'low']),
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
  careerInsight: v.string(),
  todaysHighlights: v.array(SynopsisHighlightSchema),
  dailyQuote: v.object({ quote: v.string(), author: v.string() }),
  spiritualTeaching: v.object({ teaching: v.string(), source: v.string(), tradition: v.string() }),
});
export type HomeSynopsis = v.InferOutput<typeof HomeSynopsisSchema>;
