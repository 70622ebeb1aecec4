// All the SQL of a soulprint (issue 20 item 4): the person, their latest questions, their rated
// replies (the owner's latest rating of each, as /conversations counts them) and their memories.
import type { FeedbackDomain, FeedbackRating } from '@app/contract/feedbackConversations';
import { soulprintLimits } from '@app/contract/soulprint';
import type { Queryable } from '../../db/storage';
import { chatMessageContentType } from '../feedbackConversations/repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export interface SoulprintPerson {
  id: number;
  username: string;
  role: 'admin' | 'teacher' | 'client';
  createdAt: string;
}

export async function findPerson(db: Queryable, userId: number): Promise<SoulprintPerson | null> {
  const [row] = await db.query<{ id: number; username: string; role: SoulprintPerson['role']; created_at: Date }>(
    'SELECT id, username, role, created_at FROM users WHERE id = $1',
    [userId],
  );
  return row ? { id: row.id, username: row.username, role: row.role, createdAt: iso(row.created_at) } : null;
}

export interface QuestionRow {
  id: number;
  conversationId: number;
  content: string;
  at: string;
}

/** The person's latest questions, newest first (failed replies and Selene's words left out). */
export async function latestQuestions(db: Queryable, userId: number): Promise<QuestionRow[]> {
  const rows = await db.query<{ id: number; conversation_id: number; content: string; created_at: Date }>(
    `SELECT m.id, m.conversation_id, m.content, m.created_at
       FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE c.user_id = $1 AND m.is_user_message
      ORDER BY m.id DESC LIMIT $2::int`,
    [userId, soulprintLimits.questions],
  );
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversation_id,
    content: row.content,
    at: iso(row.created_at),
  }));
}

export async function conversationCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM conversations WHERE user_id = $1',
    [userId],
  );
  return Number(row?.count ?? 0);
}

export interface RatedReplyRow {
  messageId: number;
  conversationId: number;
  content: string;
  rating: FeedbackRating;
  domain: FeedbackDomain | null;
  at: string;
}

/** Each reply the person rated once, with their latest rating, newest rating first. */
export async function ratedReplies(db: Queryable, userId: number): Promise<RatedReplyRow[]> {
  const rows = await db.query<{
    message_id: number;
    conversation_id: number;
    content: string;
    feedback: FeedbackRating;
    domain: FeedbackDomain | null;
    created_at: Date;
  }>(
    `SELECT * FROM (
       SELECT DISTINCT ON (m.id) m.id AS message_id, m.conversation_id, m.content, f.feedback, f.domain, f.created_at
         FROM feedback f
         JOIN messages m ON f.content_type = $2 AND f.content_id = m.id::text
         JOIN conversations c ON c.id = m.conversation_id AND c.user_id = f.user_id
        WHERE f.user_id = $1 AND NOT m.is_user_message
        ORDER BY m.id, f.created_at DESC, f.id DESC
     ) rated ORDER BY created_at DESC, message_id DESC`,
    [userId, chatMessageContentType],
  );
  return rows.map((row) => ({
    messageId: row.message_id,
    conversationId: row.conversation_id,
    content: row.content,
    rating: row.feedback,
    domain: row.domain,
    at: iso(row.created_at),
  }));
}
