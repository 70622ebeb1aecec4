import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { type AppOptions, createApp, type Env } from './app';
import { defaultScryptCost } from './auth/password';
import { migrate } from './db/migrations';
import { seedDemoAccounts, seedKnowledge } from './db/seed';
import { openPglite, openPostgres, type Storage } from './db/storage';
import { readNewestUpdate, updatesFile } from './features/notifications/productUpdates';
import { createScheduler } from './features/notifications/scheduler';
import { notificationJobs } from './features/notifications/service';
import { paymentJobs } from './features/payments/service';
import { loadPageRenderer } from './http/render';
import { createJsonLogger, type Logger } from './log';

/** The repository root (this file is packages/server/src/server.ts, or the bundle in packages/server/dist). */
export const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** The storage the environment asks for: PostgreSQL with `DATABASE_URL`, else PGlite in `MOONHEART_DATA_DIR`. */
export async function openStorageFromEnv(env: Env): Promise<Storage> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const dataDir = env.MOONHEART_DATA_DIR ? resolve(env.MOONHEART_DATA_DIR) : resolve(repoRoot, '.data/pglite');
  return openPglite({ dataDir });
}

export interface ServerOptions extends Omit<AppOptions, 'storage'> {
  /** @default the storage of the environment */
  storage?: Storage;
  /** @default env.PORT or 3000; 0 picks a free port */
  port?: number;
  /** @default env.HOST or 127.0.0.1 */
  host?: string;
  /**
   * Seed the demo accounts: by default on a fresh embedded database, and on PostgreSQL only with
   * `SEED_DEMO=1` (DECISIONS "Running it").
   */
  seedDemo?: boolean;
  /**
   * Run the scheduled jobs (the daily synopsis e-mail, Moon-phase reminders) every minute: the
   * server's main turns them on; tests drive the jobs themselves. @default false
   */
  jobs?: boolean;
  /** How long a shutdown waits for requests in flight. @default 10 s */
  shutdownTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  storage: Storage;
  server: Server;
  /** Stops taking connections, lets requests in flight finish, then closes the storage. */
  stop(): Promise<void>;
}

/** Opens the storage, applies the migrations, seeds a fresh database and builds the HTTP server (not listening). */
export async function createServer(options: ServerOptions = {}) {
  const env = options.env ?? process.env;
  const logger: Logger = options.logger ?? createJsonLogger();
  const storage = options.storage ?? (await openStorageFromEnv(env));
  const applied = await migrate(storage);
  // Fresh: no account yet (also after a first start that stopped before seeding).
  const fresh = (await storage.query('SELECT 1 FROM users LIMIT 1')).length === 0;
  const seedDemo = options.seedDemo ?? (storage.kind === 'pglite' ? fresh : env.SEED_DEMO === '1');
  const teachings = await seedKnowledge(storage);
  const accounts = seedDemo ? await seedDemoAccounts(storage, options.passwordCost ?? defaultScryptCost) : 0;
  if (applied || teachings || accounts) {
    logger.info('storage ready', {
      storage: storage.kind,
      migrationsApplied: applied,
      teachingsSeeded: teachings,
      demoAccountsSeeded: accounts,
    });
  }
  const staticDir = options.staticDir ?? resolve(repoRoot, 'packages/app/dist');
  // The shell's renderer, when this build has one beside the static files it links.
  const render = options.staticDir === undefined ? await loadPageRenderer(resolve(repoRoot, 'packages/app')) : null;
  const { app, deps } = createApp({
    ...options,
    env,
    storage,
    logger,
    ...(existsSync(staticDir) ? { staticDir } : {}),
    ...(render ? { renderPage: render } : {}),
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  return { app, deps, server, storage, logger };
}

/** `createServer` and listen; SIGTERM and SIGINT shut it down gracefully when `handleSignals` is set. */
export async function startServer(options: ServerOptions & { handleSignals?: boolean } = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  // Links in mail point here unless PUBLIC_URL says otherwise: known once the server listens.
  let listeningAt: string | undefined;
  const { server, storage, logger, deps } = await createServer({ publicUrl: () => listeningAt, ...options });
  const scheduler = options.jobs
    ? createScheduler({
        jobs: [...notificationJobs(deps, readNewestUpdate(updatesFile(repoRoot))), ...paymentJobs(deps)],
        now: deps.now,
        logger,
      })
    : undefined;
  const port = options.port ?? Number(env.PORT ?? 3000);
  const host = options.host ?? env.HOST ?? '127.0.0.1';
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${shownHost}:${address.port}`;
  listeningAt = url;
  scheduler?.start();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      logger.info('shutting down: finishing requests in flight');
      // No job starts after this; one in flight finishes before the storage closes.
      const jobsStopped = scheduler?.stop();
      const closed = new Promise<void>((done) => server.close(() => done()));
      // Keep-alive connections with no request in flight would hold close() open, also those whose
      // request finishes during the shutdown.
      server.closeIdleConnections();
      const sweeper = setInterval(() => server.closeIdleConnections(), 100);
      const timer = setTimeout(() => server.closeAllConnections(), options.shutdownTimeoutMs ?? 10_000);
      await closed;
      clearInterval(sweeper);
      clearTimeout(timer);
      await jobsStopped;
      await storage.close();
      logger.info('stopped');
    })();
    return stopping;
  };
  if (options.handleSignals) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        void stop().then(() => process.exit(0));
      });
    }
  }
  logger.info('listening', { url, storage: storage.kind });
  return { url, port: address.port, storage, server, stop };
}
