// The rated replies of a period, read for `/training-analytics` and `/learning`: each reply once,
// with its owner's latest rating (a rating anyone else sent for the message id is left out, as on
// /conversations), the persona version that wrote it (messages.persona_name/persona_version, filled
// where replies are stored) and the question it answered.
import type { FeedbackDomain, FeedbackRating } from '@app/contract/feedbackConversations';
import type { Queryable } from '../../db/storage';
import { chatMessageContentType } from '../feedbackConversations/repository';

export interface RatedReplyRow {
  message_id: number;
  conversation_id: number;
  reply: string;
  question: string | null;
  persona_name: string | null;
  persona_version: number | null;
  feedback: FeedbackRating;
  domain: FeedbackDomain | null;
  rated_at: Date;
  /** `YYYY-MM-DD`, the UTC day of the rating. */
  day: string;
  /** How many stored teachings the reply drew on (reply_teachings). */
  teachings: number;
}

/** Rated replies whose latest owner rating falls in `[from, to)`, newest rating first. */
export async function ratedRepliesBetween(db: Queryable, from: Date, to: Date): Promise<RatedReplyRow[]> {
  return db.query<RatedReplyRow>(
    `WITH latest AS (
       SELECT DISTINCT ON (m.id) m.id AS message_id, m.conversation_id, m.content AS reply,
              m.persona_name, m.persona_version, f.feedback, f.domain, f.created_at AS rated_at
         FROM feedback f
         JOIN messages m ON f.content_type = '${chatMessageContentType}' AND f.content_id = m.id::text
         JOIN conversations c ON c.id = m.conversation_id AND c.user_id = f.user_id
        WHERE NOT m.is_user_message
        ORDER BY m.id, f.created_at DESC, f.id DESC)
     SELECT l.*, to_char(l.rated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            (SELECT q.content FROM messages q
              WHERE q.conversation_id = l.conversation_id AND q.id < l.message_id AND q.is_user_message
              ORDER BY q.id DESC LIMIT 1) AS question,
            (SELECT count(*)::int FROM reply_teachings rt WHERE rt.message_id = l.message_id) AS teachings
       FROM latest l
      WHERE l.rated_at >= $1 AND l.rated_at < $2
      ORDER BY l.rated_at DESC, l.message_id DESC`,
    [from, to],
  );
}
