import {
  AssistantFailureReplySchema,
  ConversationSchema,
  LimitReachedBodySchema,
  MessageSchema,
  RecordUsageReplySchema,
  SendMessageInputSchema,
  SendMessageReplySchema,
  type SendUsage,
} from '@app/contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AssistantTurn } from '../assistant';
import { requireUser } from '../auth/session';
import type { AppEnv, Deps, SessionUser } from '../context';
import type { Queryable } from '../db/storage';
import { HttpError } from '../http/errors';
import { idParam, readJson, replyJson } from '../http/reply';
import { serverMessages } from '../messages';
import { type Allowance, allowanceOf, nextUtcMidnight, usageOf, utcDay } from '../usage';
import { loadProfile } from './profile';

const text = serverMessages.chat;

/** How many earlier turns Selene reads (the newest ones). */
const historyTurns = 40;
/** How long Selene may take before the send answers with the apology. */
const assistantTimeoutMs = 60_000;

interface MessageRow {
  id: number;
  conversation_id: number;
  content: string;
  is_user_message: boolean;
  created_at: Date;
}

const messageReply = (row: MessageRow) => ({
  id: row.id,
  conversationId: row.conversation_id,
  content: row.content,
  isUserMessage: row.is_user_message,
  timestamp: new Date(row.created_at).toISOString(),
});

const messageColumns = 'id, conversation_id, content, is_user_message, created_at';

/** Today's prompts of a user. */
export async function promptsUsedToday(db: Queryable, userId: number, now: Date): Promise<number> {
  const rows = await db.query<{ prompts: number }>('SELECT prompts FROM daily_usage WHERE user_id = $1 AND day = $2', [
    userId,
    utcDay(now),
  ]);
  return rows[0]?.prompts ?? 0;
}

/** The 429 of a reached limit: `{ message, limitInfo: { tier, limit, used, resetsAt } }`. */
function limitReached(allowance: Allowance, used: number, now: Date): HttpError {
  const resetsAt = nextUtcMidnight(now);
  const body = {
    message: allowance.limit === 1 ? text.dailyLimitOne : text.dailyLimit(allowance.limit),
    limitInfo: { tier: allowance.tier, limit: allowance.limit, used, resetsAt: resetsAt.toISOString() },
  };
  if (!v.is(LimitReachedBodySchema, body)) throw new Error('429 body does not match the contract');
  return new HttpError(429, body, { 'Retry-After': String(Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)) });
}

async function ownConversation(db: Queryable, user: SessionUser, conversationId: number): Promise<void> {
  const rows = await db.query('SELECT 1 FROM conversations WHERE id = $1 AND user_id = $2', [conversationId, user.id]);
  // Another user's conversation answers exactly like a missing one.
  if (rows.length === 0) throw new HttpError(404, { message: text.conversationNotFound });
}

