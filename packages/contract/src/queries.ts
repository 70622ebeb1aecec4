import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths, endpoints } from './endpoints';
import { isAbortError } from './errors';
import {
  parseConversationList,
  parseCurrentUser,
  parseDomains,
  parseHomeSynopsis,
  parseMessages,
  parseNoticeList,
  parseNotificationSettings,
  parsePreferences,
  parseProfile,
  parseReply,
  parseStats,
  parseSubscriptionStatus,
  parseTeachings,
  parseVoiceList,
} from './parse';
import { queryTimings, shouldRetryRead } from './queryClient';
import { type ApiClient, defaultApiClient } from './request';
import { AccountSchema, AccountSessionListSchema } from './schemas/account';
import type { ConversationSummary } from './schemas/chat';
import type { Id } from './schemas/common';
import { type SubscriptionStatus, subscriptionStatusFallback } from './schemas/subscription';
import { computeStats } from './stats';
import { canLoadSynopsis, type TierName } from './tiers';

/** Query keys: the API path, split where an id sits (spec 7, "the path in the query key"). */
export const queryKeys = {
  user: [apiPaths.user] as const,
  subscriptionStatus: [apiPaths.subscriptionStatus] as const,
  messages: (conversationId: Id) => [apiPaths.conversations, conversationId, 'messages'] as const,
  /** Every list of conversations (each search is its own list under this key). */
  conversationLists: [apiPaths.conversations, 'list'] as const,
  conversationList: (search: string) => [apiPaths.conversations, 'list', { q: search.trim() }] as const,
  domains: [apiPaths.domains] as const,
  teachings: [apiPaths.teachings] as const,
  stats: [apiPaths.stats] as const,
  homeSynopsis: [apiPaths.homeSynopsis] as const,
  voices: [apiPaths.voices] as const,
  profile: [apiPaths.profile] as const,
  // Under /api/user: cleared at logout like every key that names the user.
  account: [endpoints.account.path] as const,
  accountSessions: [endpoints.accountSessions.path] as const,
  preferences: [apiPaths.preferences] as const,
  // The user's own ("user" in the key: cleared at logout, spec 7's rule).
  notificationSettings: [apiPaths.notificationSettings, 'user'] as const,
  notices: [apiPaths.notices, 'user'] as const,
};

/** A list read that answered 401 is an empty list. */
const listOrEmpty = (data: unknown) => (data === null ? [] : data);

/** `GET /api/user` (spec 4): fresh 5 minutes, no retry; `null` when logged out (401). */
export function currentUserQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.user,
    queryFn: async ({ signal }) => parseCurrentUser(await api.read(apiPaths.user, { signal })),
    staleTime: queryTimings.userStaleTime,
    retry: false,
  });
}

/** Who reads the status: each has its own freshness (spec 7). */
export type SubscriptionStatusReader = 'guard' | 'hook' | 'banner';

export interface SubscriptionStatusQueryParams {
  reader: SubscriptionStatusReader;
  /** The status runs only when logged in (spec 7). */
  isLoggedIn: boolean;
}

/**
 * `GET /api/subscriptions/status`: 30 s in the route guard, 1 minute in the subscription hook, 5
 * minutes with a 60 s refetch in the usage banner; retried once (never on 401); only when logged
 * in. `null` when the read answered 401. On failure, see `withStatusFallback`.
 */
export function subscriptionStatusQueryOptions(
  { reader, isLoggedIn }: SubscriptionStatusQueryParams,
  api: ApiClient = defaultApiClient,
) {
  return queryOptions({
    queryKey: queryKeys.subscriptionStatus,
    queryFn: async ({ signal }): Promise<SubscriptionStatus | null> => {
      const data = await api.read(apiPaths.subscriptionStatus, { signal });
      return data === null ? null : parseSubscriptionStatus(data);
    },
    staleTime: queryTimings.subscriptionStatusStaleTime[reader],
    refetchInterval: reader === 'banner' ? queryTimings.bannerRefetchInterval : false,
    retry: (failureCount, error) => failureCount < 1 && shouldRetryRead(failureCount, error),
    enabled: isLoggedIn,
  });
}

/**
 * Spec 4, status fallback: when the status call failed and no earlier status is cached, the
 * fallback state (free, limit exceeded, inactive, "A subscription is required ..."). Otherwise the
 * data as it is (`undefined` while loading, `null` when logged out).
 */
export function withStatusFallback(result: {
  data: SubscriptionStatus | null | undefined;
  isError: boolean;
}): SubscriptionStatus | null | undefined {
  if (result.isError && result.data === undefined) return subscriptionStatusFallback;
  return result.data;
}

/** How many conversations one page of the list holds. */
export const conversationPageSize = 30;

/** The cursor that pages the list after a conversation: its last activity and id. */
export function conversationCursor(conversation: Pick<ConversationSummary, 'id' | 'updatedAt'>): string {
  return `${conversation.updatedAt}_${conversation.id}`;
}

/** Reads a cursor of `conversationCursor`; `null` when it is not one. */
export function parseConversationCursor(cursor: string): { updatedAt: Date; id: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_(\d+)$/.exec(cursor);
  if (!match) return null;
  const updatedAt = new Date(match[1] as string);
  const id = Number(match[2]);
  if (Number.isNaN(updatedAt.getTime()) || !Number.isSafeInteger(id) || id < 1) return null;
  return { updatedAt, id };
}

