import { apiTokenMessages, maxLiveApiTokens } from '@app/contract/apiTokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { startTestServer, type TestServer } from '../../testing/harness';
import { tokenAdmits } from './bearer';

const text = serverMessages.apiTokens;
let clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
let admin: string;
let adminId: number;
let otherAdmin: string;
let teacher: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  adminId = await server.addUser({ username: 'admin', role: 'admin', tier: 'premium' });
  admin = await server.login('admin');
  otherAdmin = (await server.userSession({ username: 'other', role: 'admin' })).cookie;
  teacher = (await server.userSession({ username: 'teacher', role: 'teacher' })).cookie;
  client = (await server.userSession({ username: 'client', tier: 'core' })).cookie;
}, 60_000);
afterAll(() => server.stop());

const tokenCount = async () =>
  (await server.storage.query<{ n: number }>('SELECT count(*)::int AS n FROM api_tokens'))[0]?.n ?? 0;
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

async function create(cookie: string, body: unknown = { name: 'Script', scope: 'read', expiresInDays: 30 }) {
  const reply = await server.call('POST', '/api/api-tokens', { cookie, body });
  expect(reply.status).toBe(201);
  return (await reply.json()) as { token: { id: number; lastUsedAt: string | null }; secret: string };
}

describe('who may manage tokens', () => {
  it('answers 401 to a visitor and 403 to a client or teacher, storing nothing', async () => {
    const before = await tokenCount();
    const calls = [
      ['GET', '/api/api-tokens', undefined],
      ['POST', '/api/api-tokens', { name: 'x', scope: 'read', expiresInDays: 7 }],
      ['DELETE', '/api/api-tokens/1', undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await server.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const cookie of [client, teacher]) {
        const reply = await server.call(method, path, { body, cookie });
        expect(reply.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await tokenCount()).toBe(before);
  });

  it('lets an admin make, list and revoke their own tokens; the secret is shown once and stored hashed', async () => {
    const { token, secret } = await create(admin, { name: '  Nightly export ', scope: 'chat', expiresInDays: 90 });
    expect(secret).toMatch(/^mh_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Nightly export',
      scope: 'chat',
      hint: secret.slice(0, 7),
      createdAt: clock.toISOString(),
      expiresAt: new Date(clock.getTime() + 90 * 86_400_000).toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await server.storage.query<{ token_hash: string }>(
      'SELECT token_hash FROM api_tokens WHERE id = $1',
      [token.id],
    );
    expect(row?.token_hash).not.toContain(secret.slice(3));
    expect(row?.token_hash).toHaveLength(43);
    const list = await (await server.call('GET', '/api/api-tokens', { cookie: admin })).json();
    expect(list.maxLive).toBe(maxLiveApiTokens);
    expect(list.tokens[0]).toEqual(token);
    expect(JSON.stringify(list)).not.toContain(secret);
    const revoked = await server.call('DELETE', `/api/api-tokens/${token.id}`, { cookie: admin });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ revokedAt: clock.toISOString(), status: 'revoked' });
  });

  it("answers 404 for another admin's token, changing nothing", async () => {
    const { token } = await create(admin);
    const reply = await server.call('DELETE', `/api/api-tokens/${token.id}`, { cookie: otherAdmin });
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ message: text.notFound });
    expect((await server.call('DELETE', '/api/api-tokens/abc', { cookie: admin })).status).toBe(404);
    const [row] = await server.storage.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM api_tokens WHERE id = $1',
      [token.id],
    );
    expect(row?.revoked_at).toBeNull();
    const others = await (await server.call('GET', '/api/api-tokens', { cookie: otherAdmin })).json();
    expect(others.tokens).toEqual([]);
  });

  it('answers a clear 400 for bad input and stores nothing', async () => {
    const before = await tokenCount();
    const cases: [unknown, string, string][] = [
      [{ name: '', scope: 'read', expiresInDays: 7 }, 'name', apiTokenMessages.nameRequired],
      [{ name: 'x'.repeat(61), scope: 'read', expiresInDays: 7 }, 'name', apiTokenMessages.nameTooLong],
      [{ name: 'a\u0007b', scope: 'read', expiresInDays: 7 }, 'name', apiTokenMessages.controlCharacters],
      [{ name: 'ok', scope: 'admin', expiresInDays: 7 }, 'scope', apiTokenMessages.scope],
      [{ name: 'ok', scope: 'read', expiresInDays: 3650 }, 'expiresInDays', apiTokenMessages.expiry],
      [{ name: 'ok', scope: 'read' }, 'expiresInDays', apiTokenMessages.expiry],
    ];
    for (const [body, field, message] of cases) {
      const reply = await server.call('POST', '/api/api-tokens', { cookie: admin, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect((await reply.json()).errors).toContainEqual({ field, message });
    }
    expect(await tokenCount()).toBe(before);
  });

  it('writes making and revoking a token to the audit log once, without the secret', async () => {
    const auditOf = (tokenId: number) =>
      server.storage.query<{ actor_user_id: number | null; action: string; target_user_id: number; details: unknown }>(
        `SELECT actor_user_id, action, target_user_id, details FROM audit_log
          WHERE action LIKE 'apiToken.%' AND (details->>'tokenId')::int = $1 ORDER BY id`,
        [tokenId],
      );
    const { token, secret } = await create(admin, { name: 'Audited', scope: 'read', expiresInDays: 7 });
    const before = await tokenCount();
    await server.call('POST', '/api/api-tokens', {
      cookie: client,
      body: { name: 'no', scope: 'read', expiresInDays: 7 },
    });
    expect(await tokenCount()).toBe(before);
    expect((await server.call('DELETE', `/api/api-tokens/${token.id}`, { cookie: admin })).status).toBe(200);
    // Revoking twice, or another admin trying, records nothing more.
    expect((await server.call('DELETE', `/api/api-tokens/${token.id}`, { cookie: admin })).status).toBe(200);
    expect((await server.call('DELETE', `/api/api-tokens/${token.id}`, { cookie: otherAdmin })).status).toBe(404);
    const records = await auditOf(token.id);
    expect(records).toEqual([
      {
        actor_user_id: adminId,
        action: 'apiToken.created',
        target_user_id: adminId,
        details: { tokenId: token.id, name: 'Audited', scope: 'read', expiresAt: expect.any(String) },
      },
      {
        actor_user_id: adminId,
        action: 'apiToken.revoked',
        target_user_id: adminId,
        details: { tokenId: token.id, name: 'Audited', scope: 'read' },
      },
    ]);
    const everything = JSON.stringify(await server.storage.query('SELECT details FROM audit_log'));
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(secret.slice(3, 20));
  });

  it('refuses more live tokens than the limit with 409', async () => {
    const { cookie } = await server.userSession({ username: 'busy', role: 'admin' });
    for (let n = 0; n < maxLiveApiTokens; n += 1) await create(cookie);
    const reply = await server.call('POST', '/api/api-tokens', {
      cookie,
      body: { name: 'one more', scope: 'read', expiresInDays: 7 },
    });
    expect(reply.status).toBe(409);
    expect(await reply.json()).toEqual({ message: text.tooMany(maxLiveApiTokens) });
  });
});

