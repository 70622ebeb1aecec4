import { type InfiniteData, mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiPaths, type EndpointName, endpoints } from './endpoints';
import { ApiError, NetworkError, serverMessageOf } from './errors';
import { clearUserCache } from './logout';
import { contractMessages } from './messages';
import {
  parseConversation,
  parseConversationSummary,
  parseFeedbackReply,
  parseLoginReply,
  parseNoticeList,
  parseNotificationSettings,
  parsePreferences,
  parseProfile,
  parseRecordUsageReply,
  parseRegisterReply,
  parseReply,
  parseSendMessageResult,
  parseTeaching,
} from './parse';
import { queryKeys } from './queries';
import { type ApiClient, defaultApiClient, type ServerSentEvent } from './request';
import {
  AccountMessageReplySchema,
  type ChangeEmailInput,
  ChangeEmailReplySchema,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type EmailVerificationConfirm,
  EmailVerifiedReplySchema,
  SignOutOthersReplySchema,
} from './schemas/account';
import type { AnalyticsEvent } from './schemas/analytics';
import {
  type LoginInput,
  type PasswordResetConfirm,
  PasswordResetReplySchema,
  type PasswordResetRequest,
  type RegisterInput,
} from './schemas/auth';
import {
  type ConversationSummary,
  type DailyPlannerContext,
  type Message,
  MessageSchema,
  type RenameConversationInput,
  type SendMessageInput,
  SendMessageReplySchema,
  type SendMessageResult,
  StreamDeltaSchema,
  StreamErrorSchema,
} from './schemas/chat';
import type { Id } from './schemas/common';
import type { FeedbackInput } from './schemas/feedback';
import type { CreateTeachingInput, Teaching } from './schemas/knowledge';
import type { NoticeList, NotificationSettings, NotificationSettingsUpdate } from './schemas/notifications';
import type { Preferences, PreferencesUpdate } from './schemas/preferences';
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
  /**
   * Ask for the reply as a stream (DECISIONS "Streaming"): called with each piece of its text as
   * it arrives. Without it (or with a client that cannot stream) the JSON reply is awaited.
   */
  onDelta?: (text: string) => void;
  /** With `onDelta`: the stored question, as soon as the server has stored and counted it. */
  onUserMessage?: (message: Message) => void;
  /** Edit and resend: the id of the conversation's last question, replaced by this one with its reply. */
  editOf?: Id;
}

/** Puts a reply into a cached message list: what follows the question it answers is replaced. */
export function placeReply(
  list: readonly Message[] | undefined,
  userMessage: Message,
  aiResponse: Message,
  replaced?: Id,
) {
  const messages = list ?? [];
  // An edit replaces its question and what followed; a regenerated reply what followed its question.
  const cut = messages.findIndex((message) => message.id === (replaced ?? userMessage.id));
  const kept = cut === -1 ? messages : messages.slice(0, replaced === undefined ? cut + 1 : cut);
  return appendMessages(kept, [userMessage, aiResponse]);
}

/** A streamed reply that failed after the question was stored, and no apology was stored. */
export class StreamFailedError extends Error {
  override readonly name = 'StreamFailedError';
  /** The stored question. */
  readonly userMessage: Message | null;
  constructor(message: string, userMessage: Message | null) {
    super(message);
    this.userMessage = userMessage;
  }
}

