import {
  type ConversationSummary,
  type Message,
  RenameConversationInputSchema,
  type SendMessageReply,
  type SendUsage,
  type TierName,
} from '@app/contract';
import { delay, HttpResponse, type PathParams, type RequestHandler } from 'msw';
import * as v from 'valibot';
import {
  apology,
  assistantFailure,
  conversation,
  conversationHistory,
  conversationList,
  coreUsage,
  messages as fixtureMessages,
  limitReachedBody,
  regeneratedReply,
  sendReply,
  splitReply,
  streamFailedMessage,
} from '../fixtures';
import { chatErrors, conversationPage, notFound } from './conversationList';
import { defineScenarios, type EndpointMock } from './scenarios';
import { eventStreamResponse, replyEvents, type StreamEvent, wantsEventStream } from './stream';

async function contentOf(request: Request): Promise<string> {
  const body = (await request.json().catch(() => ({}))) as { content?: unknown };
  return typeof body.content === 'string' ? body.content : '';
}

const idOf = (params: PathParams) => Number(params.id);

/** The next id after a conversation's messages (a new message sorts after them). */
const freshId = (list: readonly Message[]) => (list.length ? Math.max(...list.map((message) => message.id)) + 1 : 201);

const lastQuestionOf = (list: readonly Message[]) => list.findLast((message) => message.isUserMessage);

const groupByConversation = (list: readonly Message[]) => {
  const groups = new Map<number, Message[]>();
  for (const message of list)
    groups.set(message.conversationId, [...(groups.get(message.conversationId) ?? []), message]);
  return groups;
};

/** The messages of the fixture conversations, by conversation. */
const fixtureHistory = new Map(conversationHistory.map((entry) => [entry.conversation.id, entry.messages]));

/** How a send or a regenerate answers with its reply. */
type Answer = (request: Request, reply: SendMessageReply) => Response | Promise<Response>;

export interface StreamingOptions {
  /** The pieces of the reply, in order; the reply is their concatenation. @default the canned reply in pieces */
  pieces?: readonly string[];
  /** Milliseconds between two events. */
  delayMs?: number;
}

const withContent = (reply: SendMessageReply, content: string): SendMessageReply => ({
  ...reply,
  aiResponse: { ...reply.aiResponse, content },
});

const deltas = (pieces: readonly string[]) => pieces.map((text): StreamEvent => ({ event: 'delta', data: { text } }));

/** The whole reply: 201 JSON, or (asked with `Accept: text/event-stream`) streamed `delayMs` a piece. */
const answerWhole =
  ({ pieces, delayMs = 0 }: StreamingOptions = {}): Answer =>
  (request, reply) => {
    const whole = pieces ? withContent(reply, pieces.join('')) : reply;
    if (!wantsEventStream(request)) return HttpResponse.json(whole, { status: 201 });
    return eventStreamResponse(replyEvents(whole, pieces ? [...pieces] : undefined), {
      delayMs,
      signal: request.signal,
    });
  };

/** Some pieces, then `event: error` (with the stored apology unless `apology` is false). */
const answerFailing =
  ({ pieces, delayMs = 0, apology: withApology = true }: StreamingOptions & { apology?: boolean }): Answer =>
  (request, reply) => {
    const sorry: Message = { ...reply.aiResponse, content: apology };
    if (!wantsEventStream(request)) {
      return withApology
        ? HttpResponse.json({ userMessage: reply.userMessage, aiResponse: sorry }, { status: 500 })
        : HttpResponse.json({ message: streamFailedMessage }, { status: 500 });
    }
    const shown = pieces ?? splitReply(reply.aiResponse.content, 6).slice(0, 3);
    const events: StreamEvent[] = [
      { event: 'user', data: reply.userMessage },
      ...deltas(shown),
      {
        event: 'error',
        data: withApology ? { message: streamFailedMessage, aiResponse: sorry } : { message: streamFailedMessage },
      },
    ];
    return eventStreamResponse(events, { delayMs, signal: request.signal });
  };

