// `/training-analytics` (issue 20 item 2): the ratings people gave Selene's and Orion's replies, per
// persona version, per knowledge domain and per intent of the question, day by day (UTC days, the
// dashboard's period rules), and the replies rated negatively, each with its conversation. An entry
// point of its own (`@app/contract/trainingAnalytics`): only the lazy page, the server and the mocks
// read it.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { type DashboardPeriodQuery, dashboardPeriodOf } from '../dashboard';
import { feedbackDomains } from '../feedbackConversations';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { CountSchema, IdSchema, IsoTimeSchema } from '../schemas/common';

/** The period rules are the dashboard's: the last 7, 30 or 90 UTC days, or a from–to range. */
export { dashboardPeriodOf as trainingPeriodOf };
export type TrainingPeriodQuery = DashboardPeriodQuery;

/**
 * What a question is about, as Selene reads it (the server's `detectIntent`: its first topic);
 * `general` when no topic was recognised.
 */
export const trainingIntents = [
  'relationships',
  'career',
  'money',
  'natal-chart',
  'transits',
  'saturn',
  'retrograde',
  'moon-phase',
  'intentions',
  'anxiety',
  'inner-critic',
  'shadow',
  'hermetic',
  'meditation',
  'grief',
  'purpose',
  'anger',
  'habits',
  'today',
  'general',
] as const;
export type TrainingIntent = (typeof trainingIntents)[number];

/** The intents' names, as the pages show them. */
export const trainingIntentNames: Record<TrainingIntent, string> = {
  relationships: 'Relationships',
  career: 'Career',
  money: 'Money',
  'natal-chart': 'Natal chart',
  transits: 'Transits',
  saturn: 'Saturn',
  retrograde: 'Retrogrades',
  'moon-phase': 'Moon phase',
  intentions: 'Intentions and ritual',
  anxiety: 'Anxiety',
  'inner-critic': 'Inner critic',
  shadow: 'Shadow work',
  hermetic: 'Hermetic teachings',
  meditation: 'Meditation',
  grief: 'Grief',
  purpose: 'Purpose',
  anger: 'Anger',
  habits: 'Habits',
  today: 'Today',
  general: 'General',
};

/** The groupings the page offers. */
export const trainingGroupings = ['version', 'domain', 'intent'] as const;
export type TrainingGrouping = (typeof trainingGroupings)[number];

/** How many negatively rated replies the reply lists (newest first); `negativeTotal` counts them all. */
export const trainingNegativeListMax = 50;

const DaySchema = v.pipe(v.string(), v.isoDate());
const DomainSchema = v.nullable(v.picklist(feedbackDomains));
const IntentSchema = v.picklist(trainingIntents);

/** A persona version that wrote replies; null: a reply written before versions were recorded. */
export const PersonaVersionRefSchema = v.nullable(
  v.object({ name: v.string(), version: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
);
export type PersonaVersionRef = v.InferOutput<typeof PersonaVersionRefSchema>;

/** Ratings of one day. */
export const RatingDaySchema = v.object({ day: DaySchema, positive: CountSchema, negative: CountSchema });
export type RatingDay = v.InferOutput<typeof RatingDaySchema>;

/** One group's ratings: its totals and every day of the period, in order, zero days included. */
const group = <E extends v.ObjectEntries>(entries: E) =>
  v.object({ ...entries, positive: CountSchema, negative: CountSchema, days: v.array(RatingDaySchema) });

export const VersionRatingsSchema = group({ persona: PersonaVersionRefSchema });
export const DomainRatingsSchema = group({ domain: DomainSchema });
export const IntentRatingsSchema = group({ intent: IntentSchema });
export type VersionRatings = v.InferOutput<typeof VersionRatingsSchema>;
export type DomainRatings = v.InferOutput<typeof DomainRatingsSchema>;
export type IntentRatings = v.InferOutput<typeof IntentRatingsSchema>;

/** A reply whose owner's latest rating is negative, with the question it answered. */
export const NegativeReplySchema = v.object({
  messageId: IdSchema,
  conversationId: IdSchema,
  question: v.nullable(v.string()),
  reply: v.string(),
  persona: PersonaVersionRefSchema,
  domain: DomainSchema,
  intent: IntentSchema,
  ratedAt: IsoTimeSchema,
});
export type NegativeReply = v.InferOutput<typeof NegativeReplySchema>;

/**
 * `GET /api/admin/training-analytics`. A reply counts once, with its owner's latest rating, on the
 * UTC day that rating was given (ratings sent by anyone else for the reply are left out).
 */
export const TrainingAnalyticsSchema = v.object({
  period: v.object({ from: DaySchema, to: DaySchema }),
  /** All ratings per day. */
  days: v.array(RatingDaySchema),
  totals: v.object({ positive: CountSchema, negative: CountSchema }),
  /** Newest persona version first; replies of an unknown version last. */
  byVersion: v.array(VersionRatingsSchema),
  /** In the domains' order; ratings without a domain last. */
  byDomain: v.array(DomainRatingsSchema),
  /** Most rated first. */
  byIntent: v.array(IntentRatingsSchema),
  /** Newest rating first, at most `trainingNegativeListMax`. */
  negativeReplies: v.array(NegativeReplySchema),
  negativeTotal: CountSchema,
});
export type TrainingAnalytics = v.InferOutput<typeof TrainingAnalyticsSchema>;

/** Positive ratings as a share of all, or null with none. */
export const positiveShareOf = (row: { positive: number; negative: number }): number | null =>
  row.positive + row.negative === 0 ? null : row.positive / (row.positive + row.negative);

// ---- Paths, keys and the call ----

const analyticsPath = '/api/admin/training-analytics';

export const trainingAnalyticsPaths = {
  analytics: (query: TrainingPeriodQuery) =>
    'days' in query
      ? `${analyticsPath}?days=${query.days}`
      : `${analyticsPath}?from=${encodeURIComponent(query.from)}&to=${encodeURIComponent(query.to)}`,
} as const;

export const trainingAnalyticsRoutes = { get: { method: 'GET', path: analyticsPath } } as const;

export const trainingAnalyticsKeys = {
  all: [analyticsPath] as const,
  period: (query: TrainingPeriodQuery) => [analyticsPath, query] as const,
};

/** `GET /api/admin/training-analytics` (admins). */
export function trainingAnalyticsQueryOptions(query: TrainingPeriodQuery, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: trainingAnalyticsKeys.period(query),
    queryFn: async ({ signal }) =>
      parseReply(
        TrainingAnalyticsSchema,
        `GET ${analyticsPath}`,
        await api.read(trainingAnalyticsPaths.analytics(query), { signal }),
      ),
  });
}
