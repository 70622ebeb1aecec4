// Server load (issue 8.6): requests per second and p50/p99 latency of the status call and of a
// send with the offline provider, over loopback with autocannon, against the same framework's bare
// hello-world route measured in the same run. The server runs as `npm start` runs it, on a fresh
// embedded database in a temporary folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const connections = 10;

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const reply = await fetch(url);
      if (reply.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startProcess(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: loadSeconds, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

const row = (name, result) => ({
  name,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

/** Starts `npm start` and the hello-world floor; runs `use` with the shell's URL and a load test. */
export async function withServer(use) {
  const dataDir = mkdtempSync(join(tmpdir(), 'moonheart-bench-'));
  const [port, helloPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const server = startProcess('node', ['scripts/start.mjs'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    MOONHEART_DATA_DIR: dataDir,
  });
  const hello = startProcess('node', ['bench/hello.mjs'], { PORT: String(helloPort) });
  try {
    await waitFor(`${url}/api/health`);
    await waitFor(`http://127.0.0.1:${helloPort}/`);
    await use({ url, measureLoad: () => measureLoad(url, `http://127.0.0.1:${helloPort}/`) });
  } finally {
    await Promise.all([server.stop(), hello.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureLoad(url, helloUrl) {
  const json = { 'content-type': 'application/json', origin: url, 'sec-fetch-site': 'same-origin' };
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'admin', password: 'moonheart-demo' }),
  });
  if (!login.ok) throw new Error(`log-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const headers = { ...json, cookie };
  // Sends spread over many conversations, so no conversation reaches its maximum length.
  const conversations = [];
  for (let index = 0; index < 60; index += 1) {
    const reply = await fetch(`${url}/api/conversations`, { method: 'POST', headers, body: '{}' });
    if (!reply.ok) throw new Error(`conversation start failed: ${reply.status}`);
    conversations.push((await reply.json()).id);
  }
  let next = 0;
  const hello = row('hello-world (bare Hono route, the floor)', await load({ url: helloUrl }));
  const status = row('GET /api/subscriptions/status', await load({ url: `${url}/api/subscriptions/status`, headers }));
  const send = row(
    'POST /api/conversations/{id}/messages (offline Selene)',
    await load({
      url,
      requests: [
        {
          method: 'POST',
          headers,
          setupRequest: (request) => {
            const id = conversations[next % conversations.length];
            next += 1;
            return {
              ...request,
              path: `/api/conversations/${id}/messages`,
              body: JSON.stringify({ content: 'What does the Moon in my sign ask of me today?', isUserMessage: true }),
            };
          },
        },
      ],
    }),
  );
  return {
    description: `${connections} connections for ${loadSeconds} s per route, one after another; the server and the floor each run as their own Node process; the admin account (no daily limit), on a fresh PGlite database.`,
    floorRps: hello.rps,
    rows: [hello, status, send],
  };
}