/** Sends and reads the answer as a stream of events; resolves like the JSON call does. */
async function sendStreamed(
  api: ApiClient & Required<Pick<ApiClient, 'stream'>>,
  path: string,
  body: SendMessageInput | undefined,
  { signal, onDelta, onUserMessage }: Pick<SendMessageVariables, 'signal' | 'onDelta' | 'onUserMessage'>,
): Promise<SendMessageResult> {
  let userMessage: Message | null = null;
  let ending: SendMessageResult | StreamFailedError | null = null;
  const onEvent = ({ event, data }: ServerSentEvent) => {
    if (event === 'user') {
      userMessage = parseReply(MessageSchema, 'sendMessage', data);
      onUserMessage?.(userMessage);
    } else if (event === 'delta') {
      onDelta?.(parseReply(StreamDeltaSchema, 'sendMessage', data).text);
    } else if (event === 'done') {
      ending = { outcome: 'sent', ...parseReply(SendMessageReplySchema, 'sendMessage', data) };
    } else if (event === 'error') {
      const failure = parseReply(StreamErrorSchema, 'sendMessage', data);
      ending =
        failure.aiResponse && userMessage
          ? { outcome: 'assistantFailed', userMessage, aiResponse: failure.aiResponse }
          : new StreamFailedError(failure.message, userMessage);
    }
  };
  const result = await api.stream('POST', path, { ...(body ? { body } : {}), ...(signal ? { signal } : {}), onEvent });
  if (result.kind === 'json') return parseSendMessageResult(result.data);
  const last = ending as SendMessageResult | StreamFailedError | null;
  if (last instanceof StreamFailedError) throw last;
  // The connection closed before the reply's end. Once the question is stored it must not be sent
  // again (it was counted), so that failure is not the retried NetworkError.
  if (!last)
    throw userMessage ? new StreamFailedError(contractMessages.request.network, userMessage) : new NetworkError();
  return last;
}

/** Adds messages the cached list does not hold yet (a send's reply), in order. */
export function appendMessages(list: readonly Message[] | undefined, added: readonly Message[]): Message[] {
  const known = new Set((list ?? []).map((message) => String(message.id)));
  return [...(list ?? []), ...added.filter((message) => !known.has(String(message.id)))];
}

/**
 * `POST /api/conversations/{id}/messages`. Resolves with `outcome: 'sent'` (the 201, or a stream's
 * `done`) or `outcome: 'assistantFailed'` (the handled 500 with its apology); a 429 rejects with an
 * `ApiError` (read it with `limitReachedOf`). Retried once only on a network failure before any
 * reply: any other failure may have stored the message and counted the prompt. The reply carries
 * both messages and the usage, so they are written into the cache (no refetch): the message list,
 * a cached status, and the conversation lists (moved to the top, counted, titled).
 */
export function sendMessageMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.sendMessage,
    mutationFn: async ({
      conversationId,
      content,
      dailyPlannerContext,
      signal,
      onDelta,
      onUserMessage,
      editOf,
    }: SendMessageVariables) => {
      const body: SendMessageInput = { content, isUserMessage: true };
      if (dailyPlannerContext) body.dailyPlannerContext = dailyPlannerContext;
      if (editOf !== undefined) body.editOf = editOf;
      const path = apiPaths.messages(conversationId);
      if (onDelta && api.stream) {
        const streamer = api as ApiClient & Required<Pick<ApiClient, 'stream'>>;
        return sendStreamed(streamer, path, body, { signal, onDelta, onUserMessage });
      }
      const options = signal ? { body, signal } : { body };
      return parseSendMessageResult(await api.request('POST', path, options));
    },
    retry: (failureCount, error) => error instanceof NetworkError && failureCount < 1,
    onSuccess: (result, { conversationId, editOf }, _onMutateResult, { client }) =>
      writeReply(client, conversationId, result, editOf),
  });
}

/** A reply into the cache: the usage into a cached status, the messages into the list, the lists touched. */
async function writeReply(client: QueryClient, conversationId: Id, result: SendMessageResult, replaced?: Id) {
  // A read of the list begun before the send would land after it, without the reply: it is cancelled.
  await client.cancelQueries({ queryKey: queryKeys.messages(conversationId) });
  if (result.outcome === 'sent') {
    const { usage } = result;
    client.setQueryData<SubscriptionStatus | null>(queryKeys.subscriptionStatus, (status) =>
      status ? { ...status, ...usage } : status,
    );
  }
  client.setQueryData<Message[]>(queryKeys.messages(conversationId), (list) =>
    placeReply(list, result.userMessage, result.aiResponse, replaced),
  );
  touchConversation(client, conversationId, result.aiResponse.timestamp, result.userMessage.content);
}

