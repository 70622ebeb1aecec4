// @app/contract: the API contract of spec sections 3 and 7 (schemas, types, the tier table, the
// request layer and the query rules). Explicit, grouped exports; `exports.test.ts` snapshots them.

// Calls and the request layer
export { apiPaths, type Endpoint, type EndpointName, endpointLabel, endpoints } from './endpoints';
export {
  ApiError,
  ContractError,
  createAbortError,
  isAbortError,
  isUnauthorizedError,
  limitReachedOf,
  NetworkError,
  serverMessageOf,
  TimeoutError,
} from './errors';
export { clearUserCache, isUserScopedKey, logoutKeys, userScopedWords } from './logout';
// Catalog
export { assistantName, type ContractMessages, contractMessages } from './messages';
export {
  analyticsEventMutationOptions,
  createConversationMutationOptions,
  createTeachingMutationOptions,
  createTtsFetcher,
  feedbackMutationOptions,
  type LogoutResult,
  loginMutationOptions,
  logoutMutationOptions,
  mutationKeys,
  recordUsageMutationOptions,
  registerMutationOptions,
  type SendMessageVariables,
  sendMessageMutationOptions,
  type TtsResult,
  type TtsVariables,
  ttsMutationOptions,
  updateProfileMutationKey,
  updateProfileMutationOptions,
} from './mutations';
// Parsing
export {
  authErrorOf,
  parseConversation,
  parseCurrentUser,
  parseDomains,
  parseFeedbackReply,
  parseHomeSynopsis,
  parseLimitReached,
  parseLoginReply,
  parseMessages,
  parseProfile,
  parseRecordUsageReply,
  parseRegisterReply,
  parseReply,
  parseSendMessageResult,
  parseStats,
  parseSubscriptionStatus,
  parseTeaching,
  parseTeachings,
  parseVoiceList,
} from './parse';
export {
  currentUserQueryOptions,
  domainsQueryOptions,
  homeSynopsisQueryOptions,
  messagesQueryOptions,
  profileQueryOptions,
  queryKeys,
  type SubscriptionStatusQueryParams,
  type SubscriptionStatusReader,
  statsQueryOptions,
  subscriptionStatusQueryOptions,
  teachingsQueryOptions,
  voicesQueryOptions,
  withStatusFallback,
} from './queries';
// Query rules
export {
  type CreateQueryClientOptions,
  createDefaultQueryFn,
  createQueryClient,
  queryTimings,
  retryDelay,
  shouldRetryRead,
  shouldRetryWrite,
} from './queryClient';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  defaultApiClient,
  type HttpMethod,
  type RequestOptions,
  requestTimeoutMs,
} from './request';
export { hasRole, isRole, normaliseRole, type Role, roles } from './roles';
// Schemas and types
export {
  type AnalyticsEvent,
  AnalyticsEventSchema,
  type AnalyticsEventType,
  analyticsEventTypes,
} from './schemas/analytics';
export {
  type AuthErrorBody,
  AuthErrorBodySchema,
  CurrentUserSchema,
  type FieldError,
  isEmailAddress,
  type LoginInput,
  LoginInputSchema,
  type RegisterInput,
  RegisterInputSchema,
  RoleSchema,
  type User,
  type UserInput,
  UserSchema,
} from './schemas/auth';
export {
  type AssistantFailureReply,
  AssistantFailureReplySchema,
  type Conversation,
  ConversationSchema,
  type DailyPlannerContext,
  DailyPlannerContextSchema,
  type DailyPlannerData,
  DailyPlannerDataSchema,
  type LimitInfo,
  LimitInfoSchema,
  type LimitReachedBody,
  LimitReachedBodySchema,
  type Message,
  type MessageInput,
  MessageSchema,
  type OptimisticMessage,
  type SendMessageInput,
  SendMessageInputSchema,
  type SendMessageReply,
  SendMessageReplySchema,
  type SendMessageResult,
  type SendUsage,
  SendUsageSchema,
} from './schemas/chat';
export { CountSchema, type Id, IdSchema, IsoTimeSchema, TextSchema } from './schemas/common';
export {
  type FeedbackInput,
  FeedbackInputSchema,
  type FeedbackReply,
  FeedbackReplySchema,
  type FeedbackValue,
  feedbackValues,
} from './schemas/feedback';
export {
  type CreateTeachingInput,
  CreateTeachingInputSchema,
  type Domain,
  DomainSchema,
  type Stat,
  StatSchema,
  type Teaching,
  TeachingSchema,
} from './schemas/knowledge';
export {
  BirthDateSchema,
  type BirthPlace,
  BirthPlaceSchema,
  BirthTimeSchema,
  earliestBirthYear,
  emptyProfile,
  type Interest,
  InterestSchema,
  maxOnboardingStep,
  type OnboardingStatus,
  onboardingStatuses,
  type Profile,
  type ProfileInput,
  ProfileSchema,
  type ProfileUpdate,
  ProfileUpdateSchema,
} from './schemas/profile';
export {
  type RecordUsageReply,
  RecordUsageReplySchema,
  type StatusUsage,
  StatusUsageSchema,
  type SubscriptionDetails,
  SubscriptionDetailsSchema,
  type SubscriptionStatus,
  type SubscriptionStatusInput,
  SubscriptionStatusSchema,
  subscriptionStatusFallback,
  type UsageLimit,
} from './schemas/subscription';
export {
  type HomeSynopsis,
  HomeSynopsisSchema,
  type SynopsisHighlight,
  SynopsisHighlightSchema,
} from './schemas/synopsis';
export { TierNameSchema } from './schemas/tier';
export { type TtsInput, TtsInputSchema, type Voice, type VoiceList, VoiceListSchema } from './schemas/tts';
export { computeStats } from './stats';
// Tiers and roles
export {
  type AccessSubject,
  allowedDomains,
  type Billing,
  canAccessTierRoute,
  canLoadSynopsis,
  canSeeAstrologyLink,
  canUseVoice,
  type DomainName,
  hasTierAccess,
  isLimitReached,
  isTier,
  isUnlimitedTier,
  promptsRemaining,
  synopsisTiers,
  type Tier,
  type TierConfig,
  type TierLimits,
  type TierName,
  type TierOffer,
  type TierRoute,
  tierConfig,
  tierLabel,
  tierOffers,
  tierRoutes,
  tiers,
  tierTable,
  unlimitedTierAlias,
} from './tiers';
