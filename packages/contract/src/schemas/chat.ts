import * as v from 'valibot';
import { CrisisSupportSchema } from '../crisis';
import { CountSchema, IdSchema, IsoTimeSchema, TextSchema } from './common';
import { TierNameSchema } from './tier';

/** Spec 3 `Conversation`: the whole object returned by creation is kept as the active one. */
export const ConversationSchema = v.object({
  id: IdSchema,
  title: v.nullish(v.string()),
  createdAt: v.nullish(IsoTimeSchema),
});
export type Conversation = v.InferOutput<typeof ConversationSchema>;

/**
 * Spec 3 `Message`. Readings differ on the time field: `timestamp` (most screens) or `sentAt` (one
 * screen); either is accepted and the output always has `timestamp` (DECISIONS "Message send reply").
 */
export const MessageSchema = v.pipe(
  v.object({
    id: IdSchema,
    conversationId: IdSchema,
    content: v.string(),
    isUserMessage: v.boolean(),
    timestamp: v.optional(IsoTimeSchema),
    sentAt: v.optional(IsoTimeSchema),
    /** A reply cut short by Stop: what was shown before it, kept as it was (DECISIONS "Streaming"). */
    stopped: v.optional(v.boolean()),
    /**
     * A crisis reply (DECISIONS "Care"): the help to show as a card with links, in place of the
     * markdown `content` (which says the same in words, for readers that do not know the card).
     */
    crisis: v.optional(CrisisSupportSchema),
    /** Which persona wrote a reply, and which published version of it (the chat shows the name). */
    persona: v.optional(v.object({ name: v.string(), version: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { timestamp, sentAt, ...rest } = dataset.value;
    const time = timestamp ?? sentAt;
    if (time === undefined) {
      addIssue({
        message: 'a message needs a timestamp (or sentAt)',
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'timestamp', value: undefined }],
      });
      return NEVER;
    }
    return { ...rest, timestamp: time };
  }),
);
export type Message = v.InferOutput<typeof MessageSchema>;
export type MessageInput = v.InferInput<typeof MessageSchema>;

/** A message shown before the server stored it (spec 3): its id is the send time in milliseconds. */
export type OptimisticMessage = Message & { temp: true };

/** The daily planner's data sent with "ask about my day" (spec 4). */
export const DailyPlannerDataSchema = v.object({
  date: v.string(),
  generalEnergy: v.string(),
  keywords: v.array(v.string()),
  dos: v.array(v.string()),
  donts: v.array(v.string()),
  careerInsight: v.string(),
  todaysHighlights: v.array(
    v.object({
      message: v.string(),
      category: v.string(),
      icon: v.string(),
      intensity: v.picklist(['high', 'medium', 'low']),
    }),
  ),
});
export type DailyPlannerData = v.InferOutput<typeof DailyPlannerDataSchema>;

/** Spec 3, 4: the optional context of a send. */
export const DailyPlannerContextSchema = v.object({
  isDailyPlannerRequest: v.literal(true),
  dailyPlannerData: DailyPlannerDataSchema,
});
export type DailyPlannerContext = v.InferOutput<typeof DailyPlannerContextSchema>;

/** `POST /api/conversations/{id}/messages` body (spec 7). */
export const SendMessageInputSchema = v.object({
  content: TextSchema,
  isUserMessage: v.literal(true),
  dailyPlannerContext: v.optional(DailyPlannerContextSchema),
  /**
   * Edit and resend: the id of the conversation's last question. It and the replies after it are
   * replaced by this question and a new reply (409 when it is not the last question).
   */
  editOf: v.optional(IdSchema),
});
export type SendMessageInput = v.InferOutput<typeof SendMessageInputSchema>;

/** The usage that comes with a sent message (DECISIONS "Message send reply"). */
export const SendUsageSchema = v.object({
  promptsUsed: CountSchema,
  promptLimit: CountSchema,
  promptsRemaining: CountSchema,
  limitExceeded: v.boolean(),
  currentTier: TierNameSchema,
});
export type SendUsage = v.InferOutput<typeof SendUsageSchema>;

/** `201 { userMessage, aiResponse, usage }` (DECISIONS "Message send reply"). */
export const SendMessageReplySchema = v.object({
  userMessage: MessageSchema,
  aiResponse: MessageSchema,
  usage: SendUsageSchema,
});
export type SendMessageReply = v.InferOutput<typeof SendMessageReplySchema>;

/**
 * The handled 500 (spec 8; DECISIONS): the user's message was stored and `aiResponse` is a short
 * apology. The request layer returns it instead of raising.
 */
export const AssistantFailureReplySchema = v.object({
  userMessage: MessageSchema,
  aiResponse: MessageSchema,
});
export type AssistantFailureReply = v.InferOutput<typeof AssistantFailureReplySchema>;

/** What a send gives the caller: a reply, or the handled failure with its apology. */
export type SendMessageResult =
  | ({ outcome: 'sent' } & SendMessageReply)
  | ({ outcome: 'assistantFailed' } & AssistantFailureReply);

/** `limitInfo` of the 429 (DECISIONS "Daily limit"): `resetsAt` is the next UTC midnight. */
export const LimitInfoSchema = v.object({
  tier: TierNameSchema,
  limit: CountSchema,
  used: CountSchema,
  resetsAt: IsoTimeSchema,
});
export type LimitInfo = v.InferOutput<typeof LimitInfoSchema>;

/** The 429 body of a send: `{ message, limitInfo }` (spec 7; DECISIONS). */
export const LimitReachedBodySchema = v.object({
  message: v.string(),
  limitInfo: LimitInfoSchema,
});
export type LimitReachedBody = v.InferOutput<typeof LimitReachedBodySchema>;

/** A conversation as the list shows it (DECISIONS "Conversations"). */
export const ConversationSummarySchema = v.object({
  id: IdSchema,
  /** From the first question (about 60 characters, cut at a word) until renamed; null before it. */
  title: v.nullable(v.string()),
  createdAt: IsoTimeSchema,
  /** The last activity: the newest message, or the creation. */
  updatedAt: IsoTimeSchema,
  messageCount: CountSchema,
});
export type ConversationSummary = v.InferOutput<typeof ConversationSummarySchema>;

/** `GET /api/conversations`: the user's own conversations, newest activity first. */
export const ConversationListSchema = v.array(ConversationSummarySchema);

/** The longest title a person may give a conversation. */
export const conversationTitleMaxLength = 120;

/** The longest search (`?q=`) of the conversation list. */
export const conversationSearchMaxLength = 200;

/** `PATCH /api/conversations/{id}` body. */
export const RenameConversationInputSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(conversationTitleMaxLength)),
});
export type RenameConversationInput = v.InferOutput<typeof RenameConversationInputSchema>;

/** `event: delta` of a streamed reply: the next piece of text. */
export const StreamDeltaSchema = v.object({ text: v.string() });

/** `event: error` of a streamed reply: what went wrong, and the stored apology when there is one. */
export const StreamErrorSchema = v.object({
  message: v.string(),
  aiResponse: v.optional(MessageSchema),
});
export type StreamError = v.InferOutput<typeof StreamErrorSchema>;

/** The events of a streamed send, in order: `user`, `delta`*, then `done` or `error`. */
export type SendStreamEvent =
  | { event: 'user'; data: Message }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: SendMessageReply }
  | { event: 'error'; data: StreamError };
