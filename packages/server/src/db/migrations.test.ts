import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStorage } from '../testing/harness';
import { migrate } from './migrations';
import type { Storage } from './storage';

let storage: Storage;
beforeAll(async () => {
  storage = await freshStorage();
}, 60_000);
afterAll(() => storage.close());

describe('migration 2 (conversation activity, stopped replies)', () => {
  it('backfills updated_at from the newest message, or the creation, on a database made before it', async () => {
    // The database as migration 1 left it.
    for (const statement of [
      'ALTER TABLE conversations DROP COLUMN updated_at',
      'CREATE INDEX conversations_user_idx ON conversations (user_id)',
      'ALTER TABLE messages DROP COLUMN stopped',
      'DELETE FROM schema_migrations WHERE id = 2',
    ]) {
      await storage.query(statement);
    }
    const [user] = await storage.query<{ id: number }>(
      `INSERT INTO users (username, password_hash) VALUES ('before', 'x') RETURNING id`,
    );
    const created = new Date('2026-01-01T10:00:00.000Z');
    const [talked, quiet] = await storage.query<{ id: number }>(
      'INSERT INTO conversations (user_id, created_at) VALUES ($1, $2), ($1, $2) RETURNING id',
      [user?.id, created],
    );
    await storage.query(
      `INSERT INTO messages (conversation_id, content, is_user_message, created_at)
       VALUES ($1, 'q', true, $2), ($1, 'a', false, $3)`,
      [talked?.id, new Date('2026-01-02T08:00:00.000Z'), new Date('2026-01-02T08:00:05.123Z')],
    );

    expect(await migrate(storage)).toBe(1);
    const rows = await storage.query<{ id: number; updated_at: Date }>(
      'SELECT id, updated_at FROM conversations WHERE user_id = $1 ORDER BY id',
      [user?.id],
    );
    expect(rows.map((row) => [row.id, new Date(row.updated_at).toISOString()])).toEqual([
      [talked?.id, '2026-01-02T08:00:05.123Z'],
      [quiet?.id, created.toISOString()],
    ]);
    const stopped = await storage.query<{ stopped: boolean }>('SELECT DISTINCT stopped FROM messages');
    expect(stopped).toEqual([{ stopped: false }]);
    const indexes = await storage.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'conversations' ORDER BY indexname`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(['conversations_pkey', 'conversations_user_updated_idx']);
    expect(await migrate(storage)).toBe(0);
  });
});
