// Server load (issue 8.6): requests per second and p50/p99 latency of the status call and of a
// send with the offline provider, over loopback with autocannon, against the same framework's bare
// hello-world route measured in the same run. The server runs as `npm start` runs it, on a fresh
// embedded database in a temporary folder.
// Streaming (DECISIONS.md "Streaming"): one send at a time over real HTTP, the time from the request
// to the first `delta` event and to `done`, beside the JSON send's whole reply and an authenticated
// round trip (the floor), all in the same loop; with the offline Selene on the bench's server (before
// the load test), then with a paced model (bench/paced-provider.mjs) on a second server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPacedProvider } from './paced-provider.mjs';

const root = new URL('..', import.meta.url).pathname;
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const connections = 10;
const streamSamples = Number(process.env.BENCH_STREAM_SAMPLES ?? 30);
const streamWarmup = 5;
const pacedSamples = Number(process.env.BENCH_PACED_SAMPLES ?? 10);
const pacedWarmup = 2;
const question = 'What does the Moon in my sign ask of me today?';

/**
 * The streamed send's budgets (medians, one send at a time, this 2-core machine; bench/report.mjs
 * explains them): the first text with the offline Selene, the time the server adds to a model's own
 * first piece, and the first text's share of the whole streamed reply with that paced model.
 */
export const streamBudgets = { firstTextMedianMs: 50, addedToModelMs: 50, firstTextShareOfReply: 0.5 };

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

async function load(options) {
  // Loaded here, so that importing this module (for its budgets) stays cheap.
  const { default: autocannon } = await import('autocannon');
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

/**
 * Starts the app as `npm start` does, on a fresh database in a temporary folder, with the offline
 * Selene unless `assistant` names an OpenAI-compatible provider; answers its URL and a stop().
 */
async function startApp(assistant = { ASSISTANT_API_URL: '', ASSISTANT_API_KEY: '', ASSISTANT_MODEL: '' }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'moonheart-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startProcess('node', ['scripts/start.mjs'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    MOONHEART_DATA_DIR: dataDir,
    ...assistant,
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Starts `npm start` and the hello-world floor; runs `use` with the shell's URL and a load test. */
export async function withServer(use) {
  const helloPort = await freePort();
  const hello = startProcess('node', ['bench/hello.mjs'], { PORT: String(helloPort) });
  let app = null;
  try {
    app = await startApp();
    const { url } = app;
    await waitFor(`http://127.0.0.1:${helloPort}/`);
    await use({
      url,
      measureLoad: () => measureLoad(url, `http://127.0.0.1:${helloPort}/`),
      measureStreaming: () => measureStreaming(url),
    });
  } finally {
    await Promise.all([app?.stop(), hello.stop()]);
  }
}

/** Logs in as the admin (no daily limit); answers the headers of a same-origin JSON call. */
async function logIn(url) {
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
  return { ...json, cookie };
}

async function startConversations(url, headers, count) {
  const conversations = [];
  for (let index = 0; index < count; index += 1) {
    const reply = await fetch(`${url}/api/conversations`, { method: 'POST', headers, body: '{}' });
    if (!reply.ok) throw new Error(`conversation start failed: ${reply.status}`);
    conversations.push((await reply.json()).id);
  }
  return conversations;
}

async function measureLoad(url, helloUrl) {
  const headers = await logIn(url);
  // Sends spread over many conversations, so no conversation reaches its maximum length.
  const conversations = await startConversations(url, headers, 60);
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
              body: JSON.stringify({ content: question, isUserMessage: true }),
            };
          },
        },
      ],
    }),
  );
  // Pages rendered per request (issue 14), beside a static file the same server answers (their floor).
  const page = { accept: 'text/html' };
  const staticFile = row('GET /sw.js (a static file: the floor of a page)', await load({ url: `${url}/sw.js` }));
  const visitorChat = row('GET / rendered for a visitor', await load({ url: `${url}/`, headers: page }));
  const pricing = row('GET /pricing rendered for a visitor', await load({ url: `${url}/pricing`, headers: page }));
  const signedInChat = row(
    'GET / rendered for a signed-in admin (user, status, planner, conversation loaded in process)',
    await load({ url: `${url}/`, headers: { ...page, cookie: headers.cookie } }),
  );
  return {
    description: `${connections} connections for ${loadSeconds} s per route, one after another; the server and the floor each run as their own Node process; the admin account (no daily limit), on a fresh PGlite database.`,
    floorRps: hello.rps,
    rows: [hello, status, send, staticFile, visitorChat, pricing, signedInChat],
  };
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
};
const summary = (values) => ({
  medianMs: percentile(values, 0.5),
  p95Ms: percentile(values, 0.95),
  minMs: Math.min(...values),
  maxMs: Math.max(...values),
});

