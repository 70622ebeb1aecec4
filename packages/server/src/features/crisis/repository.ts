// The record of crisis replies, for the admin dashboard: only that one happened (when, which kind
// of help, which country's list). Never the person, never a word of what they wrote.
import type { CrisisCategory } from '@app/contract';
import type { Queryable } from '../../db/storage';

export interface CrisisReplyEvent {
  category: CrisisCategory;
  /** The country whose help was listed; null for the international list. */
  region: string | null;
  at: Date;
}

/** Records that a crisis reply was given. */
export async function recordCrisisReply(db: Queryable, event: CrisisReplyEvent): Promise<void> {
  await db.query('INSERT INTO crisis_replies (category, region, created_at) VALUES ($1, $2, $3)', [
    event.category,
    event.region,
    event.at,
  ]);
}

/** How many crisis replies were given since `since`, by category and country list, most first. */
export async function crisisReplyCounts(
  db: Queryable,
  since: Date,
): Promise<{ category: CrisisCategory; region: string | null; count: number }[]> {
  return db.query<{ category: CrisisCategory; region: string | null; count: number }>(
    `SELECT category, region, count(*)::int AS count FROM crisis_replies
      WHERE created_at >= $1 GROUP BY category, region ORDER BY count DESC, category, region`,
    [since],
  );
}
