// A person's soulprint (issue 20 item 4), for admins: natal chart highlights from their stored
// birth data, the themes and knowledge domains of their questions, and how they rate Selene's
// replies by domain; every line carries its evidence (the messages, the memory or the profile it
// comes from). An entry point of its own (`@app/contract/soulprint`): only the lazy page, the
// server and the mocks read it.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { feedbackDomains } from '../feedbackConversations';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { roles } from '../roles';
import { CountSchema, type Id, IdSchema, IsoTimeSchema } from '../schemas/common';

/** The rules' words (the server answers them in its 400s and 404s). */
export const soulprintMessages = {
  userId: 'Give the person as a whole number (their user id).',
  notFound: 'There is no such person.',
} as const;

/** How many of a person's latest questions a soulprint reads, and how much evidence a line shows. */
export const soulprintLimits = { questions: 500, evidencePerLine: 3, themes: 6, aspects: 4, snippet: 160 } as const;

/** A user id as the path gives it: a positive whole number that fits the database's integer. */
export const soulprintUserIdPattern = /^[1-9]\d{0,9}$/;

/** A question (or a rated reply) a line rests on, with its conversation. */
export const MessageEvidenceSchema = v.object({
  kind: v.literal('message'),
  messageId: IdSchema,
  conversationId: IdSchema,
  /** The start of the message. */
  snippet: v.string(),
  at: IsoTimeSchema,
  /** The person's rating of this reply (feedback lines). */
  rating: v.nullable(v.picklist(['positive', 'negative'])),
  /** True when a reply of that conversation was rated: admins can open it in /conversations. */
  conversationOpenable: v.boolean(),
});
/** A memory Selene kept (see /memory-explorer). */
export const MemoryEvidenceSchema = v.object({ kind: v.literal('memory'), memoryId: IdSchema, text: v.string() });
/** The birth data the person gave in their profile (onboarding or the astrology page). */
export const ProfileEvidenceSchema = v.object({ kind: v.literal('profile') });
export const EvidenceSchema = v.variant('kind', [MessageEvidenceSchema, MemoryEvidenceSchema, ProfileEvidenceSchema]);
export type Evidence = v.InferOutput<typeof EvidenceSchema>;
export type MessageEvidence = v.InferOutput<typeof MessageEvidenceSchema>;

const PlacementSchema = v.object({
  /** 'Sun', 'Moon', 'Ascendant', ... */
  point: v.string(),
  sign: v.string(),
  /** Degrees into the sign, [0, 30). */
  degree: v.number(),
  house: v.nullable(v.number()),
  retrograde: v.boolean(),
});
export type SoulprintPlacement = v.InferOutput<typeof PlacementSchema>;

const AspectSchema = v.object({
  from: v.string(),
  to: v.string(),
  kind: v.picklist(['conjunction', 'sextile', 'square', 'trine', 'opposition']),
  orb: v.number(),
});
export type SoulprintAspect = v.InferOutput<typeof AspectSchema>;

export const elements = ['Fire', 'Earth', 'Air', 'Water'] as const;
export type SoulprintElement = (typeof elements)[number];

export const NatalHighlightsSchema = v.object({
  birthDate: v.string(),
  birthTime: v.nullable(v.string()),
  birthPlace: v.nullable(v.string()),
  /** Both a time and a place: the ascendant and houses are known. */
  timeKnown: v.boolean(),
  /** False when, without a birth time, the Moon may have changed sign that day. */
  moonSignCertain: v.boolean(),
  /** The Sun, the Moon and, with a time and place, the ascendant. */
  placements: v.array(PlacementSchema),
  /** The planets retrograde at birth. */
  retrograde: v.array(v.string()),
  /** The element most of the ten planets stand in, with its count. */
  dominantElement: v.object({ element: v.picklist(elements), count: CountSchema }),
  /** The tightest aspects among the planets. */
  aspects: v.array(AspectSchema),
  evidence: v.array(EvidenceSchema),
});
export type NatalHighlights = v.InferOutput<typeof NatalHighlightsSchema>;

export const ThemeLineSchema = v.object({
  /** The topic Selene reads in a question ('career', 'relationships', ...). */
  topic: v.string(),
  questions: CountSchema,
  evidence: v.array(EvidenceSchema),
});
export type ThemeLine = v.InferOutput<typeof ThemeLineSchema>;

export const DomainLineSchema = v.object({
  domain: v.picklist(feedbackDomains),
  questions: CountSchema,
  evidence: v.array(EvidenceSchema),
});
export type DomainLine = v.InferOutput<typeof DomainLineSchema>;

export const FeedbackLineSchema = v.object({
  /** Null: ratings given before domains were recorded. */
  domain: v.nullable(v.picklist(feedbackDomains)),
  positive: CountSchema,
  negative: CountSchema,
  evidence: v.array(EvidenceSchema),
});
export type FeedbackLine = v.InferOutput<typeof FeedbackLineSchema>;

export const SoulprintSchema = v.object({
  user: v.object({ id: IdSchema, username: v.string(), role: v.picklist(roles), createdAt: IsoTimeSchema }),
  /** Null when no birth date is stored. */
  natal: v.nullable(NatalHighlightsSchema),
  /** The questions read (the latest, at most `soulprintLimits.questions`) and the conversations they are in. */
  questionsRead: CountSchema,
  conversations: CountSchema,
  themes: v.array(ThemeLineSchema),
  domains: v.array(DomainLineSchema),
  feedback: v.array(FeedbackLineSchema),
});
export type Soulprint = v.InferOutput<typeof SoulprintSchema>;

const basePath = '/api/admin/soulprint';

export const soulprintPaths = {
  user: (userId: Id) => `${basePath}/${encodeURIComponent(String(userId))}`,
} as const;

/** The route templates (the mocks' handlers). */
export const soulprintRoutes = {
  user: { method: 'GET', path: `${basePath}/{userId}` },
} as const;

export const soulprintKeys = {
  user: (userId: Id) => [basePath, userId] as const,
};

/** `GET /api/admin/soulprint/:userId` (admins; audited on the server). */
export function soulprintQueryOptions(userId: Id, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: soulprintKeys.user(userId),
    queryFn: async ({ signal }) =>
      parseReply(SoulprintSchema, `GET ${basePath}/:userId`, await api.read(soulprintPaths.user(userId), { signal })),
  });
}