/**
 * `GET /api/conversations` (DECISIONS "Conversations"): the user's conversations, newest activity
 * first, `conversationPageSize` a page; `search` matches titles and messages.
 */
export function conversationsQueryOptions(search = '', api: ApiClient = defaultApiClient) {
  return infiniteQueryOptions({
    queryKey: queryKeys.conversationList(search),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ signal, pageParam }) =>
      parseConversationList(
        listOrEmpty(
          await api.read(apiPaths.conversationList({ q: search, ...(pageParam ? { before: pageParam } : {}) }), {
            signal,
          }),
        ),
      ),
    getNextPageParam: (page) => {
      const last = page[page.length - 1];
      return page.length >= conversationPageSize && last ? conversationCursor(last) : undefined;
    },
  });
}

/** `GET /api/conversations/{id}/messages`. */
export function messagesQueryOptions(conversationId: Id, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.messages(conversationId),
    queryFn: async ({ signal }) =>
      parseMessages(listOrEmpty(await api.read(apiPaths.messages(conversationId), { signal }))),
  });
}

/** `GET /api/domains`. */
export function domainsQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.domains,
    queryFn: async ({ signal }) => parseDomains(listOrEmpty(await api.read(apiPaths.domains, { signal }))),
  });
}

/** `GET /api/teachings`. */
export function teachingsQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.teachings,
    queryFn: async ({ signal }) => parseTeachings(listOrEmpty(await api.read(apiPaths.teachings, { signal }))),
  });
}

/**
 * `GET /api/stats`; when it fails, the stats are computed from the domains and teachings (spec 3,
 * 7), read through the cache.
 */
export function statsQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.stats,
    queryFn: async ({ signal, client }) => {
      try {
        return parseStats(listOrEmpty(await api.read(apiPaths.stats, { signal })));
      } catch (error) {
        if (isAbortError(error)) throw error;
        const [domains, teachings] = await Promise.all([
          client.fetchQuery(domainsQueryOptions(api)),
          client.fetchQuery(teachingsQueryOptions(api)),
        ]);
        return computeStats(domains, teachings);
      }
    },
  });
}

/**
 * `GET /api/user/home-synopsis`: only for core, advanced or elite (spec 4); no retry. `null` when
 * the read answered 401.
 */
export function homeSynopsisQueryOptions(
  { tier }: { tier: TierName | null | undefined },
  api: ApiClient = defaultApiClient,
) {
  return queryOptions({
    queryKey: queryKeys.homeSynopsis,
    queryFn: async ({ signal }) => {
      const data = await api.read(apiPaths.homeSynopsis, { signal });
      return data === null ? null : parseHomeSynopsis(data);
    },
    retry: false,
    enabled: canLoadSynopsis(tier),
  });
}

/** `GET /api/tts/voices`; `null` when the read answered 401. */
export function voicesQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.voices,
    queryFn: async ({ signal }) => {
      const data = await api.read(apiPaths.voices, { signal });
      return data === null ? null : parseVoiceList(data);
    },
  });
}

/**
 * `GET /api/user/profile`: the user's birth data and onboarding progress; `null` when the read
 * answered 401 (logged out). Cleared at logout (its key contains "profile").
 */
export function profileQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.profile,
    queryFn: async ({ signal }) => {
      const data = await api.read(apiPaths.profile, { signal });
      return data === null ? null : parseProfile(data);
    },
  });
}

/**
 * `GET /api/preferences`: the user's theme, voice defaults, time zone and the name the assistant
 * uses; `null` when the read answered 401 (logged out). Fresh 5 minutes (they change only from
 * `/preferences` and the theme toggle, which write the cache). Cleared at logout (spec 7 names it).
 */
export function preferencesQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.preferences,
    queryFn: async ({ signal }) => {
      const data = await api.read(apiPaths.preferences, { signal });
      return data === null ? null : parsePreferences(data);
    },
    staleTime: queryTimings.userStaleTime,
  });
}

/** `GET /api/notifications/settings`; `null` when the read answered 401. */
export function notificationSettingsQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.notificationSettings,
    queryFn: async ({ signal }) => {
      const data = await api.read(apiPaths.notificationSettings, { signal });
      return data === null ? null : parseNotificationSettings(data);
    },
  });
}

/** `GET /api/notifications`: the newest notices and the unread count; `null` when the read answered 401. */
export function noticesQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.notices,
    queryFn: async ({ signal }) => {
      const data = await api.read(apiPaths.notices, { signal });
      return data === null ? null : parseNoticeList(data);
    },
  });
}

/**
 * `GET /api/user/account`: the account's name, address, whether it is verified and a new address
 * waiting for its link; `null` when logged out (401).
 */
export function accountQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.account,
    queryFn: async ({ signal }) => {
      const data = await api.read(endpoints.account.path, { signal });
      return data === null ? null : parseReply(AccountSchema, 'account', data);
    },
  });
}

/** `GET /api/user/sessions`: the account's signed-in sessions, this device's marked; empty when logged out. */
export function accountSessionsQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: queryKeys.accountSessions,
    queryFn: async ({ signal }) =>
      parseReply(
        AccountSessionListSchema,
        'accountSessions',
        listOrEmpty(await api.read(endpoints.accountSessions.path, { signal })),
      ),
  });
}