/**
 * One streamed send: the events are read as they arrive. Answers the milliseconds from just before
 * the request to the first `delta` event and to the `done` event, the number of pieces and the
 * reply's length; checks that the pieces make up the stored reply.
 */
async function sendStreamed(url, headers, conversationId) {
  const started = performance.now();
  const reply = await fetch(`${url}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { ...headers, accept: 'text/event-stream' },
    body: JSON.stringify({ content: question, isUserMessage: true }),
  });
  if (reply.status !== 200 || !reply.headers.get('content-type')?.includes('text/event-stream'))
    throw new Error(`streamed send: ${reply.status} ${reply.headers.get('content-type')}`);
  const reader = reply.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let firstMs = null;
  let doneMs = null;
  let text = '';
  let pieces = 0;
  let stored = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      let event = 'message';
      const data = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (event === 'delta') {
        firstMs ??= performance.now() - started;
        text += JSON.parse(data.join('\n')).text;
        pieces += 1;
      } else if (event === 'done') {
        doneMs = performance.now() - started;
        stored = JSON.parse(data.join('\n')).aiResponse.content;
      } else if (event === 'error') {
        throw new Error(`streamed send: error event ${data.join('\n')}`);
      }
    }
  }
  if (firstMs === null || doneMs === null) throw new Error('streamed send: no delta or no done event');
  if (stored !== text) throw new Error('streamed send: the pieces do not make up the stored reply');
  return { firstMs, doneMs, pieces, chars: text.length };
}

async function sendJson(url, headers, conversationId) {
  const started = performance.now();
  const reply = await fetch(`${url}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ content: question, isUserMessage: true }),
  });
  if (reply.status !== 201) throw new Error(`JSON send: ${reply.status}`);
  await reply.json();
  return performance.now() - started;
}

async function roundTrip(url, headers) {
  const started = performance.now();
  const reply = await fetch(`${url}/api/subscriptions/status`, { headers });
  if (!reply.ok) throw new Error(`status: ${reply.status}`);
  await reply.json();
  return performance.now() - started;
}

/**
 * Rounds of one streamed send, one JSON send (each into its own fresh conversation, so every
 * sample has the same history) and one status call, after a few unrecorded warm-up rounds.
 */
async function streamingRounds(url, samples, warmup) {
  const headers = await logIn(url);
  const rounds = warmup + samples;
  const conversations = await startConversations(url, headers, rounds * 2);
  const first = [];
  const whole = [];
  const json = [];
  const floor = [];
  let pieces = 0;
  let chars = 0;
  for (let round = 0; round < rounds; round += 1) {
    const streamed = await sendStreamed(url, headers, conversations[round * 2]);
    const jsonMs = await sendJson(url, headers, conversations[round * 2 + 1]);
    const floorMs = await roundTrip(url, headers);
    if (round < warmup) continue;
    first.push(streamed.firstMs);
    whole.push(streamed.doneMs);
    json.push(jsonMs);
    floor.push(floorMs);
    pieces = streamed.pieces;
    chars = streamed.chars;
  }
  return {
    samples,
    warmup,
    pieces,
    chars,
    firstText: summary(first),
    streamedReply: summary(whole),
    jsonReply: summary(json),
    floor: summary(floor),
  };
}

/**
 * Time to the first streamed text: with the offline Selene on the bench's server, then with a
 * paced OpenAI-compatible model (bench/paced-provider.mjs) on a second server started for it.
 */
async function measureStreaming(url) {
  const offline = await streamingRounds(url, streamSamples, streamWarmup);
  const model = await startPacedProvider();
  let paced;
  try {
    const app = await startApp({ ASSISTANT_API_URL: model.url, ASSISTANT_API_KEY: 'bench', ASSISTANT_MODEL: 'paced' });
    try {
      paced = await streamingRounds(app.url, pacedSamples, pacedWarmup);
    } finally {
      await app.stop();
    }
  } finally {
    await model.close();
  }
  return {
    description:
      "One request at a time over loopback HTTP (Node's fetch, a kept-alive connection), the admin account: each round a streamed send (Accept: text/event-stream) into a fresh conversation, a JSON send into another, then GET /api/subscriptions/status, the floor (an authenticated call with one database read). Times run from just before the request to the event read from the response body; unrecorded warm-up rounds first.",
    offline,
    paced: { ...paced, model: { firstPieceMs: model.firstPieceMs, pieceMs: model.pieceMs, pieces: model.pieces } },
  };
}
