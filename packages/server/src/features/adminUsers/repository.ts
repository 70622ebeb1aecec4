// All the SQL of user management (admins) and of reading the audit log. The last activity is the
// latest use of a session or of a conversation (GREATEST skips nulls), so it outlives a sign-out.
import { normaliseRole, utcDay } from '@app/contract';
import type { AdminChange, AdminUserDetail, AdminUserSummary, AuditEntry } from '@app/contract/adminUsers';
import type { Queryable } from '../../db/storage';

interface UserRow {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: string;
  tier: string;
  disabled_at: Date | null;
  created_at: Date;
  last_active_at: Date | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const userColumns = `u.id, u.username, coalesce(nullif(p.display_name, ''), nullif(up.preferred_name, '')) AS name,
  u.email, u.role, u.tier, u.disabled_at, u.created_at,
  GREATEST(
    (SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = u.id),
    (SELECT max(c.updated_at) FROM conversations c WHERE c.user_id = u.id)
  ) AS last_active_at`;
const userJoins = `FROM users u
  LEFT JOIN profiles p ON p.user_id = u.id
  LEFT JOIN user_preferences up ON up.user_id = u.id`;

function summaryOf(row: UserRow): AdminUserSummary {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: normaliseRole(row.role),
    tier: row.tier,
    disabled: row.disabled_at !== null,
    createdAt: iso(row.created_at),
    lastActiveAt: row.last_active_at ? iso(row.last_active_at) : null,
  };
}

/** `%` and `_` typed in a search are meant literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A page of accounts whose username, e-mail or name holds `search`, by username; and how many match. */
export async function listUsers(
  db: Queryable,
  { search, limit, offset }: { search: string | undefined; limit: number; offset: number },
): Promise<{ users: AdminUserSummary[]; total: number }> {
  const where = `($1::text IS NULL OR u.username ILIKE $1 OR u.email ILIKE $1 OR p.display_name ILIKE $1
    OR up.preferred_name ILIKE $1)`;
  const pattern = search ? likePattern(search) : null;
  const rows = await db.query<UserRow>(
    `SELECT ${userColumns} ${userJoins} WHERE ${where} ORDER BY lower(u.username), u.id LIMIT $2 OFFSET $3`,
    [pattern, limit, offset],
  );
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${userJoins} WHERE ${where}`, [
    pattern,
  ]);
  return { users: rows.map(summaryOf), total: counted[0]?.total ?? 0 };
}

/** The last change of `action` to an account, from the audit log. */
async function lastChange(db: Queryable, userId: number, action: string): Promise<AdminChange | null> {
  const [row] = await db.query<{ created_at: Date; actor: string | null; reason: string | null }>(
    `SELECT a.created_at, u.username AS actor, a.details->>'reason' AS reason
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
      WHERE a.target_user_id = $1 AND a.action = $2 ORDER BY a.created_at DESC, a.id DESC LIMIT 1`,
    [userId, action],
  );
  return row ? { at: iso(row.created_at), by: row.actor, reason: row.reason } : null;
}

/** One account with its usage and last changes; null when there is none. */
export async function findUser(db: Queryable, userId: number, now: Date): Promise<AdminUserDetail | null> {
  const [row] = await db.query<UserRow & { email_verified: boolean }>(
    `SELECT ${userColumns}, u.email_verified_at IS NOT NULL AS email_verified ${userJoins} WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  const today = utcDay(now);
  const monthAgo = utcDay(new Date(now.getTime() - 29 * 24 * 60 * 60 * 1000));
  const [usage] = await db.query<{
    prompts_today: number;
    prompts_30: number;
    conversations: number;
    sessions: number;
  }>(
    `SELECT
       (SELECT coalesce(sum(prompts), 0)::int FROM daily_usage WHERE user_id = $1 AND day = $2) AS prompts_today,
       (SELECT coalesce(sum(prompts), 0)::int FROM daily_usage WHERE user_id = $1 AND day >= $3 AND day <= $2) AS prompts_30,
       (SELECT count(*)::int FROM conversations WHERE user_id = $1) AS conversations,
       (SELECT count(*)::int FROM sessions WHERE user_id = $1 AND expires_at > $4) AS sessions`,
    [userId, today, monthAgo, now],
  );
  return {
    ...summaryOf(row),
    emailVerified: row.email_verified,
    disabledAt: row.disabled_at ? iso(row.disabled_at) : null,
    tierChange: await lastChange(db, userId, 'user.tierChanged'),
    roleChange: await lastChange(db, userId, 'user.roleChanged'),
    usage: {
      promptsToday: usage?.prompts_today ?? 0,
      promptsLast30Days: usage?.prompts_30 ?? 0,
      conversations: usage?.conversations ?? 0,
      activeSessions: usage?.sessions ?? 0,
    },
  };
}

