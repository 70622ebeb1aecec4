import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from './db/seed';
import { contentSecurityPolicy } from './http/security';
import { scriptedAssistant, sharedStorage, startTestServer, type TestServer } from './testing/harness';

const shell = mkdtempSync(join(tmpdir(), 'moonheart-shell-'));
mkdirSync(join(shell, 'assets'));
writeFileSync(join(shell, 'index.html'), '<!doctype html><title>Moonheart</title><div id="root"></div>');
writeFileSync(join(shell, 'assets', 'index-Bx3_9aQz.js'), 'console.log("moon")');
writeFileSync(join(shell, 'sw.js'), 'self.addEventListener("fetch", () => {})');
writeFileSync(join(shell, 'robots.txt'), 'User-agent: *');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ staticDir: shell });
}, 60_000);
afterAll(() => server.stop());

/** A raw GET (fetch would decompress the body). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('serving the shell', () => {
  it('serves files with the right cache rules and the SPA fallback for pages', async () => {
    const page = await fetch(`${server.url}/chat/some/deep/link`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Moonheart</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${server.url}/assets/index-Bx3_9aQz.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/robots.txt`)).headers.get('cache-control')).toBe('public, max-age=3600');
    // A missing file is a 404, not the page; the API never falls back to the page.
    expect((await fetch(`${server.url}/assets/missing-12345678.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
    expect((await fetch(`${server.url}/..%2f..%2fetc/passwd`)).status).toBe(404);
  });

  it('sends the strict CSP and the security headers on pages and API replies; no-store on the API', async () => {
    for (const path of ['/', '/api/health']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(contentSecurityPolicy).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='; style-src-attr 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    const health = await fetch(`${server.url}/api/health`);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok', storage: expect.any(String), assistant: 'scripted' });
  });

  it('compresses large text replies', async () => {
    const { cookie } = await server.userSession({ username: 'reader', tier: 'core' });
    const response = await rawGet('/api/teachings', { 'accept-encoding': 'gzip', cookie });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString('utf8')).length).toBeGreaterThan(10);
  });

  it('logs one JSON line per request', async () => {
    const before = server.logger.lines.length;
    await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'trace-42' } });
    const lines = server.logger.lines.slice(before).filter((line) => line.msg === 'request');
    expect(lines).toEqual([
      {
        level: 'info',
        msg: 'request',
        requestId: 'trace-42',
        method: 'GET',
        path: '/api/health',
        status: 200,
        durationMs: expect.any(Number),
        userId: null,
      },
    ]);
  });
});

describe('graceful shutdown', () => {
  it('finishes the requests in flight, then refuses new connections', async () => {
    let markStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    let release: () => void = () => {};
    const assistant = scriptedAssistant(
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('Finished after the shutdown began.');
          markStarted();
        }),
    );
    const slow = await startTestServer({ storage: sharedStorage(server.storage), assistant });
    const { cookie } = await slow.userSession({ username: 'patient', tier: 'core' });
    const conversationId = (await (await slow.call('POST', '/api/conversations', { cookie })).json()).id;
    const inFlight = slow.call('POST', `/api/conversations/${conversationId}/messages`, {
      cookie,
      body: { content: 'Wait for me', isUserMessage: true },
    });
    await started;
    const stopped = slow.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${slow.url}/api/health`)).rejects.toThrow();
    release();
    const response = await inFlight;
    expect(response.status).toBe(201);
    expect((await response.json()).aiResponse.content).toBe('Finished after the shutdown began.');
    await stopped;
  }, 60_000);
});

describe('a fresh database', () => {
  it('gets the demo accounts of DECISIONS when asked, each logging in with the demo password', async () => {
    const seeded = await startTestServer({ storage: sharedStorage(server.storage), seedDemo: true });
    try {
      for (const account of demoAccounts) {
        const response = await seeded.call('POST', '/api/login', {
          body: { username: account.username, password: demoPassword },
        });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({
          username: account.username,
          role: account.role,
          subscriptionTier: account.tier,
        });
      }
      expect(demoAccounts.map((account) => account.username)).toEqual([
        'admin',
        'teacher',
        'free',
        'core',
        'plus',
        'advanced',
        'elite',
      ]);
    } finally {
      await seeded.stop();
    }
  }, 60_000);
});
