import type { Queryable } from '../../db/storage';
import type { MailMessage } from './mailer';

export interface OutboxMail extends MailMessage {
  id: number;
  createdAt: string;
}

export async function insertOutboxMail(db: Queryable, { to, subject, text }: MailMessage): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO outbox (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id',
    [to, subject, text],
  );
  return row?.id ?? 0;
}

/** The newest messages first. */
export async function listOutboxMail(db: Queryable, limit: number): Promise<OutboxMail[]> {
  const rows = await db.query<{ id: number; recipient: string; subject: string; body: string; created_at: string }>(
    `SELECT id, recipient, subject, body, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM outbox ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    createdAt: row.created_at,
  }));
}
