// All the SQL of the Skool integration: its one settings row, the received events, and the accounts
// its members map to.
import type { Tier } from '@app/contract';
import type { SkoolEvent, SkoolEventResult, SkoolLevelTier } from '@app/contract/skool';
import { skoolEventListSize } from '@app/contract/skool';
import type { Queryable } from '../../db/storage';

export interface StoredSkoolSettings {
  enabled: boolean;
  /** The secret itself (HMAC verification needs it); never answered after it is generated. */
  signingSecret: string | null;
  secretCreatedAt: Date | null;
  defaultTier: Tier;
  levelTiers: SkoolLevelTier[];
}

interface SettingsRow {
  enabled: boolean;
  signing_secret: string | null;
  secret_created_at: Date | null;
  default_tier: Tier;
  level_tiers: SkoolLevelTier[];
}

const defaults: StoredSkoolSettings = {
  enabled: false,
  signingSecret: null,
  secretCreatedAt: null,
  defaultTier: 'free',
  levelTiers: [],
};

/** The settings; the defaults (off, no secret, free) before an admin saved any. `lock` holds the row for a change. */
export async function readSettings(db: Queryable, lock = false): Promise<StoredSkoolSettings> {
  if (lock) await db.query('INSERT INTO skool_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
  const [row] = await db.query<SettingsRow>(
    `SELECT enabled, signing_secret, secret_created_at, default_tier, level_tiers FROM skool_settings WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
  );
  if (!row) return defaults;
  return {
    enabled: row.enabled,
    signingSecret: row.signing_secret,
    secretCreatedAt: row.secret_created_at ? new Date(row.secret_created_at) : null,
    defaultTier: row.default_tier,
    levelTiers: row.level_tiers,
  };
}

export async function writeSettings(
  db: Queryable,
  settings: { enabled: boolean; defaultTier: Tier; levelTiers: SkoolLevelTier[] },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO skool_settings (id, enabled, default_tier, level_tiers, updated_at) VALUES (1, $1, $2, $3::jsonb, $4)
     ON CONFLICT (id) DO UPDATE SET enabled = $1, default_tier = $2, level_tiers = $3::jsonb, updated_at = $4`,
    [settings.enabled, settings.defaultTier, JSON.stringify(settings.levelTiers), now],
  );
}

export async function writeSecret(db: Queryable, secret: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO skool_settings (id, signing_secret, secret_created_at, updated_at) VALUES (1, $1, $2, $2)
     ON CONFLICT (id) DO UPDATE SET signing_secret = $1, secret_created_at = $2, updated_at = $2`,
    [secret, now],
  );
}

/** The last events, newest first, with the username of the account each concerned. */
export async function recentEvents(db: Queryable): Promise<SkoolEvent[]> {
  const rows = await db.query<{
    event_id: string;
    type: string;
    result: SkoolEventResult;
    username: string | null;
    received_at: Date;
  }>(
    `SELECT e.event_id, e.type, e.result, u.username, e.received_at
       FROM skool_events e LEFT JOIN users u ON u.id = e.user_id
      ORDER BY e.received_at DESC, e.event_id DESC LIMIT $1`,
    [skoolEventListSize],
  );
  return rows.map((row) => ({
    id: row.event_id,
    type: row.type,
    result: row.result,
    member: row.username,
    receivedAt: new Date(row.received_at).toISOString(),
  }));
}

/** Claims an event id: false when it was already received (a replay), so it is not acted on twice. */
export async function claimEvent(db: Queryable, eventId: string, type: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO skool_events (event_id, type, result, received_at) VALUES ($1, $2, 'ignored', $3)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [eventId, type, now],
  );
  return rows.length > 0;
}

export async function recordEventResult(
  db: Queryable,
  eventId: string,
  result: SkoolEventResult,
  userId: number | null,
): Promise<void> {
  await db.query('UPDATE skool_events SET result = $2, user_id = $3 WHERE event_id = $1', [eventId, result, userId]);
}

export interface MemberAccount {
  id: number;
  username: string;
  tier: string;
}

/** The account with this e-mail address (compared without case), held for the change. */
export async function lockAccountByEmail(db: Queryable, email: string): Promise<MemberAccount | null> {
  const [row] = await db.query<MemberAccount>(
    'SELECT id, username, tier FROM users WHERE lower(email) = lower($1) FOR UPDATE',
    [email],
  );
  return row ?? null;
}

export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username])).length > 0;
}

export async function insertMember(
  db: Queryable,
  member: { username: string; email: string; passwordHash: string; tier: Tier; createdAt: Date },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, role, tier, created_at) VALUES ($1, $2, $3, 'client', $4, $5)
     RETURNING id`,
    [member.username, member.email, member.passwordHash, member.tier, member.createdAt],
  );
  if (!row) throw new Error('skool member insert returned no row');
  return row.id;
}

export async function setTier(db: Queryable, userId: number, tier: Tier): Promise<void> {
  await db.query('UPDATE users SET tier = $2 WHERE id = $1', [userId, tier]);
}