describe('a token on the API', () => {
  it('reads with a read token, refuses its POST with 403, and never manages tokens or admin calls', async () => {
    const { secret } = await create(admin);
    const list = await server.call('GET', '/api/conversations', { headers: bearer(secret) });
    expect(list.status).toBe(200);
    const post = await server.call('POST', '/api/conversations', { headers: bearer(secret) });
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({ message: text.scope });
    const before = await tokenCount();
    for (const [method, path] of [
      ['GET', '/api/api-tokens'],
      ['POST', '/api/api-tokens'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/user/account'],
      ['GET', '/api/user/sessions'],
    ] as const) {
      const body = method === 'POST' ? { name: 'sneaky', scope: 'chat', expiresInDays: 365 } : undefined;
      expect((await server.call(method, path, { headers: bearer(secret), body })).status, path).toBe(403);
    }
    expect(await tokenCount()).toBe(before);
  });

  it('a chat token still cannot make tokens, even with a session cookie beside it', async () => {
    const { secret } = await create(admin, { name: 'chat', scope: 'chat', expiresInDays: 7 });
    const before = await tokenCount();
    const reply = await server.call('POST', '/api/api-tokens', {
      headers: bearer(secret),
      cookie: admin,
      body: { name: 'sneaky', scope: 'chat', expiresInDays: 365 },
    });
    expect(reply.status).toBe(403);
    expect(await tokenCount()).toBe(before);
  });

  it('sends a chat message with a chat token, as its owner', async () => {
    const { secret } = await create(admin, { name: 'chat', scope: 'chat', expiresInDays: 7 });
    const conversation = await server.call('POST', '/api/conversations', { headers: bearer(secret) });
    expect(conversation.status).toBe(201);
    const { id } = await conversation.json();
    const sent = await server.call('POST', `/api/conversations/${id}/messages`, {
      headers: bearer(secret),
      body: { content: 'What does the Moon ask of me today?', isUserMessage: true },
    });
    expect(sent.status).toBe(201);
    const [row] = await server.storage.query<{ user_id: number }>('SELECT user_id FROM conversations WHERE id = $1', [
      id,
    ]);
    expect(row?.user_id).toBe(adminId);
    // Still no cookie-only call: deleting a conversation is not a chat send.
    expect((await server.call('DELETE', `/api/conversations/${id}`, { headers: bearer(secret) })).status).toBe(403);
  });

  it('answers 401 to a revoked, expired, unknown or malformed token', async () => {
    const revoked = await create(admin);
    await server.call('DELETE', `/api/api-tokens/${revoked.token.id}`, { cookie: admin });
    const expiring = await create(admin, { name: 'short', scope: 'read', expiresInDays: 7 });
    const saved = clock;
    clock = new Date(saved.getTime() + 7 * 86_400_000 + 1000);
    try {
      for (const header of [
        `Bearer ${revoked.secret}`,
        `Bearer ${expiring.secret}`,
        'Bearer mh_unknown',
        'Bearer',
        'Basic abc',
      ]) {
        const reply = await server.call('GET', '/api/conversations', { headers: { authorization: header } });
        expect(reply.status, header).toBe(401);
        expect(await reply.json()).toEqual({ message: text.invalid });
        expect(reply.headers.get('www-authenticate')).toContain('Bearer');
      }
    } finally {
      clock = saved;
    }
  });

  it('records the last use at most once a minute', async () => {
    const { token, secret } = await create(admin);
    const lastUsed = async () =>
      (
        await server.storage.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM api_tokens WHERE id = $1', [
          token.id,
        ])
      )[0]?.last_used_at;
    const saved = clock;
    try {
      await server.call('GET', '/api/conversations', { headers: bearer(secret) });
      expect(new Date((await lastUsed()) ?? 0).toISOString()).toBe(saved.toISOString());
      clock = new Date(saved.getTime() + 30_000);
      await server.call('GET', '/api/conversations', { headers: bearer(secret) });
      expect(new Date((await lastUsed()) ?? 0).toISOString()).toBe(saved.toISOString());
      clock = new Date(saved.getTime() + 61_000);
      await server.call('GET', '/api/conversations', { headers: bearer(secret) });
      expect(new Date((await lastUsed()) ?? 0).toISOString()).toBe(clock.toISOString());
    } finally {
      clock = saved;
    }
  });

  it('keeps the cross-site rules for cookie sessions', async () => {
    const reply = await server.call('POST', '/api/api-tokens', {
      cookie: admin,
      headers: { origin: 'https://evil.example' },
      body: { name: 'x', scope: 'read', expiresInDays: 7 },
    });
    expect(reply.status).toBe(403);
  });
});

describe('tokenAdmits', () => {
  it('admits GET for read, the chat sends for chat, and never the denied areas', () => {
    expect(tokenAdmits('read', 'GET', '/api/conversations')).toBe(true);
    expect(tokenAdmits('read', 'POST', '/api/conversations/4/messages')).toBe(false);
    expect(tokenAdmits('chat', 'POST', '/api/conversations/4/messages')).toBe(true);
    expect(tokenAdmits('chat', 'POST', '/api/conversations/4/regenerate')).toBe(true);
    expect(tokenAdmits('chat', 'POST', '/api/feedback')).toBe(false);
    expect(tokenAdmits('chat', 'GET', '/api/api-tokens/')).toBe(false);
    expect(tokenAdmits('chat', 'GET', '/api/admin/audit')).toBe(false);
    expect(tokenAdmits('read', 'GET', '/api/user/export')).toBe(false);
  });
});
