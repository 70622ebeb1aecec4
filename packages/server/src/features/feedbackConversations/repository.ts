// All the SQL of the admins' view of rated conversations. A reply's rating is the latest feedback
// its owner gave it: a rating sent by anyone else for a message id (the feedback call takes any
// id) is not the owner's and is left out, so it cannot make a conversation appear.
import type {
  ConversationOwner,
  FeedbackConversationDetail,
  FeedbackConversationSummary,
  FeedbackDomain,
  FeedbackRating,
} from '@app/contract/feedbackConversations';
import type { Queryable } from '../../db/storage';

/** The feedback `content_type` the chat sends for a reply. */
export const chatMessageContentType = 'chat_message';

const iso = (value: Date | string) => new Date(value).toISOString();

// Each rated reply once, with its owner's latest rating.
const ratedReplies = `
  SELECT DISTINCT ON (m.id) m.id AS message_id, m.conversation_id, f.feedback, f.domain, f.created_at
    FROM feedback f
    JOIN messages m ON f.content_type = '${chatMessageContentType}' AND f.content_id = m.id::text
    JOIN conversations c ON c.id = m.conversation_id AND c.user_id = f.user_id
   WHERE NOT m.is_user_message
   ORDER BY m.id, f.created_at DESC, f.id DESC`;

/** Which of these conversations open in /conversations: those with a rated reply. */
export async function conversationsWithRatings(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ conversation_id: number }>(
    `SELECT DISTINCT conversation_id FROM (${ratedReplies}) rated WHERE conversation_id = ANY($1::int[])`,
    [[...new Set(ids)]],
  );
  return new Set(rows.map((row) => row.conversation_id));
}

interface SummaryRow {
  id: number;
  title: string | null;
  user_id: number;
  username: string;
  disabled: boolean;
  positive: number;
  negative: number;
  domains: FeedbackDomain[] | null;
  latest_at: Date | string;
  latest_rating: FeedbackRating;
}

/** A page of rated conversations, newest feedback first; a filter keeps conversations with a reply rated so. */
export async function listRatedConversations(
  db: Queryable,
  filters: { domain: FeedbackDomain | undefined; rating: FeedbackRating | undefined; limit: number; offset: number },
): Promise<{ conversations: FeedbackConversationSummary[]; total: number }> {
  const grouped = `
    WITH rated AS (${ratedReplies})
    SELECT c.id, c.title, u.id AS user_id, u.username, u.disabled_at IS NOT NULL AS disabled,
           count(*) FILTER (WHERE r.feedback = 'positive')::int AS positive,
           count(*) FILTER (WHERE r.feedback = 'negative')::int AS negative,
           array_agg(DISTINCT r.domain) FILTER (WHERE r.domain IS NOT NULL) AS domains,
           max(r.created_at) AS latest_at,
           (array_agg(r.feedback ORDER BY r.created_at DESC, r.message_id DESC))[1] AS latest_rating
      FROM rated r
      JOIN conversations c ON c.id = r.conversation_id
      JOIN users u ON u.id = c.user_id
     GROUP BY c.id, u.id
    HAVING bool_or(($1::text IS NULL OR r.domain = $1) AND ($2::text IS NULL OR r.feedback = $2))`;
  const params = [filters.domain ?? null, filters.rating ?? null];
  const rows = await db.query<SummaryRow>(`${grouped} ORDER BY latest_at DESC, c.id DESC LIMIT $3 OFFSET $4`, [
    ...params,
    filters.limit,
    filters.offset,
  ]);
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${grouped}) g`, params);
  return {
    conversations: rows.map((row) => ({
      id: row.id,
      title: row.title,
      user: { id: row.user_id, username: row.username, disabled: row.disabled },
      positiveCount: row.positive,
      negativeCount: row.negative,
      domains: [...(row.domains ?? [])].sort(),
      latestFeedbackAt: iso(row.latest_at),
      latestRating: row.latest_rating,
    })),
    total: counted[0]?.total ?? 0,
  };
}

interface MessageRow {
  id: number;
  content: string;
  is_user_message: boolean;
  created_at: Date | string;
  feedback: FeedbackRating | null;
  domain: FeedbackDomain | null;
  rated_at: Date | string | null;
}

/** One conversation with every message and the ratings of its replies; null when none of its replies was rated. */
export async function findRatedConversation(
  db: Queryable,
  conversationId: number,
): Promise<FeedbackConversationDetail | null> {
  const [head] = await db.query<{
    id: number;
    title: string | null;
    created_at: Date | string;
    user_id: number;
    username: string;
    disabled: boolean;
  }>(
    `SELECT c.id, c.title, c.created_at, u.id AS user_id, u.username, u.disabled_at IS NOT NULL AS disabled
       FROM conversations c JOIN users u ON u.id = c.user_id
      WHERE c.id = $1`,
    [conversationId],
  );
  if (!head) return null;
  const messages = await db.query<MessageRow>(
    `WITH rated AS (${ratedReplies})
     SELECT m.id, m.content, m.is_user_message, m.created_at, r.feedback, r.domain, r.created_at AS rated_at
       FROM messages m LEFT JOIN rated r ON r.message_id = m.id
      WHERE m.conversation_id = $1
      ORDER BY m.id`,
    [conversationId],
  );
  if (!messages.some((message) => message.feedback)) return null;
  const user: ConversationOwner = { id: head.user_id, username: head.username, disabled: head.disabled };
  return {
    id: head.id,
    title: head.title,
    createdAt: iso(head.created_at),
    user,
    messages: messages.map((row) => ({
      id: row.id,
      content: row.content,
      isUserMessage: row.is_user_message,
      createdAt: iso(row.created_at),
      rating:
        row.feedback && row.rated_at ? { rating: row.feedback, domain: row.domain, ratedAt: iso(row.rated_at) } : null,
    })),
  };
}

/**
 * The question a reply answered: the latest question before it in the same conversation, when the
 * reply is one of `userId`'s. Null for another's message, a question, or an unknown id.
 */
export async function questionBeforeReply(db: Queryable, userId: number, contentId: string): Promise<string | null> {
  if (!/^[1-9]\d{0,9}$/.test(contentId) || Number(contentId) > 2_147_483_647) return null;
  const [row] = await db.query<{ content: string }>(
    `SELECT q.content
       FROM messages r
       JOIN conversations c ON c.id = r.conversation_id AND c.user_id = $1
       JOIN messages q ON q.conversation_id = r.conversation_id AND q.id < r.id AND q.is_user_message
      WHERE r.id = $2 AND NOT r.is_user_message
      ORDER BY q.id DESC LIMIT 1`,
    [userId, Number(contentId)],
  );
  return row?.content ?? null;
}
