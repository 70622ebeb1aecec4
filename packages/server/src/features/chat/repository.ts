// All the SQL of the chat: conversations, messages and the daily usage they count. The same SQL
// runs on PGlite and PostgreSQL. Functions take a `Queryable`: the storage, or a transaction.
import type { ConversationSummary, CrisisSupport, Message } from '@app/contract';
import type { Queryable } from '../../db/storage';

export interface MessageRow {
  id: number;
  conversation_id: number;
  content: string;
  is_user_message: boolean;
  created_at: Date;
  stopped: boolean;
  /** A crisis reply's help, as it was shown. */
  crisis: CrisisSupport | null;
  /** The persona (its name) and version that wrote a reply; null on questions and older replies. */
  persona_name: string | null;
  persona_version: number | null;
}

/** 'question', 'reply' or 'apology' (a failed reply; left out of the history Selene reads). */
export type MessageKind = 'question' | 'reply' | 'apology';

const messageColumns =
  'id, conversation_id, content, is_user_message, created_at, stopped, crisis, persona_name, persona_version';

/** A stored message as the contract's `Message`; `stopped` only when it is true, `crisis` only on a crisis reply. */
export function messageOf(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    content: row.content,
    isUserMessage: row.is_user_message,
    timestamp: new Date(row.created_at).toISOString(),
    ...(row.stopped ? { stopped: true } : {}),
    ...(row.crisis ? { crisis: row.crisis } : {}),
    ...(row.persona_name && row.persona_version
      ? { persona: { name: row.persona_name, version: row.persona_version } }
      : {}),
  };
}

interface ConversationRow {
  id: number;
  title: string | null;
  created_at: Date;
  updated_at: Date;
  message_count: number;
}

const summaryColumns = (alias: string) =>
  `${alias}.id, ${alias}.title, ${alias}.created_at, ${alias}.updated_at,
   (SELECT count(*)::int FROM messages m WHERE m.conversation_id = ${alias}.id) AS message_count`;

function summaryOf(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    messageCount: row.message_count,
  };
}

/** A new, empty conversation of `userId`. */
export async function insertConversation(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<{ id: number; title: string | null; createdAt: string }> {
  const [row] = await db.query<{ id: number; title: string | null; created_at: Date }>(
    'INSERT INTO conversations (user_id, created_at, updated_at) VALUES ($1, $2, $2) RETURNING id, title, created_at',
    [userId, now],
  );
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, title: row.title, createdAt: new Date(row.created_at).toISOString() };
}

/** Whether `conversationId` is a conversation of `userId`. */
export async function isOwnConversation(db: Queryable, userId: number, conversationId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM conversations WHERE id = $1 AND user_id = $2', [conversationId, userId]);
  return rows.length > 0;
}

/** `%`, `_` and the escape character itself read literally in an ILIKE pattern (`ESCAPE '\'`). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface ConversationQuery {
  /** Matches titles and message contents, case-insensitively, as plain text. */
  search?: string;
  /** Only the conversations after this one in the order (older activity, or the same and a lower id). */
  before?: { updatedAt: Date; id: number };
  limit: number;
}

/** The conversations of `userId`, newest activity first (`updated_at DESC, id DESC`). */
export async function listConversations(
  db: Queryable,
  userId: number,
  { search, before, limit }: ConversationQuery,
): Promise<ConversationSummary[]> {
  const params: unknown[] = [userId];
  const where = ['c.user_id = $1'];
  if (before) {
    params.push(before.updatedAt, before.id);
    where.push(`(c.updated_at, c.id) < ($${params.length - 1}::timestamptz, $${params.length}::int)`);
  }
  if (search) {
    params.push(likePattern(search));
    const pattern = `$${params.length}::text`;
    where.push(
      `(c.title ILIKE ${pattern} ESCAPE '\\' OR EXISTS (
         SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.content ILIKE ${pattern} ESCAPE '\\'))`,
    );
  }
  params.push(limit);
  const rows = await db.query<ConversationRow>(
    `SELECT ${summaryColumns('c')} FROM conversations c
      WHERE ${where.join(' AND ')}
      ORDER BY c.updated_at DESC, c.id DESC
      LIMIT $${params.length}::int`,
    params,
  );
  return rows.map(summaryOf);
}

/** Sets the title of a conversation of `userId`; null when there is none (missing or another's). */
export async function renameConversation(
  db: Queryable,
  userId: number,
  conversationId: number,
  title: string,
): Promise<ConversationSummary | null> {
  const [row] = await db.query<ConversationRow>(
    `UPDATE conversations c SET title = $3 WHERE c.id = $1 AND c.user_id = $2 RETURNING ${summaryColumns('c')}`,
    [conversationId, userId, title],
  );
  return row ? summaryOf(row) : null;
}

/** Deletes a conversation of `userId` and (by cascade) its messages; false when there is none. */
export async function deleteConversation(db: Queryable, userId: number, conversationId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM conversations WHERE id = $1 AND user_id = $2 RETURNING id', [
    conversationId,
    userId,
  ]);
  return rows.length > 0;
}

