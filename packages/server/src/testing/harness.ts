// Test helpers (not exported by the package): a real server on port 0 over a fresh database.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AssistantContext, AssistantProvider } from '../assistant';
import { knowledgeSeed } from '../assistant/knowledgeSeed';
import { hashPassword, type ScryptCost } from '../auth/password';
import { migrate, migrations } from '../db/migrations';
import { seedKnowledge } from '../db/seed';
import { openPostgres, pgliteStorage, type Storage } from '../db/storage';
import { createMemoryLogger } from '../log';
import { type RunningServer, type ServerOptions, startServer } from '../server';

/** A cheap scrypt cost for tests (the default, OWASP's, costs half a second per hash). */
export const testPasswordCost: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * A fresh, migrated and knowledge-seeded database. PGlite in memory, started from a snapshot kept in
 * the temp folder (creating a cluster takes seconds; loading one takes under one); PostgreSQL when
 * `DATABASE_URL` is set: a new database per call, dropped when closed.
 */
export async function freshStorage(): Promise<Storage> {
  const url = process.env.DATABASE_URL;
  if (url) return freshPostgres(url);
  const key = createHash('sha256')
    .update(JSON.stringify(migrations))
    .update(JSON.stringify(knowledgeSeed))
    .digest('hex')
    .slice(0, 16);
  const snapshot = join(tmpdir(), `moonheart-test-pglite-${key}.tar.gz`);
  if (!existsSync(snapshot)) {
    const db = await PGlite.create();
    const storage = pgliteStorage(db);
    await migrate(storage);
    await seedKnowledge(storage);
    const dump = await db.dumpDataDir('gzip');
    const partial = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, snapshot);
    return storage;
  }
  const db = await PGlite.create({ loadDataDir: new Blob([readFileSync(snapshot)]) });
  return pgliteStorage(db);
}

async function freshPostgres(url: string): Promise<Storage> {
  const name = `moonheart_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const storage = openPostgres(target.toString(), { max: 10 });
  await migrate(storage);
  await seedKnowledge(storage);
  const fresh: Storage = {
    ...storage,
    async close() {
      await storage.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
  postgresUrls.set(fresh, target.toString());
  return fresh;
}

const postgresUrls = new WeakMap<Storage, string>();

/**
 * The same database as a second server process would open it: on PostgreSQL a pool of its own
 * (other connections, as behind a load balancer); on PGlite, which one process alone can open, the
 * same instance. Closing it leaves the first open.
 */
export function secondConnection(storage: Storage): Storage {
  const url = postgresUrls.get(storage);
  return url ? openPostgres(url, { max: 10 }) : sharedStorage(storage);
}

/**
 * The same database for a second server in a test file (its `stop()` leaves the database open for
 * the first): loading another snapshot costs about a second.
 */
export function sharedStorage(storage: Storage): Storage {
  return { ...storage, close: async () => {} };
}

/** A text cut after each space: the pieces of a scripted stream (they concatenate to the text). */
export function wordsOf(text: string): string[] {
  return text.split(/(?<= )/);
}

/**
 * A provider the test steers: answers `answer(ctx)` (streamed word by word, or by `streamAnswer`
 * when a test sets it), and records what it was asked.
 */
export function scriptedAssistant(
  reply: (ctx: AssistantContext) => Promise<string> | string = (ctx) => `You asked: ${ctx.question}`,
) {
  const calls: AssistantContext[] = [];
  const provider: AssistantProvider & {
    calls: AssistantContext[];
    answer: typeof reply;
    streamAnswer: ((ctx: AssistantContext) => AsyncIterable<string>) | undefined;
  } = {
    name: 'scripted',
    calls,
    answer: reply,
    streamAnswer: undefined,
    async reply(ctx) {
      calls.push(ctx);
      return provider.answer(ctx);
    },
    async *stream(ctx) {
      calls.push(ctx);
      if (provider.streamAnswer) {
        yield* provider.streamAnswer(ctx);
        return;
      }
      for (const piece of wordsOf(await provider.answer(ctx))) {
        ctx.signal?.throwIfAborted();
        yield piece;
      }
    },
  };
  return provider;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** A body sent as it is (FormData, a string). */
  raw?: BodyInit;
  signal?: AbortSignal;
}

export interface TestServer extends RunningServer {
  logger: ReturnType<typeof createMemoryLogger>;
  /** Any call; JSON bodies are sent with the JSON content type and the server's own Origin. */
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  /** Adds a user straight to the database. */
  addUser(user: { username: string; role?: string; tier?: string; password?: string }): Promise<number>;
  /** Logs in and answers the session cookie (`name=value`). */
  login(username: string, password?: string): Promise<string>;
  /** Adds a user and logs in as them. */
  userSession(user: { username: string; role?: string; tier?: string }): Promise<{ id: number; cookie: string }>;
}

export const testPassword = 'correct horse battery';

/** Starts a real server on 127.0.0.1:0 over `freshStorage()`, with a cheap password cost and a quiet logger. */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const logger = createMemoryLogger();
  const storage = options.storage ?? (await freshStorage());
  const running = await startServer({
    env: {},
    assistant: scriptedAssistant(),
    seedDemo: false,
    staticDir: join(tmpdir(), 'moonheart-no-shell'),
    ...options,
    storage,
    logger,
    port: 0,
    host: '127.0.0.1',
    passwordCost: testPasswordCost,
  });
  const call = (method: string, path: string, { body, cookie, headers = {}, raw, signal }: CallOptions = {}) => {
    const init: RequestInit & { headers: Record<string, string> } = {
      method,
      headers: { origin: running.url, ...headers },
    };
    if (raw !== undefined) init.body = raw;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] ??= 'application/json';
    }
    if (cookie) init.headers.cookie = cookie;
    if (signal) init.signal = signal;
    return fetch(`${running.url}${path}`, init);
  };
  const addUser: TestServer['addUser'] = async ({
    username,
    role = 'client',
    tier = 'free',
    password = testPassword,
  }) => {
    const hash = await hashPassword(password, testPasswordCost);
    const [row] = await storage.query<{ id: number }>(
      'INSERT INTO users (username, email, password_hash, role, tier) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [username, `${username}@example.test`, hash, role, tier],
    );
    return row?.id ?? 0;
  };
  const login: TestServer['login'] = async (username, password = testPassword) => {
    const response = await call('POST', '/api/login', { body: { username, password } });
    if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
    return cookieOf(response);
  };
  return {
    ...running,
    logger,
    call,
    addUser,
    login,
    async userSession(user) {
      const id = await addUser(user);
      return { id, cookie: await login(user.username) };
    },
  };
}

/** The `name=value` of the session cookie a response sets. */
export function cookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((line) => line.includes('moonheart_session='));
  if (!header) throw new Error('no session cookie set');
  return header.split(';')[0] ?? '';
}
