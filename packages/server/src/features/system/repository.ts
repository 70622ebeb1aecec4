// The SQL of the portal home's counts and the system page.
import type { Queryable } from '../../db/storage';

const count = async (db: Queryable, sql: string, params: unknown[] = []): Promise<number> =>
  (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

/** Requests of the inbox not closed (open, or answered and waiting). */
export const countOpenRequests = (db: Queryable) =>
  count(db, "SELECT count(*)::int AS n FROM support_requests WHERE status <> 'closed'");

/** Accounts created at or after `since`. */
export const countUsersSince = (db: Queryable, since: Date) =>
  count(db, 'SELECT count(*)::int AS n FROM users WHERE created_at >= $1', [since]);

/** Teachings of the knowledge base: all, or one author's. */
export const countTeachings = (db: Queryable, authorId?: number) =>
  authorId === undefined
    ? count(db, 'SELECT count(*)::int AS n FROM teachings')
    : count(db, 'SELECT count(*)::int AS n FROM teachings WHERE created_by = $1', [authorId]);

/** The database's size on disk in bytes; null when the server will not say. */
export async function databaseSize(db: Queryable): Promise<number | null> {
  try {
    const [row] = await db.query<{ size: string | number }>(
      'SELECT pg_database_size(current_database())::bigint AS size',
    );
    return row ? Number(row.size) : null;
  } catch {
    return null;
  }
}

export async function appliedMigrations(db: Queryable): Promise<{ id: number; name: string; appliedAt: string }[]> {
  const rows = await db.query<{ id: number; name: string; applied_at: Date }>(
    'SELECT id, name, applied_at FROM schema_migrations ORDER BY id',
  );
  return rows.map((row) => ({ id: row.id, name: row.name, appliedAt: new Date(row.applied_at).toISOString() }));
}