/** The messages of a conversation, oldest first. */
export async function listMessages(db: Queryable, conversationId: number): Promise<Message[]> {
  const rows = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages WHERE conversation_id = $1 ORDER BY id`,
    [conversationId],
  );
  return rows.map(messageOf);
}

/**
 * A conversation of `userId` locked for a send (concurrent sends to it queue), with its title and
 * how many messages it holds; null when there is none.
 */
export async function lockConversation(
  tx: Queryable,
  userId: number,
  conversationId: number,
): Promise<{ title: string | null; messages: number } | null> {
  const [row] = await tx.query<{ title: string | null; messages: number }>(
    `SELECT c.title, (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id) AS messages
       FROM conversations c WHERE c.id = $1 AND c.user_id = $2 FOR UPDATE`,
    [conversationId, userId],
  );
  return row ?? null;
}

/** The conversation's last question (the newest message of the person), or null. */
export async function lastQuestion(tx: Queryable, conversationId: number): Promise<MessageRow | null> {
  const [row] = await tx.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages WHERE conversation_id = $1 AND is_user_message ORDER BY id DESC LIMIT 1`,
    [conversationId],
  );
  return row ?? null;
}

/** Whether the conversation holds a question before message `id`. */
export async function hasQuestionBefore(tx: Queryable, conversationId: number, id: number): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM messages WHERE conversation_id = $1 AND is_user_message AND id < $2', [
    conversationId,
    id,
  ]);
  return rows.length > 0;
}

/** Deletes the messages of a conversation from message `id` on (`inclusive`) or after it; answers how many. */
export async function deleteMessagesFrom(
  tx: Queryable,
  conversationId: number,
  id: number,
  { inclusive }: { inclusive: boolean },
): Promise<number> {
  const rows = await tx.query(
    `DELETE FROM messages WHERE conversation_id = $1 AND id ${inclusive ? '>=' : '>'} $2 RETURNING id`,
    [conversationId, id],
  );
  return rows.length;
}

/** Today's prompts of a user (`day` is the UTC day, `YYYY-MM-DD`). */
export async function promptsUsed(db: Queryable, userId: number, day: string): Promise<number> {
  const rows = await db.query<{ prompts: number }>('SELECT prompts FROM daily_usage WHERE user_id = $1 AND day = $2', [
    userId,
    day,
  ]);
  return rows[0]?.prompts ?? 0;
}

/**
 * Counts one prompt of `day` unless `limit` is reached, in one statement: the row lock makes
 * concurrent sends queue, and a send over the limit updates nothing. Answers the prompts used with
 * this one, or null when the limit was reached.
 */
export async function countPrompt(tx: Queryable, userId: number, day: string, limit: number): Promise<number | null> {
  const rows = await tx.query<{ prompts: number }>(
    `INSERT INTO daily_usage (user_id, day, prompts) VALUES ($1, $2, 1)
     ON CONFLICT (user_id, day) DO UPDATE SET prompts = daily_usage.prompts + 1
      WHERE daily_usage.prompts < $3
     RETURNING prompts`,
    [userId, day, limit],
  );
  return rows[0]?.prompts ?? null;
}

export interface NewMessage {
  conversationId: number;
  content: string;
  kind: MessageKind;
  createdAt: Date;
  /** A reply cut short by Stop. */
  stopped?: boolean;
  /** A crisis reply's help (the chat shows it as a card). */
  crisis?: CrisisSupport;
  /** The persona and version that wrote a reply. */
  persona?: { name: string; version: number } | undefined;
}

/** Stores a message and makes it the conversation's last activity, in one statement. */
export async function insertMessage(db: Queryable, message: NewMessage): Promise<MessageRow> {
  const [row] = await db.query<MessageRow>(
    `WITH touched AS (UPDATE conversations SET updated_at = $4 WHERE id = $1)
     INSERT INTO messages (conversation_id, content, is_user_message, kind, created_at, stopped, crisis, persona_name, persona_version)
     VALUES ($1, $2, $3, $5, $4, $6, $7::jsonb, $8, $9) RETURNING ${messageColumns}`,
    [
      message.conversationId,
      message.content,
      message.kind === 'question',
      message.createdAt,
      message.kind,
      message.stopped ?? false,
      message.crisis ? JSON.stringify(message.crisis) : null,
      message.persona?.name ?? null,
      message.persona?.version ?? null,
    ],
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Marks activity on a conversation (a regenerate replaces its last reply). */
export async function touchConversation(db: Queryable, conversationId: number, at: Date): Promise<void> {
  await db.query('UPDATE conversations SET updated_at = $2 WHERE id = $1', [conversationId, at]);
}

/** Sets a conversation's title. */
export async function setTitle(db: Queryable, conversationId: number, title: string): Promise<void> {
  await db.query('UPDATE conversations SET title = $2 WHERE id = $1', [conversationId, title]);
}

/**
 * The turns before a question, oldest first: the newest `limit`, without apologies and without
 * the question itself.
 */
export async function historyBefore(
  db: Queryable,
  conversationId: number,
  questionId: number,
  limit: number,
): Promise<{ content: string; isUserMessage: boolean }[]> {
  const rows = await db.query<{ content: string; is_user_message: boolean }>(
    `SELECT content, is_user_message FROM (
       SELECT id, content, is_user_message FROM messages
        WHERE conversation_id = $1 AND id < $2 AND kind <> 'apology'
        ORDER BY id DESC LIMIT $3::int) recent
     ORDER BY id`,
    [conversationId, questionId, limit],
  );
  return rows.map((row) => ({ content: row.content, isUserMessage: row.is_user_message }));
}
