import { mutationOptions } from '@tanstack/react-query';
import { apiPaths, type EndpointName, endpoints } from './endpoints';
import { ApiError, NetworkError, serverMessageOf } from './errors';
import { clearUserCache } from './logout';
import { contractMessages } from './messages';
import {
  parseConversation,
  parseFeedbackReply,
  parseLoginReply,
  parseProfile,
  parseRecordUsageReply,
  parseRegisterReply,
  parseSendMessageResult,
  parseTeaching,
} from './parse';
import { queryKeys } from './queries';
import { type ApiClient, defaultApiClient } from './request';
import type { AnalyticsEvent } from './schemas/analytics';
import type { LoginInput, RegisterInput } from './schemas/auth';
import type { DailyPlannerContext, SendMessageInput } from './schemas/chat';
import type { Id } from './schemas/common';
import type { FeedbackInput } from './schemas/feedback';
import type { CreateTeachingInput, Teaching } from './schemas/knowledge';
import type { Profile, ProfileUpdate } from './schemas/profile';
import type { SubscriptionStatus } from './schemas/subscription';
import type { TtsInput } from './schemas/tts';

/** Mutation keys: the method and path template of the call, e.g. `['POST', '/api/login']`. */
export const mutationKeys = Object.fromEntries(
  Object.entries(endpoints).map(([name, { method, path }]) => [name, [method, path] as const]),
) as { [K in EndpointName]: readonly [(typeof endpoints)[K]['method'], (typeof endpoints)[K]['path']] };

/** `POST /api/conversations` (empty payload): the conversation to keep as the active one. */
export function createConversationMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.createConversation,
    mutationFn: async () => parseConversation(await api.request('POST', apiPaths.conversations)),
  });
}

export interface SendMessageVariables {
  conversationId: Id;
  content: string;
  dailyPlannerContext?: DailyPlannerContext;
  /** Stops the send: it then rejects with an `AbortError` (spec 4, the stop button). */
  signal?: AbortSignal;
}

/**
 * `POST /api/conversations/{id}/messages`. Resolves with `outcome: 'sent'` (the 201) or
 * `outcome: 'assistantFailed'` (the handled 500 with its apology); a 429 rejects with an
 * `ApiError` (read it with `limitReachedOf`). Retried once only on a network failure: any other
 * failure may have stored the message and counted the prompt. On success the message list is
 * refetched and a cached status takes the reply's usage.
 */
export function sendMessageMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.sendMessage,
    mutationFn: async ({ conversationId, content, dailyPlannerContext, signal }: SendMessageVariables) => {
      const body: SendMessageInput = { content, isUserMessage: true };
      if (dailyPlannerContext) body.dailyPlannerContext = dailyPlannerContext;
      const options = signal ? { body, signal } : { body };
      return parseSendMessageResult(await api.request('POST', apiPaths.messages(conversationId), options));
    },
    retry: (failureCount, error) => error instanceof NetworkError && failureCount < 1,
    onSuccess: async (result, { conversationId }, _onMutateResult, { client }) => {
      if (result.outcome === 'sent') {
        const { usage } = result;
        client.setQueryData<SubscriptionStatus | null>(queryKeys.subscriptionStatus, (status) =>
          status ? { ...status, ...usage } : status,
        );
      }
      await client.invalidateQueries({ queryKey: queryKeys.messages(conversationId) });
    },
  });
}

/** `POST /api/login`. Success clears every cached query and sets the user (spec 4). */
export function loginMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.login,
    mutationFn: async (credentials: LoginInput) =>
      parseLoginReply(await api.request('POST', apiPaths.login, { body: credentials })),
    onSuccess: (user, _credentials, _onMutateResult, { client }) => {
      client.removeQueries();
      client.setQueryData(queryKeys.user, user);
    },
  });
}

/** `POST /api/auth/register`. Success sets the user (spec 4). Read a failure with `authErrorOf`. */
export function registerMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.register,
    mutationFn: async (input: RegisterInput) =>
      parseRegisterReply(await api.request('POST', apiPaths.register, { body: input })),
    onSuccess: (user, _input, _onMutateResult, { client }) => {
      client.setQueryData(queryKeys.user, user);
    },
  });
}

/** How a logout ended: confirmed by the server, or only here (spec 8: "Logged out locally"). */
export type LogoutResult = { outcome: 'server' } | { outcome: 'local'; error: unknown };

/**
 * `POST /api/logout` (spec 4): clears the cached user data first (the user reads as `null` at
 * once), then calls the server. It never rejects: a failed server call gives `outcome: 'local'`.
 */
export function logoutMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.logout,
    // biome-ignore lint/suspicious/noConfusingVoidType: `void` lets callers write `mutate()`, as TanStack's default does.
    mutationFn: async (_: void, { client }): Promise<LogoutResult> => {
      clearUserCache(client);
      client.setQueryData(queryKeys.user, null);
      try {
        await api.request('POST', apiPaths.logout);
        return { outcome: 'server' };
      } catch (error) {
        return { outcome: 'local', error };
      }
    },
    retry: false,
  });
}

