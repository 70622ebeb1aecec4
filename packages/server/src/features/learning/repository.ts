// All the SQL of /learning: the replies suggestions are drawn from, the decisions, and the teaching
// an accepted suggestion becomes.
import type { FeedbackRating } from '@app/contract/feedbackConversations';
import type { LearningOutcome, LearningSuggestionKind } from '@app/contract/learning';
import type { PersonaKey } from '@app/contract/personas';
import type { Queryable } from '../../db/storage';
import { chatMessageContentType } from '../feedbackConversations/repository';

export interface LearningReplyRow {
  message_id: number;
  conversation_id: number;
  reply: string;
  question: string | null;
  persona_name: string | null;
  persona_version: number | null;
  created_at: Date;
  drew_on_teachings: boolean;
  /** The owner's latest rating, if any. */
  feedback: FeedbackRating | null;
  rated_at: Date | null;
}

/**
 * Replies since `since` that no teaching informed or that their owner's latest rating calls
 * unhelpful, newest first. Crisis replies, apologies and stopped replies are not the knowledge's to
 * answer for and are left out.
 */
export async function learningRepliesSince(db: Queryable, since: Date): Promise<LearningReplyRow[]> {
  return db.query<LearningReplyRow>(
    `SELECT * FROM (
       SELECT m.id AS message_id, m.conversation_id, m.content AS reply, m.persona_name, m.persona_version,
              m.created_at,
              (SELECT q.content FROM messages q
                WHERE q.conversation_id = m.conversation_id AND q.id < m.id AND q.is_user_message
                ORDER BY q.id DESC LIMIT 1) AS question,
              EXISTS (SELECT 1 FROM reply_teachings rt WHERE rt.message_id = m.id) AS drew_on_teachings,
              r.feedback, r.created_at AS rated_at
         FROM messages m
         JOIN conversations c ON c.id = m.conversation_id
         LEFT JOIN LATERAL (
           SELECT f.feedback, f.created_at FROM feedback f
            WHERE f.content_type = '${chatMessageContentType}' AND f.content_id = m.id::text AND f.user_id = c.user_id
            ORDER BY f.created_at DESC, f.id DESC LIMIT 1) r ON true
        WHERE NOT m.is_user_message AND m.kind = 'reply' AND m.crisis IS NULL AND NOT m.stopped
          AND m.created_at >= $1) replies
      WHERE NOT drew_on_teachings OR feedback = 'negative'
      ORDER BY message_id DESC`,
    [since],
  );
}

/** When each suggestion was last decided. */
export async function lastDecidedAt(db: Queryable): Promise<Map<string, Date>> {
  const rows = await db.query<{ suggestion_id: string; decided_at: Date }>(
    'SELECT suggestion_id, max(decided_at) AS decided_at FROM learning_decisions GROUP BY suggestion_id',
  );
  return new Map(rows.map((row) => [row.suggestion_id, new Date(row.decided_at)]));
}

export interface DecisionRow {
  id: number;
  suggestion_id: string;
  kind: LearningSuggestionKind;
  outcome: LearningOutcome;
  persona_key: PersonaKey | null;
  rule: string | null;
  teaching_id: number | null;
  teaching_title: string | null;
  note: string | null;
  evidence_count: number;
  decided_at: Date;
  decided_by: string | null;
}

const decisionSelect = `SELECT d.id, d.suggestion_id, d.kind, d.outcome, d.persona_key, d.rule, d.teaching_id,
    d.teaching_title, d.note, d.evidence_count, d.decided_at, u.username AS decided_by
  FROM learning_decisions d LEFT JOIN users u ON u.id = d.decided_by`;

/** The newest decisions first. */
export async function listDecisions(db: Queryable, limit: number): Promise<DecisionRow[]> {
  return db.query<DecisionRow>(`${decisionSelect} ORDER BY d.decided_at DESC, d.id DESC LIMIT $1`, [limit]);
}

export interface NewDecision {
  suggestionId: string;
  kind: LearningSuggestionKind;
  outcome: LearningOutcome;
  persona: PersonaKey | null;
  rule: string | null;
  teachingId: number | null;
  teachingTitle: string | null;
  note: string | null;
  evidenceCount: number;
  decidedBy: number;
  at: Date;
}

export async function insertDecision(db: Queryable, decision: NewDecision): Promise<DecisionRow> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO learning_decisions (suggestion_id, kind, outcome, persona_key, rule, teaching_id, teaching_title,
       note, evidence_count, decided_by, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      decision.suggestionId,
      decision.kind,
      decision.outcome,
      decision.persona,
      decision.rule,
      decision.teachingId,
      decision.teachingTitle,
      decision.note,
      decision.evidenceCount,
      decision.decidedBy,
      decision.at,
    ],
  );
  const [stored] = await db.query<DecisionRow>(`${decisionSelect} WHERE d.id = $1`, [row?.id]);
  if (!stored) throw new Error('insert returned no row');
  return stored;
}

/** Adds a teaching to the knowledge base under the domain named `domainName`; its id. */
export async function insertTeaching(
  db: Queryable,
  teaching: {
    domainName: string;
    title: string;
    content: string;
    source: string;
    tags: string[];
    createdBy: number;
    at: Date;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO teachings (domain_id, title, content, source, tags, created_by, created_at)
     SELECT d.id, $2, $3, $4, $5::jsonb, $6, $7 FROM domains d WHERE d.name = $1 RETURNING id`,
    [
      teaching.domainName,
      teaching.title,
      teaching.content,
      teaching.source,
      JSON.stringify(teaching.tags),
      teaching.createdBy,
      teaching.at,
    ],
  );
  if (!row) throw new Error(`no domain named ${teaching.domainName}`);
  return row.id;
}