/** The question and the first piece(s), then nothing more until the client aborts. */
const answerHeld =
  ({
    pieces,
    delayMs = 0,
    onStopped,
  }: StreamingOptions & { onStopped?: (reply: SendMessageReply, shown: string) => void }): Answer =>
  async (request, reply) => {
    // A JSON send has nothing to show while it grows: it never answers.
    if (!wantsEventStream(request)) await delay('infinite');
    const shown = pieces ?? splitReply(reply.aiResponse.content, 6).slice(0, 1);
    // Kept at once, as the server keeps them once the client stops: a mocked worker in the browser
    // does not see the client's abort, and a held stream ends only that way.
    onStopped?.(reply, shown.join(''));
    return eventStreamResponse([{ event: 'user', data: reply.userMessage }, ...deltas(shown)], {
      delayMs,
      hold: true,
      signal: request.signal,
    });
  };

interface ChatMockOptions {
  /** The messages of a conversation `history` does not hold. */
  messages?: Message[];
  /** The messages of each conversation, by id. */
  history?: ReadonlyMap<number, readonly Message[]>;
  usage?: SendUsage;
  conversations?: readonly ConversationSummary[];
  answer?: Answer;
}

const chatMocks = ({
  messages = fixtureMessages,
  history = fixtureHistory,
  usage = coreUsage,
  conversations = conversationList,
  answer = answerWhole(),
}: ChatMockOptions = {}) => {
  const messagesOf = (id: number) => history.get(id) ?? messages;
  const summaryOf = (params: PathParams) => conversations.find((summary) => summary.id === idOf(params));
  return {
    createConversation: { success: () => HttpResponse.json(conversation, { status: 201 }) },
    listConversations: {
      success: ({ request }) => conversationPage(request, conversations, (id) => history.get(id) ?? []),
      empty: () => HttpResponse.json([]),
    },
    renameConversation: {
      success: async ({ request, params }) => {
        const found = summaryOf(params);
        if (!found) return notFound();
        const parsed = v.safeParse(RenameConversationInputSchema, await request.json().catch(() => null));
        if (!parsed.success) return HttpResponse.json({ message: chatErrors.badTitle }, { status: 400 });
        return HttpResponse.json({ ...found, title: parsed.output.title });
      },
    },
    deleteConversation: {
      success: ({ params }) => (summaryOf(params) ? new HttpResponse(null, { status: 204 }) : notFound()),
    },
    listMessages: {
      success: ({ params }) => HttpResponse.json(messagesOf(idOf(params))),
      empty: () => HttpResponse.json([]),
    },
    sendMessage: {
      success: async ({ request, params }) => {
        const held = messagesOf(idOf(params));
        const user = freshId(held);
        const conversationId = Number.isSafeInteger(idOf(params)) ? idOf(params) : conversation.id;
        return answer(request, sendReply(await contentOf(request), usage, { user, ai: user + 1 }, conversationId));
      },
      failures: {
        handledError: async ({ request }) =>
          HttpResponse.json(assistantFailure(await contentOf(request)), { status: 500 }),
      },
    },
    regenerateReply: {
      success: ({ request, params }) => {
        const held = messagesOf(idOf(params));
        const question = lastQuestionOf(held);
        if (!question) return HttpResponse.json({ message: chatErrors.nothingToRegenerate }, { status: 409 });
        return answer(request, regeneratedReply(question, usage, freshId(held)));
      },
      failures: {
        handledError: ({ params }) => {
          const held = messagesOf(idOf(params));
          const failure = assistantFailure();
          const question = lastQuestionOf(held) ?? failure.userMessage;
          return HttpResponse.json(
            {
              userMessage: question,
              aiResponse: { ...failure.aiResponse, id: freshId(held), conversationId: question.conversationId },
            },
            { status: 500 },
          );
        },
      },
    },
  } satisfies Record<string, EndpointMock>;
};

/** The 429 and the handled 500 concern sends and regenerates: by default they apply to those only. */
const sendOnly = {
  limitReached: ['sendMessage', 'regenerateReply'],
  handledError: ['sendMessage', 'regenerateReply'],
} as const;

