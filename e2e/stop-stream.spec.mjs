// Stop while a reply streams, end to end (DECISIONS "Streaming"): a second server of our own, whose
// assistant is a slow local fake of an OpenAI-compatible API, so that Stop lands mid-stream. After
// Stop the fake sees its request closed, and the server keeps what was shown, marked stopped.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { demoPassword, hydrated, launch } from './support.mjs';

const root = new URL('..', import.meta.url).pathname;
let browser;
let fake;
let server;
let dataDir;
let baseUrl;
/** What the fake model saw: requests begun, and requests closed before their stream ended. */
const upstream = { requests: 0, closedEarly: 0 };

/** An OpenAI-compatible chat completions endpoint that streams a word every 150 ms, 200 words. */
function startFakeModel() {
  return new Promise((resolve) => {
    const model = createServer((request, response) => {
      if (request.method !== 'POST' || !request.url.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      upstream.requests += 1;
      request.resume();
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      let sent = 0;
      let finished = false;
      const timer = setInterval(() => {
        if (sent === 200) {
          finished = true;
          clearInterval(timer);
          response.end('data: [DONE]\n\n');
          return;
        }
        const word = sent === 0 ? 'Patience ' : `word${sent} `;
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: word } }] })}\n\n`);
        sent += 1;
      }, 150);
      response.on('close', () => {
        clearInterval(timer);
        if (!finished) upstream.closedEarly += 1;
      });
    });
    model.listen(0, '127.0.0.1', () => resolve(model));
  });
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

before(async () => {
  fake = await startFakeModel();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'moonheart-stop-'));
  server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MOONHEART_DATA_DIR: dataDir,
      ASSISTANT_API_URL: `http://127.0.0.1:${fake.address().port}/v1`,
      ASSISTANT_API_KEY: 'test-key',
      ASSISTANT_MODEL: 'slow-fake',
    },
  });
  await waitFor(
    async () => (await fetch(`${baseUrl}/api/health`).catch(() => null))?.ok === true,
    120_000,
    'the second server answering',
  );
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('Stop while a reply streams', () => {
  it('closes the model request and keeps what was shown, marked stopped', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'moonheart-splash-seen', value: '1', url: baseUrl }]);
    const login = await context.request.post('/api/login', {
      data: { username: 'elite', password: demoPassword },
      headers: { Origin: baseUrl },
    });
    assert.ok(login.ok(), 'log-in');
    const page = await context.newPage();
    try {
      await page.goto('/chat');
      const input = page.getByRole('textbox', { name: 'Message to Selene' });
      // The composer is server-rendered: Enter before hydration would reach no handler.
      await hydrated(page, input);
      await input.fill('How do I practise patience?');
      await input.press('Enter');
      const log = page.getByRole('log', { name: 'Conversation with Selene' });
      // The reply is growing: its first words are on screen, and more are coming.
      await log.getByText(/Patience word1/).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await page.getByText('Response stopped').first().waitFor();
      await waitFor(() => upstream.closedEarly === 1, 10_000, 'the model request closing');
      assert.equal(upstream.requests, 1);
      // The question stays asked (it was stored and counted): it is not put back in the input.
      assert.equal(await input.inputValue(), '');

      // The server kept what was shown, marked stopped: a reload shows it.
      await page.reload();
      await log.getByText('How do I practise patience?').waitFor();
      await log.getByText(/^Patience word1/).waitFor();
      await log.getByText('Stopped').waitFor();
      const stored = await page.evaluate(async () => {
        const list = await (await fetch('/api/conversations')).json();
        const messages = await (await fetch(`/api/conversations/${list[0].id}/messages`)).json();
        return messages.map((message) => ({ user: message.isUserMessage, stopped: message.stopped === true }));
      });
      assert.deepEqual(stored, [
        { user: true, stopped: false },
        { user: false, stopped: true },
      ]);
    } finally {
      await context.close();
    }
  });
});