export interface RegenerateReplyVariables {
  conversationId: Id;
  signal?: AbortSignal;
  /** Ask for the new reply as a stream: called with each piece as it arrives. */
  onDelta?: (text: string) => void;
}

/**
 * `POST /api/conversations/{id}/regenerate`: a new reply to the last question, in place of the
 * replies after it. A new call to the assistant, so it counts as a prompt (429 at the limit).
 * Resolves like a send; the cache takes the new reply.
 */
export function regenerateReplyMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.regenerateReply,
    mutationFn: async ({ conversationId, signal, onDelta }: RegenerateReplyVariables) => {
      const path = apiPaths.regenerate(conversationId);
      if (onDelta && api.stream) {
        const streamer = api as ApiClient & Required<Pick<ApiClient, 'stream'>>;
        return sendStreamed(streamer, path, undefined, { signal, onDelta });
      }
      return parseSendMessageResult(await api.request('POST', path, signal ? { signal } : {}));
    },
    retry: false,
    onSuccess: (result, { conversationId }, _onMutateResult, { client }) => writeReply(client, conversationId, result),
  });
}

/** The cached conversation lists after a send: that conversation first, two messages more, titled. */
export function touchConversation(client: QueryClient, conversationId: Id, updatedAt: string, question: string) {
  client.setQueriesData<InfiniteData<ConversationSummary[], string | undefined>>(
    { queryKey: queryKeys.conversationLists },
    (data) => {
      if (!data) return data;
      const all = data.pages.flat();
      const found = all.find((conversation) => conversation.id === conversationId);
      const touched: ConversationSummary = found
        ? {
            ...found,
            title: found.title ?? conversationTitleOf(question),
            updatedAt,
            messageCount: found.messageCount + 2,
          }
        : {
            id: conversationId,
            title: conversationTitleOf(question),
            createdAt: updatedAt,
            updatedAt,
            messageCount: 2,
          };
      const [first = [], ...rest] = data.pages.map((page) =>
        page.filter((conversation) => conversation.id !== conversationId),
      );
      return { ...data, pages: [[touched, ...first], ...rest] };
    },
  );
}

/** `PATCH /api/conversations/{id}` `{ title }`: the renamed conversation replaces it in the cached lists. */
export function renameConversationMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.renameConversation,
    mutationFn: async ({ conversationId, title }: { conversationId: Id; title: string }) =>
      parseConversationSummary(
        await api.request('PATCH', apiPaths.conversation(conversationId), {
          body: { title } satisfies RenameConversationInput,
        }),
      ),
    retry: false,
    onSuccess: (renamed, _variables, _onMutateResult, { client }) => {
      client.setQueriesData<InfiniteData<ConversationSummary[], string | undefined>>(
        { queryKey: queryKeys.conversationLists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) =>
              page.map((conversation) => (conversation.id === renamed.id ? renamed : conversation)),
            ),
          },
      );
    },
  });
}

/** `DELETE /api/conversations/{id}` (204): the conversation and its messages leave the cache. */
export function deleteConversationMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.deleteConversation,
    mutationFn: async ({ conversationId }: { conversationId: Id }) => {
      await api.request('DELETE', apiPaths.conversation(conversationId));
    },
    retry: false,
    onSuccess: (_nothing, { conversationId }, _onMutateResult, { client }) => {
      client.setQueriesData<InfiniteData<ConversationSummary[], string | undefined>>(
        { queryKey: queryKeys.conversationLists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => page.filter((conversation) => conversation.id !== conversationId)),
          },
      );
      client.removeQueries({ queryKey: queryKeys.messages(conversationId) });
    },
  });
}

