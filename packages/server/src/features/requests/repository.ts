// All the SQL of the support requests (the help, request and contact forms) and their replies.
import {
  type SupportReply,
  type SupportRequestDetail,
  type SupportRequestKind,
  type SupportRequestStatus,
  type SupportRequestSummary,
  supportReferenceOf,
} from '@app/contract';
import type { Queryable } from '../../db/storage';

interface RequestRow {
  id: number;
  kind: SupportRequestKind;
  status: SupportRequestStatus;
  user_id: number | null;
  username: string | null;
  name: string;
  email: string | null;
  subject: string;
  conversation_id: number | null;
  created_at: Date;
  updated_at: Date;
}

const summaryColumns = `r.id, r.kind, r.status, r.user_id, u.username, r.name, r.email, r.subject,
  r.conversation_id, r.created_at, r.updated_at`;

function summaryOf(row: RequestRow): SupportRequestSummary {
  return {
    id: row.id,
    reference: supportReferenceOf(row.id),
    kind: row.kind,
    status: row.status,
    subject: row.subject,
    name: row.name,
    email: row.email,
    userId: row.user_id,
    username: row.username,
    conversationId: row.conversation_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export interface NewSupportRequest {
  kind: SupportRequestKind;
  userId: number | null;
  name: string;
  email: string | null;
  subject: string;
  text: string;
  conversationId: number | null;
}

/** Stores a request; answers its id. */
export async function insertSupportRequest(db: Queryable, request: NewSupportRequest, now: Date): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO support_requests (kind, user_id, name, email, subject, body, conversation_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [
      request.kind,
      request.userId,
      request.name,
      request.email,
      request.subject,
      request.text,
      request.conversationId,
      now,
    ],
  );
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export interface SupportRequestQuery {
  kind?: SupportRequestKind | undefined;
  status?: SupportRequestStatus | undefined;
  limit: number;
  offset: number;
}

/** A page of requests, newest first, and how many match the filters in all. */
export async function listSupportRequests(
  db: Queryable,
  { kind, status, limit, offset }: SupportRequestQuery,
): Promise<{ requests: SupportRequestSummary[]; total: number }> {
  const where = '($1::text IS NULL OR r.kind = $1) AND ($2::text IS NULL OR r.status = $2)';
  // One after the other: PGlite runs one query at a time anyway.
  const rows = await db.query<RequestRow>(
    `SELECT ${summaryColumns} FROM support_requests r LEFT JOIN users u ON u.id = r.user_id
      WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
    [kind ?? null, status ?? null, limit, offset],
  );
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM support_requests r WHERE ${where}`,
    [kind ?? null, status ?? null],
  );
  return { requests: rows.map(summaryOf), total: counted[0]?.total ?? 0 };
}

/** One request with its message, its conversation's title and its replies; null when there is none. */
export async function findSupportRequest(db: Queryable, id: number): Promise<SupportRequestDetail | null> {
  const [row] = await db.query<RequestRow & { body: string; conversation_title: string | null }>(
    `SELECT ${summaryColumns}, r.body, c.title AS conversation_title
       FROM support_requests r
       LEFT JOIN users u ON u.id = r.user_id
       LEFT JOIN conversations c ON c.id = r.conversation_id
      WHERE r.id = $1`,
    [id],
  );
  if (!row) return null;
  const replies = await db.query<{ id: number; body: string; author: string | null; created_at: Date }>(
    `SELECT p.id, p.body, u.username AS author, p.created_at
       FROM support_request_replies p LEFT JOIN users u ON u.id = p.author_id
      WHERE p.request_id = $1 ORDER BY p.id`,
    [id],
  );
  return {
    ...summaryOf(row),
    text: row.body,
    conversationTitle: row.conversation_title,
    replies: replies.map(
      (reply): SupportReply => ({
        id: reply.id,
        text: reply.body,
        author: reply.author,
        createdAt: new Date(reply.created_at).toISOString(),
      }),
    ),
  };
}

/** Stores an admin's reply and marks the request answered. */
export async function insertSupportReply(
  db: Queryable,
  { requestId, authorId, text }: { requestId: number; authorId: number; text: string },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO support_request_replies (request_id, author_id, body, created_at) VALUES ($1, $2, $3, $4)',
    [requestId, authorId, text, now],
  );
  await db.query("UPDATE support_requests SET status = 'answered', updated_at = $2 WHERE id = $1", [requestId, now]);
}

/** Sets a request's status; false when there is no such request. */
export async function updateSupportRequestStatus(
  db: Queryable,
  id: number,
  status: SupportRequestStatus,
  now: Date,
): Promise<boolean> {
  const rows = await db.query('UPDATE support_requests SET status = $2, updated_at = $3 WHERE id = $1 RETURNING id', [
    id,
    status,
    now,
  ]);
  return rows.length > 0;
}
