import {
  defaultNotificationSettings,
  type Notice,
  type NoticeKind,
  type NoticeList,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  noticeListSize,
} from '@app/contract';
import type { Queryable } from '../../db/storage';

interface SettingsRow {
  daily_synopsis_email: boolean;
  moon_phase_reminders: boolean;
  product_updates: boolean;
}

const settingsColumns = 'daily_synopsis_email, moon_phase_reminders, product_updates';

const toSettings = (row: SettingsRow): NotificationSettings => ({
  dailySynopsisEmail: row.daily_synopsis_email,
  moonPhaseReminders: row.moon_phase_reminders,
  productUpdates: row.product_updates,
});

export async function loadNotificationSettings(db: Queryable, userId: number): Promise<NotificationSettings> {
  const [row] = await db.query<SettingsRow>(`SELECT ${settingsColumns} FROM notification_settings WHERE user_id = $1`, [
    userId,
  ]);
  return row ? toSettings(row) : { ...defaultNotificationSettings };
}

/** Writes the settings sent over the stored ones (the others stay), in one statement. */
export async function saveNotificationSettings(
  db: Queryable,
  userId: number,
  update: NotificationSettingsUpdate,
  now: Date,
): Promise<NotificationSettings> {
  const next = { ...defaultNotificationSettings, ...update };
  const sent = (key: keyof NotificationSettings) => key in update;
  const [row] = await db.query<SettingsRow>(
    `INSERT INTO notification_settings (user_id, daily_synopsis_email, moon_phase_reminders, product_updates, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET
       daily_synopsis_email = CASE WHEN $6 THEN EXCLUDED.daily_synopsis_email ELSE notification_settings.daily_synopsis_email END,
       moon_phase_reminders = CASE WHEN $7 THEN EXCLUDED.moon_phase_reminders ELSE notification_settings.moon_phase_reminders END,
       product_updates = CASE WHEN $8 THEN EXCLUDED.product_updates ELSE notification_settings.product_updates END,
       updated_at = EXCLUDED.updated_at
     RETURNING ${settingsColumns}`,
    [
      userId,
      next.dailySynopsisEmail,
      next.moonPhaseReminders,
      next.productUpdates,
      now,
      sent('dailySynopsisEmail'),
      sent('moonPhaseReminders'),
      sent('productUpdates'),
    ],
  );
  if (!row) throw new Error('upsert returned no row');
  return toSettings(row);
}

const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The newest notices of a user and how many of all are unread. */
export async function listNotices(db: Queryable, userId: number): Promise<NoticeList> {
  const rows = await db.query<{
    id: number;
    kind: NoticeKind;
    title: string;
    body: string;
    created_at: string;
    read_at: string | null;
  }>(
    `SELECT id, kind, title, body, ${isoOf('created_at')} AS created_at, ${isoOf('read_at')} AS read_at
       FROM notices WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, noticeListSize],
  );
  const [count] = await db.query<{ unread: number }>(
    'SELECT count(*)::int AS unread FROM notices WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  const notices: Notice[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    createdAt: row.created_at,
    readAt: row.read_at,
  }));
  return { notices, unreadCount: count?.unread ?? 0 };
}

/** Marks one of the user's notices read (once: a second time keeps the first time). False when it is not theirs. */
export async function markNoticeRead(db: Queryable, userId: number, noticeId: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE notices SET read_at = coalesce(read_at, $3) WHERE id = $1 AND user_id = $2 RETURNING id',
    [noticeId, userId, now],
  );
  return rows.length > 0;
}

export async function markAllNoticesRead(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE notices SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [userId, now]);
}

export interface NewNotice {
  kind: NoticeKind;
  /** One notice per user and key. */
  dedupeKey: string;
  title: string;
  body: string;
}

/** Adds a notice for one user, unless they already have one with its key. Answers whether it was added. */
export async function addNotice(db: Queryable, userId: number, notice: NewNotice, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO notices (user_id, kind, dedupe_key, title, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id`,
    [userId, notice.kind, notice.dedupeKey, notice.title, notice.body, now],
  );
  return rows.length > 0;
}

/**
 * Adds a notice for every user whose `setting` is on (the default when they never saved one),
 * once per user and key, in one statement. Answers how many were added.
 */
export async function addNoticeForSubscribers(
  db: Queryable,
  setting: 'moon_phase_reminders' | 'product_updates',
  notice: NewNotice,
  now: Date,
): Promise<number> {
  const rows = await db.query(
    `INSERT INTO notices (user_id, kind, dedupe_key, title, body, created_at)
     SELECT u.id, $1, $2, $3, $4, $5 FROM users u
       LEFT JOIN notification_settings s ON s.user_id = u.id
      WHERE coalesce(s.${setting}, true)
     ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id`,
    [notice.kind, notice.dedupeKey, notice.title, notice.body, now],
  );
  return rows.length;
}

/** Who asked for the daily synopsis by e-mail: with an address, and their zone (null: UTC). */
export async function synopsisSubscribers(
  db: Queryable,
): Promise<{ id: number; username: string; email: string; role: string; tier: string; time_zone: string | null }[]> {
  return db.query(
    `SELECT u.id, u.username, u.email, u.role, u.tier, p.time_zone
       FROM notification_settings s JOIN users u ON u.id = s.user_id
       LEFT JOIN user_preferences p ON p.user_id = u.id
      WHERE s.daily_synopsis_email AND u.email IS NOT NULL
      ORDER BY u.id`,
  );
}

/**
 * Claims the daily synopsis e-mail of a user's local day: true for the one caller that inserted
 * the row (the unique key makes it once, whatever the number of servers), false after.
 */
export async function claimSynopsisMail(db: Queryable, userId: number, localDay: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO synopsis_mail_sends (user_id, local_day, sent_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, local_day) DO NOTHING RETURNING user_id`,
    [userId, localDay, now],
  );
  return rows.length > 0;
}

/** Gives a claim back when its mail could not be sent, so a later run tries again. */
export async function releaseSynopsisMail(db: Queryable, userId: number, localDay: string): Promise<void> {
  await db.query('DELETE FROM synopsis_mail_sends WHERE user_id = $1 AND local_day = $2', [userId, localDay]);
}
