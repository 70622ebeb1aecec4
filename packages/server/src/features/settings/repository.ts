// The SQL of the run-time settings (/settings): one row per setting, its value as JSON.
import type { Queryable } from '../../db/storage';

export interface SettingRow {
  key: string;
  value: unknown;
}

/** Every stored setting. */
export async function readSettingRows(db: Queryable): Promise<SettingRow[]> {
  const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM site_settings');
  // PGlite and pg both parse jsonb (a stored string comes back as that string).
  return rows.map((row) => ({ key: row.key, value: row.value }));
}

/** The last change of a setting (the audit log's), with the admin's name (null when gone). */
export async function lastSettingsChange(db: Queryable): Promise<{ at: Date; by: string | null } | null> {
  const [row] = await db.query<{ created_at: Date; username: string | null }>(
    `SELECT a.created_at, u.username FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
      WHERE a.action = 'settings.changed' ORDER BY a.created_at DESC, a.id DESC LIMIT 1`,
  );
  return row ? { at: new Date(row.created_at), by: row.username } : null;
}

export async function writeSetting(db: Queryable, key: string, value: unknown, by: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO site_settings (key, value, updated_by, updated_at) VALUES ($1, $2::jsonb, $3, $4)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [key, JSON.stringify(value), by, at],
  );
}

/** Back to the default: the row goes. */
export async function removeSetting(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM site_settings WHERE key = $1', [key]);
}
