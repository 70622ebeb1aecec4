// The teachings replies drew on, and what the people asking made of those replies.
import type { Queryable } from '../../db/storage';

/** Records that reply `messageId` drew on these teachings (ids of stored teachings only). */
export async function recordReplyTeachings(
  db: Queryable,
  messageId: number,
  teachingIds: readonly number[],
): Promise<void> {
  if (teachingIds.length === 0) return;
  await db.query(
    `INSERT INTO reply_teachings (message_id, teaching_id)
       SELECT $1, t.id FROM teachings t WHERE t.id = ANY($2::int[])
     ON CONFLICT DO NOTHING`,
    [messageId, [...teachingIds]],
  );
}

export interface TeachingUsageRow {
  teaching_id: number;
  title: string;
  domain: string;
  author: string | null;
  uses: number;
  helpful: number;
  not_helpful: number;
  last_used_at: Date | null;
}

/**
 * Each teaching with how many replies drew on it and the feedback on those replies, most used
 * first. `authorId`: only that person's teachings; null: everyone's (an admin's view).
 */
export async function listTeachingUsage(db: Queryable, authorId: number | null): Promise<TeachingUsageRow[]> {
  return db.query<TeachingUsageRow>(
    `SELECT t.id AS teaching_id, t.title, d.name AS domain, u.username AS author,
            count(DISTINCT rt.message_id)::int AS uses,
            count(f.id) FILTER (WHERE f.feedback = 'positive')::int AS helpful,
            count(f.id) FILTER (WHERE f.feedback = 'negative')::int AS not_helpful,
            max(m.created_at) AS last_used_at
       FROM teachings t
       JOIN domains d ON d.id = t.domain_id
       LEFT JOIN users u ON u.id = t.created_by
       LEFT JOIN reply_teachings rt ON rt.teaching_id = t.id
       LEFT JOIN messages m ON m.id = rt.message_id
       LEFT JOIN feedback f ON f.content_type = 'chat_message' AND f.content_id = rt.message_id::text
      WHERE ($1::int IS NULL OR t.created_by = $1)
      GROUP BY t.id, t.title, d.name, u.username
      ORDER BY uses DESC, t.title, t.id`,
    [authorId],
  );
}