/** A conversation's title from its first question: about 60 characters, cut at a word (DECISIONS). */
export function conversationTitleOf(question: string, maxLength = 60): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  // Cut at the last word that fits, unless that leaves too little (one very long word).
  return `${(space >= maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
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

/**
 * `POST /api/password-reset/request`: asks for a reset link. Answers what to tell the user (the
 * same whether or not an account uses the address).
 */
export function requestPasswordResetMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.requestPasswordReset,
    mutationFn: async (input: PasswordResetRequest) =>
      v.parse(
        PasswordResetReplySchema,
        await api.request('POST', endpoints.requestPasswordReset.path, { body: input }),
      ),
  });
}

/**
 * `POST /api/password-reset/confirm`: the new password with the link's token. Every session of
 * the account ends, this browser's too: the cached user is dropped. Read a failure with
 * `authErrorOf` (a password field error, or the expired-link message).
 */
export function confirmPasswordResetMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.confirmPasswordReset,
    mutationFn: async (input: PasswordResetConfirm) =>
      v.parse(
        PasswordResetReplySchema,
        await api.request('POST', endpoints.confirmPasswordReset.path, { body: input }),
      ),
    onSuccess: (_reply, _input, _onMutateResult, { client }) => {
      client.removeQueries();
      client.setQueryData(queryKeys.user, null);
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

/** The mutation key of `PUT /api/preferences` (not a spec 7 call, so not in `mutationKeys`). */
export const updatePreferencesMutationKey = ['PUT', apiPaths.preferences] as const;

/**
 * `PUT /api/preferences` with the fields to change (`null` clears one): resolves with the whole
 * stored preferences, which replace the cached ones. A 400 rejects with an `ApiError` whose data is
 * `{ message, errors: [{ field, message }] }` (read it with `authErrorOf`); a tier without voice
 * that sends a voice field gets a 403. Not retried: the person is still on the form.
 */
export function updatePreferencesMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: updatePreferencesMutationKey,
    mutationFn: async (update: PreferencesUpdate) =>
      parsePreferences(await api.request('PUT', apiPaths.preferences, { body: update }), 'PUT'),
    retry: false,
    onSuccess: (preferences, _update, _onMutateResult, { client }) => {
      client.setQueryData<Preferences | null>(queryKeys.preferences, preferences);
    },
  });
}

/** `PUT /api/notifications/settings` with the settings to change: the stored settings replace the cached ones. */
export function updateNotificationSettingsMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['PUT', apiPaths.notificationSettings] as const,
    mutationFn: async (update: NotificationSettingsUpdate) =>
      parseNotificationSettings(await api.request('PUT', apiPaths.notificationSettings, { body: update }), 'PUT'),
    retry: false,
    onSuccess: (settings, _update, _onMutateResult, { client }) => {
      client.setQueryData<NotificationSettings | null>(queryKeys.notificationSettings, settings);
    },
  });
}

/**
 * `POST /api/notifications/{id}/read` (one notice) or `/read-all` (`id` omitted): answers the list
 * as it now is, which replaces the cached one (the unread count with it).
 */
export function markNoticesReadMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', apiPaths.notices, 'read'] as const,
    mutationFn: async ({ id }: { id?: Id }) =>
      parseNoticeList(
        await api.request('POST', id === undefined ? apiPaths.noticesReadAll : apiPaths.noticeRead(id)),
        'POST',
      ),
    onSuccess: (list, _variables, _onMutateResult, { client }) => {
      client.setQueryData<NoticeList | null>(queryKeys.notices, list);
    },
  });
}

/**
 * Calls an account endpoint with `input` as its body (none when undefined) and checks the reply
 * against `schema`: the account mutations differ only in these and in what they do to the cache.
 */
function accountCall<I, S extends v.GenericSchema>(api: ApiClient, name: EndpointName, schema: S) {
  const { method, path } = endpoints[name];
  return async (input: I): Promise<v.InferOutput<S>> =>
    parseReply(schema, name, await api.request(method, path, input === undefined ? {} : { body: input }));
}

/**
 * `POST /api/email-verification/confirm`: the mailed link's token. The address is verified (or, for
 * a change, becomes the account's); a signed-in user's cached user and account are read again.
 * A used, expired or unknown link rejects with an `ApiError` 400 (`serverMessageOf` words it).
 */
export function confirmEmailVerificationMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.confirmEmailVerification,
    mutationFn: accountCall<EmailVerificationConfirm, typeof EmailVerifiedReplySchema>(
      api,
      'confirmEmailVerification',
      EmailVerifiedReplySchema,
    ),
    retry: false,
    onSuccess: async (_reply, _input, _onMutateResult, { client }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.user }),
        client.invalidateQueries({ queryKey: queryKeys.account }),
      ]);
    },
  });
}

/** `POST /api/email-verification/resend` (signed in): a new link to the address waiting for one. 429 when asked too often. */
export function resendEmailVerificationMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.resendEmailVerification,
    mutationFn: accountCall<void, typeof AccountMessageReplySchema>(
      api,
      'resendEmailVerification',
      AccountMessageReplySchema,
    ),
    retry: false,
  });
}

/**
 * `POST /api/user/email`: a new address, with the current password. It takes effect only when the
 * link mailed to it is followed; the cached account shows it as waiting. Read a failure with
 * `authErrorOf` (field errors on `email` or `password`).
 */
export function changeEmailMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.changeEmail,
    mutationFn: accountCall<ChangeEmailInput, typeof ChangeEmailReplySchema>(
      api,
      'changeEmail',
      ChangeEmailReplySchema,
    ),
    retry: false,
    onSuccess: async (_reply, _input, _onMutateResult, { client }) => {
      await client.invalidateQueries({ queryKey: queryKeys.account });
    },
  });
}

/**
 * `POST /api/user/password`: the current password and a new one. Every other session of the
 * account ends (this one is kept): the cached list of sessions is read again. Read a failure with
 * `authErrorOf` (field errors on `currentPassword` or `newPassword`).
 */
export function changePasswordMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.changePassword,
    mutationFn: accountCall<ChangePasswordInput, typeof AccountMessageReplySchema>(
      api,
      'changePassword',
      AccountMessageReplySchema,
    ),
    retry: false,
    onSuccess: async (_reply, _input, _onMutateResult, { client }) => {
      await client.invalidateQueries({ queryKey: queryKeys.accountSessions });
    },
  });
}

/** `POST /api/user/sessions/sign-out-others`: every session but this one ends; the list is read again. */
export function signOutOtherSessionsMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.signOutOtherSessions,
    mutationFn: accountCall<void, typeof SignOutOthersReplySchema>(
      api,
      'signOutOtherSessions',
      SignOutOthersReplySchema,
    ),
    retry: false,
    onSuccess: async (_reply, _input, _onMutateResult, { client }) => {
      await client.invalidateQueries({ queryKey: queryKeys.accountSessions });
    },
  });
}

/**
 * `DELETE /api/user/account` with the password: the account and all its data are removed and this
 * session ends, so every cached query is dropped and the user reads as `null`. Read a failure with
 * `authErrorOf` (a field error on `password`).
 */
export function deleteAccountMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.deleteAccount,
    mutationFn: accountCall<DeleteAccountInput, typeof AccountMessageReplySchema>(
      api,
      'deleteAccount',
      AccountMessageReplySchema,
    ),
    retry: false,
    onSuccess: (_reply, _input, _onMutateResult, { client }) => {
      client.removeQueries();
      client.setQueryData(queryKeys.user, null);
    },
  });
}

/**
 * `GET /api/user/export`: every conversation, message, profile field and feedback of the user, as
 * a JSON file (a mutation: it runs when asked, and its result is a file to save, not cached data).
 */
export function exportAccountDataMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.exportAccountData,
    // biome-ignore lint/suspicious/noConfusingVoidType: `void` lets callers write `mutate()`, as TanStack's default does.
    mutationFn: async (_: void) =>
      (await api.request('GET', endpoints.exportAccountData.path, { responseType: 'blob' })) as Blob,
    retry: false,
  });
}
