// @app/server: the reference API server (Hono on Node; PGlite or PostgreSQL).
export { type AppOptions, createApp, type Env, maxJsonBytes, ttsConfigFrom } from './app';
export { defaultScryptCost, hashPassword, type ScryptCost, verifyPassword } from './auth/password';
export type { AppEnv, Deps, SessionUser } from './context';
export { migrate, migrations } from './db/migrations';
export { demoAccounts, demoPassword, seedDemoAccounts, seedKnowledge } from './db/seed';
export { openPglite, openPostgres, type Queryable, type Storage } from './db/storage';
export { createJsonLogger, createMemoryLogger, type Logger } from './log';
export { serverMessages } from './messages';
export { createServer, openStorageFromEnv, type RunningServer, type ServerOptions, startServer } from './server';
