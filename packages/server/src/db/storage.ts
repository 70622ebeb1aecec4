import { mkdirSync } from 'node:fs';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import pg from 'pg';

/** Something that runs SQL with `$1` parameters and gives the rows. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * The storage: PGlite (embedded) or PostgreSQL (`pg`). Both run the same SQL; keep to what both
 * parse alike (cast counts to `int`, read dates as text, JSON as `jsonb`).
 */
export interface Storage extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** An embedded database in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Storage> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return pgliteStorage(db);
}

/**
 * PGlite as a Storage. PGlite runs one statement at a time and its `query()` costs six calls into
 * the WebAssembly module and a fresh parse and plan each time; here each distinct statement is
 * prepared once (a named statement: parsed, described and planned once) and then run with one call
 * (bind, describe, execute, sync), a third of the CPU per query. A lock of our own serialises every
 * query and transaction, so the prepared path never interleaves with PGlite's own calls.
 */
export function pgliteStorage(db: PGlite): Storage {
  const prepared = preparedStatements(db);
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => {});
    return run;
  };
  return {
    kind: 'pglite',
    query<Row>(sql: string, params: unknown[] = []) {
      return exclusive(() =>
        prepared.run<Row>(sql, params, false, async () => (await db.query<Row>(sql, params)).rows),
      );
    },
    transaction(work) {
      return exclusive(() =>
        db.transaction((tx) =>
          work({
            query: <Row>(sql: string, params: unknown[] = []) =>
              prepared.run<Row>(sql, params, true, async () => (await tx.query<Row>(sql, params)).rows),
          }),
        ),
      );
    },
    close: () => exclusive(() => db.close()),
  };
}

/** How many distinct statements are kept prepared; the server has a few dozen, so this is a guard only. */
const maxPreparedStatements = 256;

/** Postgres error codes after which a prepared statement is dropped and prepared again (outside a transaction). */
const stalePreparedCodes = new Set([
  '26000', // invalid_sql_statement_name: the statement is gone
  '0A000', // feature_not_supported: "cached plan must not change result type" after a schema change
]);

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Named prepared statements over PGlite's wire protocol, with the parameter and row conversions of `query()`. */
function preparedStatements(db: PGlite) {
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  let counter = 0;

  /** The error as PGlite's `query()` throws it (with the statement and its parameters). */
  const withQuery = (error: unknown, sql: string, params: unknown[]) => {
    if (error && typeof error === 'object' && 'code' in error) Object.assign(error, { query: sql, params });
    return error;
  };

  async function prepare(sql: string, inTransaction: boolean) {
    const name = `moonheart_${++counter}`;
    const { messages } = await db.execProtocol(
      concatBytes([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    return statement;
  }

  async function execute<Row>(sql: string, params: unknown[], inTransaction: boolean): Promise<Row[]> {
    const statement = statements.get(sql) ?? (await prepare(sql, inTransaction));
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serialize = db.serializers[statement.paramTypes[index] ?? 0];
      return serialize ? serialize(param) : String(param);
    });
    const { messages } = await db.execProtocol(
      concatBytes([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    return (parse.parseResults(messages, db.parsers)[0]?.rows ?? []) as Row[];
  }

  return {
    async run<Row>(
      sql: string,
      params: unknown[],
      inTransaction: boolean,
      fallback: () => Promise<Row[]>,
    ): Promise<Row[]> {
      if (!statements.has(sql) && statements.size >= maxPreparedStatements) return fallback();
      try {
        return await execute<Row>(sql, params, inTransaction);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (inTransaction || typeof code !== 'string' || !stalePreparedCodes.has(code) || !statements.has(sql)) {
          throw withQuery(error, sql, params);
        }
        // The schema changed under a prepared statement: prepare it again, once.
        const stale = statements.get(sql);
        statements.delete(sql);
        if (stale) {
          await db
            .execProtocol(
              concatBytes([protocol.serialize.close({ type: 'S', name: stale.name }), protocol.serialize.sync()]),
            )
            .catch(() => {});
        }
        try {
          return await execute<Row>(sql, params, inTransaction);
        } catch (retryError) {
          throw withQuery(retryError, sql, params);
        }
      }
    },
  };
}

/** PostgreSQL through a `pg` pool. */
export function openPostgres(connectionString: string, options: { max?: number } = {}): Storage {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
