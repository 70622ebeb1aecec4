// The server's entry point: `node packages/server/dist/main.js` (built by scripts/start.mjs).
import { demoAccounts, demoPassword } from './db/seed';
import { startServer } from './server';

// The scheduled jobs (the daily synopsis e-mail, Moon-phase reminders) run here, stopped on shutdown.
const running = await startServer({ handleSignals: true, jobs: true });
process.stdout.write(
  `\nMoonheart is running at ${running.url}\n` +
    `Demo accounts (password "${demoPassword}"): ${demoAccounts.map((account) => account.username).join(', ')}\n\n`,
);