/**
 * The chat calls: `POST /api/conversations`, the list (`GET`, with `?q=` and `?before=`), rename
 * (`PATCH`) and delete (`DELETE /api/conversations/{id}`), the messages (`GET` and `POST
 * /api/conversations/{id}/messages`) and `POST /api/conversations/{id}/regenerate`. A send or a
 * regenerate that asks for `text/event-stream` gets its reply streamed (DECISIONS "Streaming").
 * E.g. `chatHandlers.limitReached()` (429 with limit info on send and regenerate),
 * `chatHandlers.handledError()` (the apology), `chatHandlers.unauthorized('createConversation')`
 * (session expired on start), `chatHandlers.empty('listConversations')` (no conversations yet).
 */
export const chatHandlers = {
  ...defineScenarios(chatMocks(), sendOnly),
  /** Every conversation holds `messages`; sends report `usage`. */
  withMessages: (messages: Message[], usage: SendUsage = coreUsage): RequestHandler[] =>
    defineScenarios(chatMocks({ messages, history: new Map(), usage })).success(),
  /** The daily limit of a tier is reached: sends and regenerates answer 429 with that tier's limit info. */
  dailyLimit: (tier: TierName = 'free', limit = 1): RequestHandler[] => {
    const limited: EndpointMock = {
      success: () => HttpResponse.json(limitReachedBody(tier, limit), { status: 429 }),
    };
    return defineScenarios({ ...chatMocks(), sendMessage: limited, regenerateReply: limited }).success();
  },
  /**
   * `GET /api/conversations` answers pages of `list` (default: the twelve fixture conversations):
   * newest activity first, `?q=` matching titles and `messages` (default: the fixture
   * conversations' messages), `?before=` paging by `conversationCursor`. Rename answers the renamed
   * summary and delete 204 for a conversation of `list`, 404 for another id; the list itself does not
   * change (use `createMemoryBackend` for that).
   */
  conversations: (
    list: readonly ConversationSummary[] = conversationList,
    { messages }: { messages?: Message[] } = {},
  ): RequestHandler[] =>
    defineScenarios(
      chatMocks({ conversations: list, ...(messages ? { history: groupByConversation(messages) } : {}) }),
    ).success(),
  /**
   * A send or regenerate asking for a stream gets `event: user`, then `pieces` (default: the canned
   * reply in eight pieces) `delayMs` apart (default 150 ms), then `event: done` whose reply is their
   * concatenation. Without the header, the same reply as JSON.
   */
  streaming: ({ pieces, delayMs = 150 }: StreamingOptions = {}): RequestHandler[] =>
    defineScenarios(
      chatMocks({
        answer: (request, reply) =>
          answerWhole({ pieces: pieces ?? splitReply(reply.aiResponse.content, 8), delayMs })(request, reply),
      }),
    ).success(),
  /**
   * A streamed reply that fails mid-way: `pieces` (default: the first few words) `delayMs` apart,
   * then `event: error` with the stored apology as `aiResponse` (or, with `apology: false`, only a
   * message: the client's `StreamFailedError`). Without the header, the handled 500 (or a 500).
   */
  streamFailsMidway: ({
    pieces,
    delayMs = 150,
    apology: withApology = true,
  }: StreamingOptions & { apology?: boolean } = {}): RequestHandler[] =>
    defineScenarios(chatMocks({ answer: answerFailing({ pieces, delayMs, apology: withApology }) })).success(),
  /**
   * A streamed reply that keeps growing: `event: user` and `pieces` (default: the first words),
   * then the stream stays open until the client aborts (Stop). Without the header, never answers.
   */
  streamHeld: ({ pieces, delayMs = 0 }: StreamingOptions = {}): RequestHandler[] => {
    // As the server does once the client stops: the question and what was shown (marked stopped)
    // are kept, so a later read of the conversation has them.
    const kept = new Map<number, readonly Message[]>(fixtureHistory);
    const onStopped = (reply: SendMessageReply, shown: string) => {
      const id = reply.userMessage.conversationId;
      const stopped = shown ? [{ ...reply.aiResponse, content: shown, stopped: true }] : [];
      kept.set(id, [...(kept.get(id) ?? fixtureMessages), reply.userMessage, ...stopped]);
    };
    return defineScenarios(chatMocks({ history: kept, answer: answerHeld({ pieces, delayMs, onStopped }) })).success();
  },
};
