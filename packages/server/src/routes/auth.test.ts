import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import { cookieOf, sharedStorage, startTestServer, type TestServer, testPassword } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginLimits: { perAccount: 3, perAddress: 1000, windowMs: 60_000 } });
}, 60_000);
afterAll(() => server.stop());

const count = async (sql: string, params: unknown[] = []) =>
  (await server.storage.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

describe('registration', () => {
  it('creates a free client, logs them in with a secure cookie, and answers 201 with the user', async () => {
    const response = await server.call('POST', '/api/auth/register', {
      body: { username: 'luna', email: 'Luna@Example.test', password: 'a long password' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      username: 'luna',
      email: 'Luna@Example.test',
      // Until the link mailed to the address is followed.
      emailVerified: false,
      role: 'client',
      subscriptionTier: 'free',
    });
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^moonheart_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const me = await server.call('GET', '/api/user', { cookie: cookieOf(response) });
    expect((await me.json()).username).toBe('luna');
    // Only the token's hash is stored.
    const token = cookieOf(response).split('=')[1];
    expect(await count('sessions WHERE token_hash = $1', [token])).toBe(0);
    const stored = await server.storage.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE username = 'luna'",
    );
    expect(stored[0]?.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
  });

  it.each([
    [
      { username: 'ab', email: 'ok@example.test', password: 'long enough' },
      'username',
      serverMessages.auth.usernameRule,
    ],
    [{ username: 'okname', email: 'not-an-email', password: 'long enough' }, 'email', expect.any(String)],
    [{ username: 'okname', email: 'ok@example.test', password: 'short' }, 'password', serverMessages.auth.passwordRule],
    [{ username: 'okname', email: 'ok@example.test' }, 'password', expect.any(String)],
  ])('answers 400 with field errors for %j and stores nothing', async (body, field, message) => {
    const before = await count('users');
    const response = await server.call('POST', '/api/auth/register', { body });
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(reply.message).toBe(serverMessages.common.invalidFields);
    expect(reply.errors).toContainEqual({ field, message });
    expect(await count('users')).toBe(before);
  });

  it('answers 409 for a taken username or e-mail, whatever the case', async () => {
    await server.addUser({ username: 'taken' });
    const name = await server.call('POST', '/api/auth/register', {
      body: { username: 'TAKEN', email: 'new@example.test', password: 'long enough' },
    });
    expect(name.status).toBe(409);
    expect(await name.json()).toEqual({
      message: serverMessages.auth.usernameTaken,
      errors: [{ field: 'username', message: serverMessages.auth.usernameTaken }],
    });
    const email = await server.call('POST', '/api/auth/register', {
      body: { username: 'someone', email: 'Taken@Example.test', password: 'long enough' },
    });
    expect(email.status).toBe(409);
    expect((await email.json()).errors[0].field).toBe('email');
  });
});

describe('log-in and log-out', () => {
  it('accepts a username or an e-mail, rotates the session, and logs out server-side', async () => {
    await server.addUser({ username: 'sol', tier: 'core' });
    const first = await server.login('sol');
    const byEmail = await server.call('POST', '/api/login', {
      body: { username: 'SOL@example.test', password: testPassword },
      cookie: first,
    });
    expect(byEmail.status).toBe(200);
    expect(await byEmail.json()).toMatchObject({ username: 'sol', subscriptionTier: 'core', role: 'client' });
    const second = cookieOf(byEmail);
    expect(second).not.toBe(first);
    // Rotation: the session the log-in came with is gone.
    expect((await server.call('GET', '/api/user', { cookie: first })).status).toBe(401);

    const out = await server.call('POST', '/api/logout', { cookie: second });
    expect(out.status).toBe(200);
    expect(out.headers.get('clear-site-data')).toBe('"cookies"');
    expect(out.headers.getSetCookie().join()).toMatch(/moonheart_session=;.*Max-Age=0/);
    const after = await server.call('GET', '/api/user', { cookie: second });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: serverMessages.auth.required });
  });

  it('answers 401 with one message for a wrong password and an unknown account', async () => {
    await server.addUser({ username: 'venus' });
    for (const body of [
      { username: 'venus', password: 'wrong password' },
      { username: 'nobody-here', password: 'wrong password' },
    ]) {
      const response = await server.call('POST', '/api/login', { body });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: serverMessages.auth.invalidCredentials });
    }
  });

  it('limits attempts per account before hashing: 429 with Retry-After', async () => {
    await server.addUser({ username: 'mars' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await server.call('POST', '/api/login', { body: { username: 'mars', password: 'nope nope' } });
      expect(response.status).toBe(401);
    }
    // Even the right password waits now.
    const limited = await server.call('POST', '/api/login', { body: { username: 'mars', password: testPassword } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/Too many attempts/);
  });

  it('limits attempts per address too, whatever the accounts tried', async () => {
    // A database of its own: the limits are kept in the database, where this file's other
    // log-ins from this address already count.
    const guarded = await startTestServer({ loginLimits: { perAccount: 100, perAddress: 2, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (const username of ['first-guess', 'second-guess', 'third-guess']) {
        statuses.push((await guarded.call('POST', '/api/login', { body: { username, password: 'whatever1' } })).status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await guarded.stop();
    }
  }, 30_000);

  it('expires sessions after the idle time and the absolute time', async () => {
    let now = new Date('2026-03-14T09:00:00Z');
    const timed = await startTestServer({
      now: () => now,
      sessions: { idleMs: 60 * 60_000, absoluteMs: 3 * 60 * 60_000 },
    });
    try {
      await timed.addUser({ username: 'idle' });
      const cookie = await timed.login('idle');
      now = new Date('2026-03-14T09:50:00Z');
      expect((await timed.call('GET', '/api/user', { cookie })).status).toBe(200);
      now = new Date('2026-03-14T10:45:00Z'); // 55 min after the last use
      expect((await timed.call('GET', '/api/user', { cookie })).status).toBe(200);
      now = new Date('2026-03-14T11:50:00Z'); // 65 min idle
      expect((await timed.call('GET', '/api/user', { cookie })).status).toBe(401);

      const busy = await timed.login('idle');
      for (const time of ['12:40', '13:30', '14:20', '14:45']) {
        now = new Date(`2026-03-14T${time}:00Z`);
        expect((await timed.call('GET', '/api/user', { cookie: busy })).status).toBe(200);
      }
      now = new Date('2026-03-14T14:55:00Z'); // past 3 h since log-in at 11:50
      expect((await timed.call('GET', '/api/user', { cookie: busy })).status).toBe(401);
    } finally {
      await timed.stop();
    }
  }, 30_000);

  it('records a session’s use at most once a minute, and still ends it after the idle time', async () => {
    let now = new Date('2026-03-14T09:00:00Z');
    const timed = await startTestServer({
      now: () => now,
      sessions: { idleMs: 60 * 60_000, absoluteMs: 24 * 60 * 60_000 },
    });
    const lastSeen = async (userId: number) => {
      const [row] = await timed.storage.query<{ last_seen_at: Date }>(
        'SELECT last_seen_at FROM sessions WHERE user_id = $1',
        [userId],
      );
      return new Date(row?.last_seen_at ?? 0).toISOString();
    };
    try {
      const { id, cookie } = await timed.userSession({ username: 'touched' });
      now = new Date('2026-03-14T09:00:45Z');
      expect((await timed.call('GET', '/api/user', { cookie })).status).toBe(200);
      expect(await lastSeen(id)).toBe('2026-03-14T09:00:00.000Z'); // within the minute: no write
      now = new Date('2026-03-14T09:01:30Z');
      expect((await timed.call('GET', '/api/user', { cookie })).status).toBe(200);
      expect(await lastSeen(id)).toBe('2026-03-14T09:01:30.000Z');
      now = new Date('2026-03-14T10:01:20Z'); // 59 min 50 s after the last use
      expect((await timed.call('GET', '/api/user', { cookie })).status).toBe(200);
      expect(await lastSeen(id)).toBe('2026-03-14T10:01:20.000Z');
      now = new Date('2026-03-14T11:01:21Z'); // 60 min 1 s idle
      expect((await timed.call('GET', '/api/user', { cookie })).status).toBe(401);
    } finally {
      await timed.stop();
    }
  }, 30_000);
});

describe('cross-site protection', () => {
  it('refuses state-changing calls from another origin or site, and non-JSON bodies', async () => {
    const body = JSON.stringify({ username: 'x', password: 'y' });
    const foreign = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: serverMessages.common.crossSite });
    const crossSite = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const form = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      body: 'username=x&password=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const plain = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    // A same-origin browser call and a tool without Origin (curl) both pass.
    const sameOrigin = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: server.url },
    });
    expect(sameOrigin.status).toBe(401);
  });

  it('uses a __Host- Secure cookie behind a trusted https proxy only', async () => {
    const proxied = await startTestServer({ storage: sharedStorage(server.storage), trustProxy: true });
    try {
      await proxied.addUser({ username: 'proxied' });
      const response = await fetch(`${proxied.url}/api/login`, {
        method: 'POST',
        body: JSON.stringify({ username: 'proxied', password: testPassword }),
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      });
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie()[0] ?? '';
      expect(cookie).toMatch(/^__Host-moonheart_session=/);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await proxied.stop();
    }
    // Without TRUST_PROXY the header is ignored.
    await server.addUser({ username: 'direct' });
    const direct = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'direct', password: testPassword }),
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers.getSetCookie()[0]).toMatch(/^moonheart_session=/);
  }, 30_000);

  it('answers 400 for a body that is not JSON and 413 for an oversized one', async () => {
    const broken = await server.call('POST', '/api/login', {
      raw: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: serverMessages.common.invalidJson });
    const before = await count('users');
    const huge = await server.call('POST', '/api/auth/register', {
      body: { username: 'huge', email: 'huge@example.test', password: 'x'.repeat(100_000) },
    });
    expect(huge.status).toBe(413);
    expect(await count('users')).toBe(before);
  });

  it('measures a body sent without a length (chunked) too: 413 beyond 64 KB, read as usual below', async () => {
    const chunked = (text: string) =>
      fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: new ReadableStream({
          start(controller) {
            const bytes = new TextEncoder().encode(text);
            for (let offset = 0; offset < bytes.length; offset += 16_384) {
              controller.enqueue(bytes.subarray(offset, offset + 16_384));
            }
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    const over = await chunked(JSON.stringify({ username: 'x', password: 'y'.repeat(70_000) }));
    expect(over.status).toBe(413);
    const small = await chunked(JSON.stringify({ username: 'nobody-here', password: 'wrong password' }));
    expect(small.status).toBe(401);
  });
});
