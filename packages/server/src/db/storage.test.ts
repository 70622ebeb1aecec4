import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStorage } from '../testing/harness';
import { pgliteStorage, type Storage } from './storage';

let storage: Storage;
beforeAll(async () => {
  storage = await freshStorage();
  await storage.query(
    'CREATE TABLE probe (id serial PRIMARY KEY, name text UNIQUE, at timestamptz, data jsonb, flag boolean)',
  );
}, 60_000);
afterAll(() => storage.close());

describe('storage (PGlite prepared statements, or PostgreSQL)', () => {
  it('runs one statement many times with fresh parameters of every type the server uses', async () => {
    const insert =
      'INSERT INTO probe (name, at, data, flag) VALUES ($1, $2, $3::jsonb, $4) RETURNING id, name, at, data, flag';
    const at = new Date('2026-11-23T12:34:56.789Z');
    for (let index = 0; index < 5; index += 1) {
      const [row] = await storage.query<{ name: string; at: Date; data: unknown; flag: boolean | null }>(insert, [
        `name-${index}`,
        new Date(at.getTime() + index * 1000),
        JSON.stringify({ index, tags: ['Moon'] }),
        index % 2 === 0 ? true : null,
      ]);
      expect(row?.name).toBe(`name-${index}`);
      expect(new Date(row?.at ?? 0).getTime()).toBe(at.getTime() + index * 1000);
      expect(row?.data).toEqual({ index, tags: ['Moon'] });
      expect(row?.flag).toBe(index % 2 === 0 ? true : null);
    }
    const rows = await storage.query<{ count: number }>('SELECT count(*)::int AS count FROM probe WHERE at > $1', [at]);
    expect(rows).toEqual([{ count: 4 }]);
  });

  it('throws database errors with their code and constraint, and keeps working after them', async () => {
    await storage.query('INSERT INTO probe (name) VALUES ($1)', ['taken']);
    const duplicate = await storage.query('INSERT INTO probe (name) VALUES ($1)', ['taken']).catch((error) => error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'probe_name_key' });
    const syntax = await storage.query('SELEC nothing').catch((error) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    expect(await storage.query('SELECT name FROM probe WHERE name = $1', ['taken'])).toEqual([{ name: 'taken' }]);
  });

  it('rolls a failed transaction back, and commits a good one', async () => {
    const failed = await storage
      .transaction(async (tx) => {
        await tx.query('INSERT INTO probe (name) VALUES ($1)', ['rolled-back']);
        await tx.query('INSERT INTO probe (name) VALUES ($1)', ['taken']);
      })
      .catch((error) => error);
    expect(failed).toMatchObject({ code: '23505' });
    expect(await storage.query('SELECT 1 FROM probe WHERE name = $1', ['rolled-back'])).toEqual([]);
    await storage.transaction((tx) => tx.query('INSERT INTO probe (name) VALUES ($1)', ['committed']));
    expect(await storage.query('SELECT name FROM probe WHERE name = $1', ['committed'])).toEqual([
      { name: 'committed' },
    ]);
  });

  it('never lets a query see a transaction half done', async () => {
    await storage.query("INSERT INTO probe (name, data) VALUES ('counter', '0'::jsonb)");
    const read = () =>
      storage.query<{ value: number }>("SELECT (data #>> '{}')::int AS value FROM probe WHERE name = 'counter'");
    const writes = Array.from({ length: 5 }, () =>
      storage.transaction(async (tx) => {
        // Odd while the transaction runs, even when it commits.
        await tx.query("UPDATE probe SET data = to_jsonb((data #>> '{}')::int + 1) WHERE name = 'counter'");
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.query("UPDATE probe SET data = to_jsonb((data #>> '{}')::int + 1) WHERE name = 'counter'");
      }),
    );
    const reads = Array.from({ length: 10 }, read);
    const seen = (await Promise.all([...reads, ...writes.map((write) => write.then(read))])).map(
      (rows) => rows[0]?.value ?? -1,
    );
    for (const value of seen) expect(value % 2).toBe(0);
    expect((await read())[0]?.value).toBe(10);
  });
});

describe('PGlite storage', () => {
  it('prepares a statement again when the table under it changes', async () => {
    const db = await PGlite.create();
    const pglite = pgliteStorage(db);
    try {
      await pglite.query('CREATE TABLE shape (id int)');
      await pglite.query('INSERT INTO shape VALUES ($1)', [1]);
      expect(await pglite.query('SELECT * FROM shape')).toEqual([{ id: 1 }]);
      await pglite.query('ALTER TABLE shape ADD COLUMN label text');
      expect(await pglite.query('SELECT * FROM shape')).toEqual([{ id: 1, label: null }]);
    } finally {
      await pglite.close();
    }
  }, 60_000);
});
