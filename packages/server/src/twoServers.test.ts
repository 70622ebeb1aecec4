import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from './db/storage';
import { freshStorage, secondConnection, startTestServer, type TestServer, testPassword } from './testing/harness';

// Two server processes behind one proxy, on one database (PostgreSQL in CI's second run, where each
// server has its own pool; PGlite here, which one process alone can open): they must behave as one.
// Sessions, daily counts and rate limits all live in the database.

let storage: Storage;
let second: Storage;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  storage = await freshStorage();
  second = secondConnection(storage);
  const loginLimits = { perAccount: 3, perAddress: 1000, windowMs: 60_000 };
  a = await startTestServer({ storage, loginLimits });
  b = await startTestServer({ storage: second, loginLimits });
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

describe('two servers on one database', () => {
  it('share sessions: a log-in on one is a session on the other, and a log-out on one ends it on both', async () => {
    const { cookie } = await a.userSession({ username: 'janus' });
    expect((await b.call('GET', '/api/user', { cookie })).status).toBe(200);
    expect((await b.call('POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await a.call('GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('share the log-in limit: three wrong tries spread over both servers spend the allowance on both', async () => {
    await a.addUser({ username: 'castor' });
    const wrong = { username: 'castor', password: 'not the password' };
    expect((await a.call('POST', '/api/login', { body: wrong })).status).toBe(401);
    expect((await b.call('POST', '/api/login', { body: wrong })).status).toBe(401);
    expect((await a.call('POST', '/api/login', { body: { ...wrong, username: 'castor@example.test' } })).status).toBe(
      401,
    );
    for (const server of [a, b]) {
      const right = await server.call('POST', '/api/login', { body: { username: 'castor', password: testPassword } });
      expect(right.status).toBe(429);
    }
  });

  it("share the daily count: a free client's one prompt, spent on one server, is spent on the other", async () => {
    const { cookie } = await a.userSession({ username: 'pollux', tier: 'free' });
    const conversation = await (await a.call('POST', '/api/conversations', { cookie })).json();
    const send = (server: TestServer) =>
      server.call('POST', `/api/conversations/${conversation.id}/messages`, {
        cookie,
        body: { content: 'What does the Moon ask of me today?', isUserMessage: true },
      });
    expect((await send(a)).status).toBe(201);
    const refused = await send(b);
    expect(refused.status).toBe(429);
    expect((await refused.json()).limitInfo).toMatchObject({ tier: 'free', limit: 1, used: 1 });
  });

  it('share the other limits too: password reset links per address asked for', async () => {
    const ask = (server: TestServer) =>
      server.call('POST', '/api/password-reset/request', { body: { email: 'someone@example.test' } });
    const statuses: number[] = [];
    // Five per address per hour by default: alternate servers; the sixth is refused wherever it lands.
    for (let index = 0; index < 6; index += 1) statuses.push((await ask(index % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
