// All the SQL of account settings and e-mail verification. Functions take a `Queryable`: the
// storage, or a transaction.
import type { AccountSession, FeedbackValue, Message } from '@app/contract';
import type { Queryable } from '../../db/storage';
import { type MessageRow, messageOf } from '../chat/repository';

const iso = (time: Date | string) => new Date(time).toISOString();

export interface AccountRow {
  id: number;
  username: string;
  email: string | null;
  email_verified_at: Date | null;
  pending_email: string | null;
  role: string;
  tier: string;
  password_hash: string;
  created_at: Date;
}

export async function accountOf(db: Queryable, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `SELECT id, username, email, email_verified_at, pending_email, role, tier, password_hash, created_at
       FROM users WHERE id = $1`,
    [userId],
  );
  return row;
}

/** Whether another account uses `email` (as its address, case-insensitively). */
export async function isEmailTaken(db: Queryable, email: string, exceptUserId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, exceptUserId]);
  return rows.length > 0;
}

export async function insertVerificationToken(
  db: Queryable,
  link: { tokenHash: string; userId: number; email: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO email_verification_tokens (token_hash, user_id, email, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
    [link.tokenHash, link.userId, link.email, link.expiresAt, link.now],
  );
}

/**
 * Uses a verification link once: answers whom and which address it verifies, or nothing when it
 * is unknown, used, expired, or for an address the account no longer has or waits for (a later
 * change replaced it).
 */
export async function useVerificationToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ user_id: number; email: string } | undefined> {
  const [link] = await db.query<{ user_id: number; email: string }>(
    `UPDATE email_verification_tokens t SET used_at = $2
       FROM users u
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND u.id = t.user_id
        AND (lower(u.email) = lower(t.email) OR lower(u.pending_email) = lower(t.email))
      RETURNING t.user_id, t.email`,
    [tokenHash, now],
  );
  return link;
}

/** The address becomes the account's, verified now; a change waiting for it is done. */
export async function setVerifiedEmail(db: Queryable, userId: number, email: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE users SET email = $2, email_verified_at = $3,
            pending_email = CASE WHEN lower(pending_email) = lower($2) THEN NULL ELSE pending_email END
      WHERE id = $1`,
    [userId, email, now],
  );
}

export async function setPendingEmail(db: Queryable, userId: number, email: string | null): Promise<void> {
  await db.query('UPDATE users SET pending_email = $2 WHERE id = $1', [userId, email]);
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  // A reset link mailed before must not undo the new password.
  await db.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/** Ends every session of the account but `keepSessionId`; answers how many ended. */
export async function deleteOtherSessions(db: Queryable, userId: number, keepSessionId: number): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2 RETURNING id', [
    userId,
    keepSessionId,
  ]);
  return rows.length;
}

/** The account's live sessions (neither expired nor idle since `idleSince`), the newest use first. */
export async function listSessions(
  db: Queryable,
  userId: number,
  currentSessionId: number,
  now: Date,
  idleSince: Date,
): Promise<AccountSession[]> {
  const rows = await db.query<{ id: number; created_at: Date; last_seen_at: Date }>(
    `SELECT id, created_at, last_seen_at FROM sessions
      WHERE user_id = $1 AND expires_at > $2 AND last_seen_at > $3
      ORDER BY last_seen_at DESC, id DESC`,
    [userId, now, idleSince],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    current: row.id === currentSessionId,
  }));
}

export interface ExportedConversation {
  id: number;
  title: string | null;
  createdAt: string;
  updatedAt: string;
  messages: Message[];
}

/** Every conversation of the user with its messages, oldest first. */
export async function conversationsWithMessages(db: Queryable, userId: number): Promise<ExportedConversation[]> {
  const conversations = await db.query<{ id: number; title: string | null; created_at: Date; updated_at: Date }>(
    'SELECT id, title, created_at, updated_at FROM conversations WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  const messages = await db.query<MessageRow>(
    `SELECT m.id, m.conversation_id, m.content, m.is_user_message, m.created_at, m.stopped
       FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE c.user_id = $1 ORDER BY m.conversation_id, m.id`,
    [userId],
  );
  return conversations.map((conversation) => ({
    id: conversation.id,
    title: conversation.title,
    createdAt: iso(conversation.created_at),
    updatedAt: iso(conversation.updated_at),
    messages: messages.filter((row) => row.conversation_id === conversation.id).map(messageOf),
  }));
}

export interface ExportedFeedback {
  contentType: string;
  contentId: string;
  feedback: FeedbackValue;
  content: string;
  createdAt: string;
}

export async function feedbackOf(db: Queryable, userId: number): Promise<ExportedFeedback[]> {
  const rows = await db.query<{
    content_type: string;
    content_id: string;
    feedback: FeedbackValue;
    content: string;
    created_at: Date;
  }>('SELECT content_type, content_id, feedback, content, created_at FROM feedback WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);
  return rows.map((row) => ({
    contentType: row.content_type,
    contentId: row.content_id,
    feedback: row.feedback,
    content: row.content,
    createdAt: iso(row.created_at),
  }));
}

/**
 * Removes the account and everything it holds. Conversations, messages, profile, sessions, usage
 * and links go with the user row (ON DELETE CASCADE); feedback and analytics events would only lose
 * their owner (SET NULL), so they are deleted first, and the mail the outbox kept for its addresses.
 */
export async function deleteAccountData(
  db: Queryable,
  account: Pick<AccountRow, 'id' | 'email' | 'pending_email'>,
): Promise<void> {
  await db.query('DELETE FROM feedback WHERE user_id = $1', [account.id]);
  await db.query('DELETE FROM analytics_events WHERE user_id = $1', [account.id]);
  await db.query('DELETE FROM outbox WHERE lower(recipient) IN (lower($1), lower($2))', [
    account.email,
    account.pending_email,
  ]);
  await db.query('DELETE FROM users WHERE id = $1', [account.id]);
}
