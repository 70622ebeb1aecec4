// Conversations that received feedback, for admins (issue 19 item 6): a page of conversations in
// which the person rated one of Selene's replies, filtered by domain and rating, and one
// conversation opened with its rated replies marked (each opening is written to the audit log). An
// entry point of its own (`@app/contract/feedbackConversations`): only the lazy page, the server
// and the mocks read it.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { CountSchema, type Id, IdSchema, IsoTimeSchema } from '../schemas/common';
import { type FeedbackValue, feedbackValues } from '../schemas/feedback';

/**
 * The knowledge domains a rated reply can belong to (DECISIONS "One tier table": Psychology,
 * Astrology, Esoteric Wisdom). The server classifies the question a rated reply answered when the
 * rating arrives; ratings given before that have no domain.
 */
export const feedbackDomains = ['psychology', 'astrology', 'esoteric'] as const;
export type FeedbackDomain = (typeof feedbackDomains)[number];

/** The knowledge base's names of the domains (the `domains` table), by slug. */
export const feedbackDomainNames: Record<FeedbackDomain, string> = {
  psychology: 'Psychology',
  astrology: 'Astrology',
  esoteric: 'Esoteric Wisdom',
};

/** A knowledge-base domain name as its slug; null for a name that is none of the three. */
export function feedbackDomainOf(name: string): FeedbackDomain | null {
  const found = feedbackDomains.find((slug) => feedbackDomainNames[slug] === name);
  return found ?? null;
}

export const feedbackRatings = feedbackValues;
export type FeedbackRating = FeedbackValue;

/** Conversations per page. */
export const feedbackConversationPageSize = 20;

/** The rules' words (the server answers them in its 400s). */
export const feedbackConversationMessages = {
  page: 'The page is a whole number from 1.',
  domain: 'Choose a domain: psychology, astrology or esoteric.',
  rating: 'Choose a rating: positive or negative.',
} as const;
const text = feedbackConversationMessages;

// ---- Replies ----

/** The person a conversation belongs to (a deleted account's conversations are deleted with it). */
export const ConversationOwnerSchema = v.object({
  id: IdSchema,
  username: v.string(),
  /** A disabled account keeps its conversations; the page says it is disabled. */
  disabled: v.boolean(),
});
export type ConversationOwner = v.InferOutput<typeof ConversationOwnerSchema>;

/** One conversation as the list shows it. */
export const FeedbackConversationSummarySchema = v.object({
  id: IdSchema,
  /** Null until the first question names it. */
  title: v.nullable(v.string()),
  user: ConversationOwnerSchema,
  /** Replies whose latest rating is positive, and negative. */
  positiveCount: CountSchema,
  negativeCount: CountSchema,
  /** The domains of the rated replies (none for ratings given before domains were recorded). */
  domains: v.array(v.picklist(feedbackDomains)),
  latestFeedbackAt: IsoTimeSchema,
  /** The latest rating given in the conversation. */
  latestRating: v.picklist(feedbackRatings),
});
export type FeedbackConversationSummary = v.InferOutput<typeof FeedbackConversationSummarySchema>;

/** `GET /api/admin/feedback-conversations`: newest feedback first. */
export const FeedbackConversationPageSchema = v.object({
  conversations: v.array(FeedbackConversationSummarySchema),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: CountSchema,
});
export type FeedbackConversationPage = v.InferOutput<typeof FeedbackConversationPageSchema>;

/** A reply's rating: the latest the person gave it. */
export const MessageRatingSchema = v.object({
  rating: v.picklist(feedbackRatings),
  domain: v.nullable(v.picklist(feedbackDomains)),
  ratedAt: IsoTimeSchema,
});
export type MessageRating = v.InferOutput<typeof MessageRatingSchema>;

export const FeedbackConversationMessageSchema = v.object({
  id: IdSchema,
  content: v.string(),
  isUserMessage: v.boolean(),
  createdAt: IsoTimeSchema,
  /** Null: not rated. */
  rating: v.nullable(MessageRatingSchema),
});
export type FeedbackConversationMessage = v.InferOutput<typeof FeedbackConversationMessageSchema>;

/** `GET /api/admin/feedback-conversations/{id}`: every message, oldest first. */
export const FeedbackConversationDetailSchema = v.object({
  id: IdSchema,
  title: v.nullable(v.string()),
  createdAt: IsoTimeSchema,
  user: ConversationOwnerSchema,
  messages: v.array(FeedbackConversationMessageSchema),
});
export type FeedbackConversationDetail = v.InferOutput<typeof FeedbackConversationDetailSchema>;

// ---- Inputs ----

/** The list's query (`?page=&domain=&rating=`) as the server reads it. */
export const FeedbackConversationFiltersSchema = v.object({
  page: v.optional(
    v.pipe(
      v.string(text.page),
      v.regex(/^[1-9]\d{0,5}$/, text.page),
      v.transform((value) => Number(value)),
    ),
    '1',
  ),
  domain: v.optional(v.picklist(feedbackDomains, text.domain)),
  rating: v.optional(v.picklist(feedbackRatings, text.rating)),
});
export interface FeedbackConversationFilters {
  page?: number;
  domain?: FeedbackDomain;
  rating?: FeedbackRating;
}

// ---- Paths, keys and the calls ----

const listPath = '/api/admin/feedback-conversations';

export const feedbackConversationPaths = {
  list: ({ page, domain, rating }: FeedbackConversationFilters = {}) => {
    const params = new URLSearchParams();
    if (page && page > 1) params.set('page', String(page));
    if (domain) params.set('domain', domain);
    if (rating) params.set('rating', rating);
    const query = params.toString();
    return query ? `${listPath}?${query}` : listPath;
  },
  conversation: (id: Id) => `${listPath}/${encodeURIComponent(String(id))}`,
} as const;

/** The route templates (the mocks' handlers). */
export const feedbackConversationRoutes = {
  list: { method: 'GET', path: listPath },
  conversation: { method: 'GET', path: `${listPath}/{id}` },
} as const;

export const feedbackConversationKeys = {
  all: [listPath] as const,
  list: ({ page = 1, domain, rating }: FeedbackConversationFilters) =>
    [listPath, 'list', { page, domain: domain ?? null, rating: rating ?? null }] as const,
  conversation: (id: Id) => [listPath, 'conversation', id] as const,
};

/** `GET /api/admin/feedback-conversations` (admins). */
export function feedbackConversationsQueryOptions(
  filters: FeedbackConversationFilters = {},
  api: ApiClient = defaultApiClient,
) {
  return queryOptions({
    queryKey: feedbackConversationKeys.list(filters),
    queryFn: async ({ signal }) =>
      parseReply(
        FeedbackConversationPageSchema,
        'GET /api/admin/feedback-conversations',
        await api.read(feedbackConversationPaths.list(filters), { signal }),
      ),
  });
}

/**
 * `GET /api/admin/feedback-conversations/{id}` (admins). Each read is an opening the server writes
 * to the audit log, so it is not read again in the background.
 */
export function feedbackConversationQueryOptions(id: Id, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: feedbackConversationKeys.conversation(id),
    queryFn: async ({ signal }) =>
      parseReply(
        FeedbackConversationDetailSchema,
        'GET /api/admin/feedback-conversations/{id}',
        await api.read(feedbackConversationPaths.conversation(id), { signal }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
