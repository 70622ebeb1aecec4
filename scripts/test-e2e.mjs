#!/usr/bin/env node
// End-to-end tests: starts `npm start` (scripts/start.mjs) on a free loopback port with a fresh
// temporary data folder, waits for /api/health, runs e2e/*.spec.mjs with node:test in Debian's
// Chromium (playwright-core), then stops the server and removes the data folder.
//   E2E_BASE_URL=http://127.0.0.1:3000 node scripts/test-e2e.mjs   reuse a running server instead
//   node scripts/test-e2e.mjs e2e/guards.spec.mjs                   run some spec files only
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const specs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(join(root, 'e2e'))
      .filter((name) => name.endsWith('.spec.mjs'))
      .sort()
      .map((name) => join('e2e', name));

const chromium = spawnSync('bash', [join(root, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null)
      throw new Error(`the server exited with ${server.exitCode} before answering`);
    try {
      const reply = await fetch(`${url}/api/health`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url}/api/health did not answer within ${timeoutMs / 1000} s`);
}

let server = null;
let dataDir = null;
let serverLog = null;
const serverLogPath = join(root, 'test-results', 'e2e-server.log');
let baseUrl = process.env.E2E_BASE_URL;

function stop() {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}

let code = 1;
try {
  if (!baseUrl) {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'moonheart-e2e-'));
    baseUrl = `http://127.0.0.1:${port}`;
    // The server's request log goes to a file (printed in part only when a test fails), so the
    // test report stays readable.
    mkdirSync(join(root, 'test-results'), { recursive: true });
    serverLog = openSync(serverLogPath, 'w');
    // Its own process group, so stopping it also stops whatever it started (a build, the server).
    server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      detached: true,
      stdio: ['ignore', serverLog, serverLog],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MOONHEART_DATA_DIR: dataDir },
    });
    await waitForHealth(baseUrl, server, 300_000);
  } else {
    await waitForHealth(baseUrl, null, 30_000);
  }
  const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...specs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  code = run.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  stop();
  if (serverLog !== null) {
    closeSync(serverLog);
    if (code !== 0) {
      // Its warnings, errors and 5xx answers: the request lines of passing tests say nothing.
      const notable = readFileSync(serverLogPath, 'utf8')
        .split('\n')
        .filter((line) => (line.trim() !== '' && !/"level":"info"/.test(line)) || /"status":5\d\d/.test(line))
        .slice(-40);
      console.error(`\nThe server's last ${notable.length} warnings and errors (its whole log: ${serverLogPath}):`);
      if (notable.length > 0) console.error(notable.join('\n'));
    }
  }
}
process.exit(code);