/**
 * `POST /api/subscriptions/record-usage` (spec 8): on failure the server message or "Failed to
 * record prompt usage" is logged and the result is `null`; on success the status is refetched.
 */
export function recordUsageMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.recordUsage,
    mutationFn: async () => {
      try {
        return parseRecordUsageReply(await api.request('POST', apiPaths.recordUsage)) ?? {};
      } catch (error) {
        console.error(serverMessageOf(error, contractMessages.subscription.recordUsageFailed));
        return null;
      }
    },
    retry: false,
    onSuccess: async (result, _variables, _onMutateResult, { client }) => {
      if (result !== null) await client.invalidateQueries({ queryKey: queryKeys.subscriptionStatus });
    },
  });
}

/** `POST /api/feedback`: a non-OK reply or `success: false` rejects (the widget goes back to idle). */
export function feedbackMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.feedback,
    mutationFn: async (input: FeedbackInput) => {
      const reply = parseFeedbackReply(await api.request('POST', apiPaths.feedback, { body: input }));
      if (!reply.success) throw new Error(reply.message ?? contractMessages.feedback.notRecorded);
      return reply;
    },
  });
}

/** `POST /api/analytics/subscription-event`: a failure is only logged (spec 8); never retried. */
export function analyticsEventMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.analyticsEvent,
    mutationFn: async (event: AnalyticsEvent) => {
      try {
        await api.request('POST', apiPaths.analyticsEvent, { body: event });
      } catch (error) {
        console.warn('Analytics event failed', error);
      }
    },
    retry: false,
  });
}

/**
 * `POST /api/teachings`, as JSON or as `FormData` (an upload, sent as is). The created teaching is
 * prepended to the cached list (spec 7) and the stats are refetched.
 */
export function createTeachingMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.createTeaching,
    mutationFn: async (input: CreateTeachingInput | FormData) =>
      parseTeaching(await api.request('POST', apiPaths.teachings, { body: input })),
    onSuccess: async (teaching, _input, _onMutateResult, { client }) => {
      client.setQueryData<Teaching[]>(queryKeys.teachings, (list) => (list ? [teaching, ...list] : list));
      await client.invalidateQueries({ queryKey: queryKeys.stats });
    },
  });
}

export interface TtsVariables {
  input: TtsInput;
  signal?: AbortSignal;
}

/** `POST /api/tts`: the mp3 blob. Not retried: a late voice is worse than the browser's voice. */
export function ttsMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.tts,
    mutationFn: async ({ input, signal }: TtsVariables) => {
      const options = signal
        ? { body: input, signal, responseType: 'blob' as const }
        : { body: input, responseType: 'blob' as const };
      return (await api.request('POST', apiPaths.tts, options)) as Blob;
    },
    retry: false,
  });
}

/** What `/api/tts` answered, in the shape `@app/ui`'s voice output takes (`TtsFetcher`). */
export type TtsResult = { ok: true; audio: Blob } | { ok: false; status: number; message?: string };

/**
 * A `TtsFetcher` for `@app/ui` over this request layer: failure statuses come back as values
 * (403, 503 ... with the server's message), a network failure or timeout rejects.
 */
export function createTtsFetcher(api: ApiClient = defaultApiClient) {
  return async (input: TtsInput, signal?: AbortSignal): Promise<TtsResult> => {
    try {
      const options = signal
        ? { body: input, signal, responseType: 'blob' as const }
        : { body: input, responseType: 'blob' as const };
      return { ok: true, audio: (await api.request('POST', apiPaths.tts, options)) as Blob };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = serverMessageOf(error, '');
      return message ? { ok: false, status: error.status, message } : { ok: false, status: error.status };
    }
  };
}

/** The mutation key of `PUT /api/user/profile` (not a spec 7 call, so not in `mutationKeys`). */
export const updateProfileMutationKey = ['PUT', apiPaths.profile] as const;

/**
 * `PUT /api/user/profile` with the fields to change (`null` clears one): resolves with the whole
 * stored profile, which replaces the cached one. A 400 rejects with an `ApiError` whose data is
 * `{ message, errors: [{ field, message }] }` (read it with `authErrorOf`). Not retried: the
 * person is still on the form and can send again.
 */
export function updateProfileMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: updateProfileMutationKey,
    mutationFn: async (update: ProfileUpdate) =>
      parseProfile(await api.request('PUT', apiPaths.profile, { body: update }), 'PUT'),
    retry: false,
    onSuccess: (profile, _update, _onMutateResult, { client }) => {
      client.setQueryData<Profile | null>(queryKeys.profile, profile);
    },
  });
}
