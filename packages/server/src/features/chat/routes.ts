// The chat's HTTP calls: each reads its request, calls the service and replies.
import {
  AssistantFailureReplySchema,
  allowanceOf,
  ConversationListSchema,
  ConversationSchema,
  ConversationSummarySchema,
  conversationPageSize,
  conversationSearchMaxLength,
  conversationTitleMaxLength,
  hasControlCharacters,
  MessageSchema,
  parseConversationCursor,
  RecordUsageReplySchema,
  RenameConversationInputSchema,
  SendMessageInputSchema,
  SendMessageReplySchema,
  StreamDeltaSchema,
  StreamErrorSchema,
  streamKeepAliveMs,
  usageOf,
} from '@app/contract';
import { crisisRegionOf } from '@app/contract/crisisDirectory';
import type { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import * as v from 'valibot';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { idParam, ReplyContractError, readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { messageOf } from './repository';
import { type ChatService, createChatService, type Turn, type TurnRequest } from './service';

const text = serverMessages.chat;

/** The server's rule for a title, with its message, on top of the contract's shape. */
const RenameRulesSchema = v.object(
  {
    title: v.pipe(
      v.string(text.titleRule(conversationTitleMaxLength)),
      v.trim(),
      v.nonEmpty(text.titleRule(conversationTitleMaxLength)),
      v.maxLength(conversationTitleMaxLength, text.titleRule(conversationTitleMaxLength)),
    ),
  },
  text.titleRule(conversationTitleMaxLength),
);

function badQuery(field: string, message: string): HttpError {
  return new HttpError(400, { message, errors: [{ field, message }] });
}

/** Whether the caller asked for the reply as server-sent events. */
function wantsEventStream(c: AppContext): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes('text/event-stream');
}

/** One event of a streamed reply, checked against its contract schema first (a mismatch is a server bug). */
async function writeEvent<S extends v.GenericSchema>(
  c: AppContext,
  stream: SSEStreamingApi,
  event: string,
  schema: S,
  data: v.InferInput<S>,
): Promise<void> {
  const result = v.safeParse(schema, data);
  if (!result.success)
    throw new ReplyContractError(c.req.method, `${c.req.path} (event: ${event})`, v.summarize(result.issues));
  await stream.writeSSE({ event, data: JSON.stringify(data) });
}

/**
 * A counted turn answered as server-sent events: `user`, `delta`*, then `done` or `error`. When the
 * client goes away, the provider is aborted and what was streamed is stored (the service does).
 */
function streamTurn(c: AppContext, deps: Deps, chat: ChatService, turn: Turn): Response {
  const response = streamSSE(c, async (stream) => {
    const stop = new AbortController();
    const onStop = () => stop.abort(new Error('the client closed the stream'));
    stream.onAbort(onStop);
    const request = c.req.raw.signal;
    if (request.aborted) onStop();
    else request.addEventListener('abort', onStop, { once: true });
    const heartbeat = setInterval(() => {
      void stream.write(': keep-alive\n\n');
    }, streamKeepAliveMs);
    try {
      await writeEvent(c, stream, 'user', MessageSchema, messageOf(turn.question));
      const result = await chat.answerStreamed(turn, {
        signal: stop.signal,
        onDelta: (text) => writeEvent(c, stream, 'delta', StreamDeltaSchema, { text }),
      });
      if (result.outcome === 'sent') {
        await writeEvent(c, stream, 'done', SendMessageReplySchema, result.reply);
      } else if (result.outcome === 'assistantFailed') {
        await writeEvent(c, stream, 'error', StreamErrorSchema, {
          message: result.reply.aiResponse.content,
          aiResponse: result.reply.aiResponse,
        });
      }
      // Stopped: nobody is reading any more.
    } catch (error) {
      deps.logger.error('send: the stream failed', { error, requestId: c.get('requestId'), userId: turn.user.id });
      if (!stop.signal.aborted) {
        await stream.writeSSE({ event: 'error', data: JSON.stringify({ message: text.streamFailed }) });
      }
    } finally {
      clearInterval(heartbeat);
      request.removeEventListener('abort', onStop);
    }
  });
  // Nothing between us and the reader may hold the events back (proxies, caches, compression).
  response.headers.set('Cache-Control', 'no-cache, no-transform');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}

/** A send or a regenerate: counted first (errors answer as JSON), then answered as JSON or as a stream. */
async function answerTurn(
  c: AppContext,
  deps: Deps,
  chat: ChatService,
  user: SessionUser,
  conversationId: number,
  request: TurnRequest,
): Promise<Response> {
  // The person's country, for the help a crisis reply gives (their browser's languages, e.g. en-GB).
  const region = crisisRegionOf(c.req.header('accept-language'), deps.crisisDirectory);
  const turn = await chat.startTurn(user, conversationId, request, { region });
  if (wantsEventStream(c)) return streamTurn(c, deps, chat, turn);
  const result = await chat.answer(turn, c.req.raw.signal);
  switch (result.outcome) {
    case 'stopped':
      return new Response(null, { status: 499 });
    case 'assistantFailed':
      return replyJson(c, AssistantFailureReplySchema, result.reply, 500);
    case 'sent':
      return replyJson(c, SendMessageReplySchema, result.reply, 201);
  }
}

export function chatRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const chat = createChatService(deps);

  app.post('/api/conversations', async (c) => {
    const user = requireUser(c);
    return replyJson(c, ConversationSchema, await chat.createConversation(user), 201);
  });

  /** The person's conversations, newest activity first; `?q=` searches, `?before=` pages. */
  app.get('/api/conversations', async (c) => {
    const user = requireUser(c);
    const search = (c.req.query('q') ?? '').trim();
    if (hasControlCharacters(search)) throw badQuery('q', serverMessages.common.controlCharacters);
    if (search.length > conversationSearchMaxLength) {
      throw badQuery('q', text.searchTooLong(conversationSearchMaxLength));
    }
    const cursor = c.req.query('before');
    const before = cursor ? parseConversationCursor(cursor) : null;
    if (cursor && !before) throw badQuery('before', text.badCursor);
    const list = await chat.listConversations(user, {
      ...(search ? { search } : {}),
      ...(before ? { before } : {}),
      limit: conversationPageSize,
    });
    return replyJson(c, ConversationListSchema, list);
  });

  app.patch('/api/conversations/:id', async (c) => {
    const user = requireUser(c);
    const conversationId = idParam(c, 'id', text.conversationNotFound);
    const input = parseInput(RenameConversationInputSchema, await readJson(c, RenameRulesSchema));
    return replyJson(c, ConversationSummarySchema, await chat.renameConversation(user, conversationId, input.title));
  });

  app.delete('/api/conversations/:id', async (c) => {
    const user = requireUser(c);
    const conversationId = idParam(c, 'id', text.conversationNotFound);
    await chat.deleteConversation(user, conversationId);
    return c.body(null, 204);
  });

  app.get('/api/conversations/:id/messages', async (c) => {
    const user = requireUser(c);
    const conversationId = idParam(c, 'id', text.conversationNotFound);
    return replyJson(c, v.array(MessageSchema), await chat.listMessages(user, conversationId));
  });

  app.post('/api/conversations/:id/messages', async (c) => {
    const user = requireUser(c);
    const conversationId = idParam(c, 'id', text.conversationNotFound);
    const input = await readJson(c, SendMessageInputSchema);
    return answerTurn(c, deps, chat, user, conversationId, {
      kind: 'send',
      content: input.content,
      dailyPlannerContext: input.dailyPlannerContext,
      ...(input.editOf !== undefined ? { editOf: input.editOf } : {}),
    });
  });

  /** A new reply to the last question, in place of the replies after it: a new provider call, counted. */
  app.post('/api/conversations/:id/regenerate', async (c) => {
    const user = requireUser(c);
    const conversationId = idParam(c, 'id', text.conversationNotFound);
    return answerTurn(c, deps, chat, user, conversationId, { kind: 'regenerate' });
  });

  /**
   * Spec 7 calls this after each prompt. The send already counted it, so this never counts again:
   * it acknowledges and answers today's usage.
   */
  app.post('/api/subscriptions/record-usage', async (c) => {
    const user = requireUser(c);
    const used = c.get('promptsToday');
    return replyJson(c, RecordUsageReplySchema, {
      success: true,
      message: text.usageAcknowledged,
      ...usageOf(allowanceOf(user), used),
    });
  });
}