/** The fields a change reads before it writes (locked for the transaction). */
export async function lockUser(
  db: Queryable,
  userId: number,
): Promise<{
  id: number;
  username: string;
  email: string | null;
  role: string;
  tier: string;
  disabled: boolean;
} | null> {
  const [row] = await db.query<{
    id: number;
    username: string;
    email: string | null;
    role: string;
    tier: string;
    disabled: boolean;
  }>(
    'SELECT id, username, email, role, tier, disabled_at IS NOT NULL AS disabled FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return row ?? null;
}

export async function setRole(db: Queryable, userId: number, role: string): Promise<void> {
  await db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
}

export async function setTier(db: Queryable, userId: number, tier: string): Promise<void> {
  await db.query('UPDATE users SET tier = $2 WHERE id = $1', [userId, tier]);
}

/** Disables (a time) or enables (null) an account. */
export async function setDisabled(db: Queryable, userId: number, at: Date | null): Promise<void> {
  await db.query('UPDATE users SET disabled_at = $2 WHERE id = $1', [userId, at]);
}

/** Ends every session of an account; answers how many there were. */
export async function deleteSessions(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE user_id = $1 RETURNING id', [userId]);
  return rows.length;
}

interface AuditRow {
  id: number;
  action: string;
  actor_user_id: number | null;
  actor: string | null;
  target_user_id: number | null;
  target: string | null;
  details: Record<string, unknown> | string | null;
  created_at: Date;
}

const objectOr = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function entryOf(row: AuditRow): AuditEntry {
  // PGlite and pg both parse jsonb; a string is parsed in case a driver does not.
  const details = objectOr(typeof row.details === 'string' ? JSON.parse(row.details) : row.details) ?? {};
  return {
    id: row.id,
    action: row.action,
    actorId: row.actor_user_id,
    actor: row.actor,
    targetId: row.target_user_id,
    target: row.target,
    before: objectOr(details.before),
    after: objectOr(details.after),
    reason: typeof details.reason === 'string' ? details.reason : null,
    createdAt: iso(row.created_at),
  };
}

/** A page of the audit log, newest first: one account's entries, or all. */
export async function listAudit(
  db: Queryable,
  { userId, limit, offset }: { userId: number | undefined; limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const rows = await db.query<AuditRow>(
    `SELECT a.id, a.action, a.actor_user_id, actor.username AS actor, a.target_user_id, target.username AS target,
            a.details, a.created_at
       FROM audit_log a
       LEFT JOIN users actor ON actor.id = a.actor_user_id
       LEFT JOIN users target ON target.id = a.target_user_id
      WHERE ($1::int IS NULL OR a.target_user_id = $1)
      ORDER BY a.created_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
    [userId ?? null, limit, offset],
  );
  const counted = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM audit_log a WHERE ($1::int IS NULL OR a.target_user_id = $1)',
    [userId ?? null],
  );
  return { entries: rows.map(entryOf), total: counted[0]?.total ?? 0 };
}

/** An account's address (null: it has none); null when there is no such account. */
export async function findContact(db: Queryable, userId: number): Promise<{ email: string | null } | null> {
  const [row] = await db.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [userId]);
  return row ?? null;
}

/** Whether an account exists. */
export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE id = $1', [userId])).length > 0;
}
