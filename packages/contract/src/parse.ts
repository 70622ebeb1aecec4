import * as v from 'valibot';
import { type EndpointName, endpointLabel } from './endpoints';
import { ApiError, ContractError } from './errors';
import { type AuthErrorBody, AuthErrorBodySchema, CurrentUserSchema, type User, UserSchema } from './schemas/auth';
import {
  AssistantFailureReplySchema,
  type Conversation,
  ConversationListSchema,
  ConversationSchema,
  type ConversationSummary,
  ConversationSummarySchema,
  type LimitReachedBody,
  LimitReachedBodySchema,
  type Message,
  MessageSchema,
  SendMessageReplySchema,
  type SendMessageResult,
} from './schemas/chat';
import { type FeedbackReply, FeedbackReplySchema } from './schemas/feedback';
import { type Domain, DomainSchema, type Stat, StatSchema, type Teaching, TeachingSchema } from './schemas/knowledge';
import {
  type NoticeList,
  NoticeListSchema,
  type NotificationSettings,
  NotificationSettingsSchema,
} from './schemas/notifications';
import { type Preferences, PreferencesSchema } from './schemas/preferences';
import { type Profile, ProfileSchema } from './schemas/profile';
import {
  type RecordUsageReply,
  RecordUsageReplySchema,
  type SubscriptionStatus,
  SubscriptionStatusSchema,
} from './schemas/subscription';
import { type HomeSynopsis, HomeSynopsisSchema } from './schemas/synopsis';
import { type VoiceList, VoiceListSchema } from './schemas/tts';

/**
 * Parses a reply of an endpoint with a schema. A mismatch throws a `ContractError` naming the
 * endpoint and the path of the issue, so a malformed reply fails where it arrives, with a clear
 * message, never deep in a component.
 */
export function parseReply<S extends v.GenericSchema>(
  schema: S,
  endpoint: EndpointName | string,
  data: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const label = endpoint.includes(' ') ? endpoint : endpointLabel(endpoint as EndpointName);
  throw ContractError.fromIssues(label, result.issues);
}

/** `GET /api/user`: the user, or `null` (a 401 read). */
export const parseCurrentUser = (data: unknown): User | null => parseReply(CurrentUserSchema, 'currentUser', data);
/** `POST /api/login`. */
export const parseLoginReply = (data: unknown): User => parseReply(UserSchema, 'login', data);
/** `POST /api/auth/register`. */
export const parseRegisterReply = (data: unknown): User => parseReply(UserSchema, 'register', data);

/** `POST /api/conversations`. */
export const parseConversation = (data: unknown): Conversation =>
  parseReply(ConversationSchema, 'createConversation', data);
/** `GET /api/conversations`. */
export const parseConversationList = (data: unknown): ConversationSummary[] =>
  parseReply(ConversationListSchema, 'listConversations', data);
/** `PATCH /api/conversations/{id}`. */
export const parseConversationSummary = (data: unknown): ConversationSummary =>
  parseReply(ConversationSummarySchema, 'renameConversation', data);
/** `GET /api/conversations/{id}/messages`. */
export const parseMessages = (data: unknown): Message[] => parseReply(v.array(MessageSchema), 'listMessages', data);

/**
 * `POST /api/conversations/{id}/messages`: the 201 reply (it has `usage`) or the handled 500
 * (`{ userMessage, aiResponse }`), told apart by `outcome`.
 */
export function parseSendMessageResult(data: unknown): SendMessageResult {
  if (data !== null && typeof data === 'object' && 'usage' in data) {
    return { outcome: 'sent', ...parseReply(SendMessageReplySchema, 'sendMessage', data) };
  }
  return { outcome: 'assistantFailed', ...parseReply(AssistantFailureReplySchema, 'sendMessage', data) };
}

/** The 429 body of a send. */
export const parseLimitReached = (data: unknown): LimitReachedBody =>
  parseReply(LimitReachedBodySchema, 'sendMessage', data);

/** `GET /api/domains`. */
export const parseDomains = (data: unknown): Domain[] => parseReply(v.array(DomainSchema), 'domains', data);
/** `GET /api/teachings`. */
export const parseTeachings = (data: unknown): Teaching[] => parseReply(v.array(TeachingSchema), 'teachings', data);
/** `POST /api/teachings`. */
export const parseTeaching = (data: unknown): Teaching => parseReply(TeachingSchema, 'createTeaching', data);
/** `GET /api/stats`. */
export const parseStats = (data: unknown): Stat[] => parseReply(v.array(StatSchema), 'stats', data);

/** `GET /api/subscriptions/status` (flat or nested reading; see `SubscriptionStatusSchema`). */
export const parseSubscriptionStatus = (data: unknown): SubscriptionStatus =>
  parseReply(SubscriptionStatusSchema, 'subscriptionStatus', data);
/** `POST /api/subscriptions/record-usage`. */
export const parseRecordUsageReply = (data: unknown): RecordUsageReply =>
  parseReply(RecordUsageReplySchema, 'recordUsage', data);

/** `POST /api/feedback`. */
export const parseFeedbackReply = (data: unknown): FeedbackReply => parseReply(FeedbackReplySchema, 'feedback', data);
/** `GET /api/user/home-synopsis`. */
export const parseHomeSynopsis = (data: unknown): HomeSynopsis => parseReply(HomeSynopsisSchema, 'homeSynopsis', data);
/** `GET /api/notifications/settings` and the reply of `PUT`. */
export const parseNotificationSettings = (data: unknown, method: 'GET' | 'PUT' = 'GET'): NotificationSettings =>
  parseReply(NotificationSettingsSchema, `${method} /api/notifications/settings`, data);

/** `GET /api/notifications` and the replies of the mark-read calls (the list as it now is). */
export const parseNoticeList = (data: unknown, method: 'GET' | 'POST' = 'GET'): NoticeList =>
  parseReply(NoticeListSchema, `${method} /api/notifications`, data);

/** `GET /api/preferences` and the reply of `PUT` (named by method and path: not a spec 7 call). */
export const parsePreferences = (data: unknown, method: 'GET' | 'PUT' = 'GET'): Preferences =>
  parseReply(PreferencesSchema, `${method} /api/preferences`, data);

/** `GET /api/user/profile` and the reply of `PUT` (named by method and path: not a spec 7 call). */
export const parseProfile = (data: unknown, method: 'GET' | 'PUT' = 'GET'): Profile =>
  parseReply(ProfileSchema, `${method} /api/user/profile`, data);
/** `GET /api/tts/voices`. */
export const parseVoiceList = (data: unknown): VoiceList => parseReply(VoiceListSchema, 'voices', data);

/**
 * The `{ message, errors }` of a failed log-in or registration (spec 7, 8), or `null` when the
 * error is not such a reply. `errors` is always an array.
 */
export function authErrorOf(error: unknown): AuthErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  const result = v.safeParse(AuthErrorBodySchema, error.data);
  return result.success ? result.output : null;
}