export function chatRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/conversations', async (c) => {
    const user = requireUser(c);
    const [row] = await deps.storage.query<{ id: number; title: string | null; created_at: Date }>(
      'INSERT INTO conversations (user_id, created_at) VALUES ($1, $2) RETURNING id, title, created_at',
      [user.id, deps.now()],
    );
    if (!row) throw new Error('insert returned no row');
    return replyJson(
      c,
      ConversationSchema,
      { id: row.id, title: row.title, createdAt: new Date(row.created_at).toISOString() },
      201,
    );
  });

  app.get('/api/conversations/:id/messages', async (c) => {
    const user = requireUser(c);
    const conversationId = idParam(c, 'id', text.conversationNotFound);
    await ownConversation(deps.storage, user, conversationId);
    const rows = await deps.storage.query<MessageRow>(
      `SELECT ${messageColumns} FROM messages WHERE conversation_id = $1 ORDER BY id`,
      [conversationId],
    );
    return replyJson(c, v.array(MessageSchema), rows.map(messageReply));
  });

  app.post('/api/conversations/:id/messages', async (c) => {
    const user = requireUser(c);
    const conversationId = idParam(c, 'id', text.conversationNotFound);
    const input = await readJson(c, SendMessageInputSchema);
    const allowance = allowanceOf(user);
    const now = deps.now();
    const day = utcDay(now);

    // One transaction: the prompt is counted and the question stored together, or neither.
    let counted: { question: MessageRow; used: number };
    try {
      counted = await deps.storage.transaction(async (tx) => {
        const conversation = await tx.query<{ messages: number; title: string | null }>(
          `SELECT c.title, (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id) AS messages
             FROM conversations c WHERE c.id = $1 AND c.user_id = $2 FOR UPDATE`,
          [conversationId, user.id],
        );
        const found = conversation[0];
        if (!found) throw new HttpError(404, { message: text.conversationNotFound });
        // A send adds the question and its reply: both must fit.
        if (found.messages + 2 > allowance.maxConversationLength) {
          throw new HttpError(409, { message: text.conversationFull(allowance.maxConversationLength) });
        }
        // The limit is checked and counted in one statement: the row lock makes concurrent sends queue,
        // and a send over the limit updates nothing.
        const limit = allowance.enforced ? allowance.limit : 2_147_483_647;
        const usage = await tx.query<{ prompts: number }>(
          `INSERT INTO daily_usage (user_id, day, prompts) VALUES ($1, $2, 1)
           ON CONFLICT (user_id, day) DO UPDATE SET prompts = daily_usage.prompts + 1
            WHERE daily_usage.prompts < $3
           RETURNING prompts`,
          [user.id, day, limit],
        );
        const used = usage[0]?.prompts;
        if (used === undefined) throw limitReached(allowance, await promptsUsedToday(tx, user.id, now), now);
        const [question] = await tx.query<MessageRow>(
          `INSERT INTO messages (conversation_id, content, is_user_message, kind, created_at)
           VALUES ($1, $2, true, 'question', $3) RETURNING ${messageColumns}`,
          [conversationId, input.content, now],
        );
        if (!question) throw new Error('insert returned no row');
        if (found.title === null) {
          await tx.query('UPDATE conversations SET title = $2 WHERE id = $1', [conversationId, titleOf(input.content)]);
        }
        return { question, used };
      });
    } catch (error) {
      // Any storage failure while checking and counting answers 503, never a success.
      if (error instanceof HttpError) throw error;
      deps.logger.error('send: storage failed while counting the prompt', { error, userId: user.id });
      throw new HttpError(503, { message: serverMessages.common.storageUnavailable });
    }

    const usage: SendUsage = usageOf(allowance, counted.used);
    const storeAnswer = async (content: string, kind: 'reply' | 'apology') => {
      const [row] = await deps.storage.query<MessageRow>(
        `INSERT INTO messages (conversation_id, content, is_user_message, kind, created_at)
         VALUES ($1, $2, false, $3, $4) RETURNING ${messageColumns}`,
        [conversationId, content, kind, deps.now()],
      );
      if (!row) throw new Error('insert returned no row');
      return row;
    };

    let answer: string;
    try {
      const [history, teachings, profile] = await Promise.all([
        historyOf(deps, conversationId, counted.question.id),
        deps.knowledge.load(),
        loadProfile(deps.storage, user.id),
      ]);
      const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(assistantTimeoutMs)]);
      answer = await deps.assistant.reply({
        user: {
          id: user.id,
          username: user.username,
          displayName: profile.displayName,
          role: user.role,
          tier: user.tier,
        },
        history,
        question: input.content,
        ...(input.dailyPlannerContext ? { dailyPlannerContext: input.dailyPlannerContext } : {}),
        birthDate: profile.birthDate,
        birthTime: profile.birthTime,
        birthPlace: profile.birthPlace,
        now,
        teachings,
        signal,
      });
      if (answer.trim() === '') throw new Error('the assistant answered nothing');
    } catch (error) {
      if (c.req.raw.signal.aborted) {
        // The person pressed stop (or left): their question is kept, and no apology is owed.
        deps.logger.info('send: stopped by the client', { userId: user.id, conversationId });
        return new Response(null, { status: 499 });
      }
      deps.logger.error('send: the assistant failed; answering the apology', {
        error,
        provider: deps.assistant.name,
        userId: user.id,
      });
      // The question is stored and counted; the apology is kept too, so the list reads the same after a reload.
      const apology = await storeAnswer(text.apology, 'apology');
      return replyJson(
        c,
        AssistantFailureReplySchema,
        { userMessage: messageReply(counted.question), aiResponse: messageReply(apology) },
        500,
      );
    }
    const reply = await storeAnswer(answer, 'reply');
    return replyJson(
      c,
      SendMessageReplySchema,
      { userMessage: messageReply(counted.question), aiResponse: messageReply(reply), usage },
      201,
    );
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

/** The conversation's earlier turns, oldest first, without apologies and without the question itself. */
async function historyOf(deps: Deps, conversationId: number, questionId: number): Promise<AssistantTurn[]> {
  const rows = await deps.storage.query<{ content: string; is_user_message: boolean }>(
    `SELECT content, is_user_message FROM (
       SELECT id, content, is_user_message FROM messages
        WHERE conversation_id = $1 AND id < $2 AND kind <> 'apology'
        ORDER BY id DESC LIMIT ${historyTurns}) recent
     ORDER BY id`,
    [conversationId, questionId],
  );
  return rows.map((row) => ({ content: row.content, isUserMessage: row.is_user_message }));
}

/** A conversation's title: the start of its first question. */
function titleOf(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length <= 60 ? line : `${line.slice(0, 59)}…`;
}
