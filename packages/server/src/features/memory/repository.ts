// All the SQL of Selene's memories (issue 20 item 3).
import type { Queryable } from '../../db/storage';
import { type MemoryCandidate, type MemoryKind, memoryCapPerUser } from './extract';

export interface MemoryRow {
  id: number;
  kind: MemoryKind;
  key: string;
  text: string;
  sourceMessageId: number | null;
  conversationId: number | null;
  /** The start of the message it came from (null once that message is gone). */
  sourceSnippet: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  id: number;
  kind: MemoryKind;
  key: string;
  text: string;
  source_message_id: number | null;
  conversation_id: number | null;
  snippet: string | null;
  created_at: Date;
  updated_at: Date;
}

const snippetLength = 120;
const select = `SELECT m.id, m.kind, m.key, m.text, m.source_message_id, m.conversation_id,
  left(msg.content, ${snippetLength}) AS snippet, m.created_at, m.updated_at
  FROM memories m LEFT JOIN messages msg ON msg.id = m.source_message_id`;

const memoryOf = (row: Row): MemoryRow => ({
  id: row.id,
  kind: row.kind,
  key: row.key,
  text: row.text,
  sourceMessageId: row.source_message_id,
  conversationId: row.conversation_id,
  sourceSnippet: row.snippet,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** A user's memories, most recently updated first. */
export async function memoriesOf(db: Queryable, userId: number): Promise<MemoryRow[]> {
  const rows = await db.query<Row>(`${select} WHERE m.user_id = $1 ORDER BY m.updated_at DESC, m.id DESC`, [userId]);
  return rows.map(memoryOf);
}

/**
 * Stores what one message said: same key → the row is updated (text, source, date), a new key is
 * added; then the least recently updated beyond the cap are dropped.
 */
export async function rememberAll(
  db: Queryable,
  userId: number,
  candidates: readonly MemoryCandidate[],
  source: { messageId: number; conversationId: number; at: Date },
): Promise<void> {
  for (const candidate of candidates) {
    await db.query(
      `INSERT INTO memories (user_id, kind, key, text, source_message_id, conversation_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT (user_id, key) DO UPDATE SET kind = EXCLUDED.kind, text = EXCLUDED.text,
         source_message_id = EXCLUDED.source_message_id, conversation_id = EXCLUDED.conversation_id,
         updated_at = EXCLUDED.updated_at`,
      [userId, candidate.kind, candidate.key, candidate.text, source.messageId, source.conversationId, source.at],
    );
  }
  if (candidates.length > 0) {
    await db.query(
      `DELETE FROM memories WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM memories WHERE user_id = $1 ORDER BY updated_at DESC, id DESC LIMIT $2::int)`,
      [userId, memoryCapPerUser],
    );
  }
}

/** Deletes one of the user's memories; false when the user has no such memory. */
export async function deleteMemory(db: Queryable, userId: number, id: number): Promise<MemoryRow | null> {
  const rows = await db.query<Row>(
    `DELETE FROM memories WHERE user_id = $1 AND id = $2
     RETURNING id, kind, key, text, source_message_id, conversation_id, NULL::text AS snippet, created_at, updated_at`,
    [userId, id],
  );
  return rows[0] ? memoryOf(rows[0]) : null;
}

/** Deletes all the user's memories; answers how many there were. */
export async function deleteAllMemories(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ id: number }>('DELETE FROM memories WHERE user_id = $1 RETURNING id', [userId]);
  return rows.length;
}

/** Users who have memories, with their counts, for the admin explorer; `search` matches the username. */
export async function usersWithMemoryCounts(
  db: Queryable,
  search: string,
): Promise<{ id: number; username: string; memoryCount: number }[]> {
  const rows = await db.query<{ id: number; username: string; memory_count: number | string }>(
    `SELECT u.id, u.username, count(m.id) AS memory_count FROM users u
       JOIN memories m ON m.user_id = u.id
      WHERE $1 = '' OR u.username ILIKE '%' || $1 || '%'
      GROUP BY u.id, u.username ORDER BY count(m.id) DESC, u.username LIMIT 50`,
    [search],
  );
  return rows.map((row) => ({ id: row.id, username: row.username, memoryCount: Number(row.memory_count) }));
}
