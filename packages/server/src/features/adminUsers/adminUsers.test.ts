import { adminReasonLimits, adminUserMessages, adminUserPageSize } from '@app/contract/adminUsers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { startTestServer, type TestServer } from '../../testing/harness';

const text = serverMessages.adminUsers;
let clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
let admin: string;
let adminId: number;
let teacher: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    resetLimits: { perAddress: 1000, perEmail: 2, windowMs: 60 * 60 * 1000 },
  });
  adminId = await server.addUser({ username: 'admin', role: 'admin' });
  admin = await server.login('admin');
  teacher = (await server.userSession({ username: 'teacher', role: 'teacher' })).cookie;
  client = (await server.userSession({ username: 'client', tier: 'core' })).cookie;
}, 60_000);
afterAll(() => server.stop());

const auditRows = async (targetUserId: number) =>
  server.storage.query<{ action: string; actor_user_id: number | null; details: Record<string, unknown> }>(
    'SELECT action, actor_user_id, details FROM audit_log WHERE target_user_id = $1 ORDER BY id',
    [targetUserId],
  );
const auditCount = async () =>
  (await server.storage.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]?.n ?? 0;
const userRow = async (id: number) =>
  (
    await server.storage.query<{ role: string; tier: string; disabled: boolean }>(
      'SELECT role, tier, disabled_at IS NOT NULL AS disabled FROM users WHERE id = $1',
      [id],
    )
  )[0];

/** Every endpoint, with a valid body, for the role table. */
const calls = (id: number) =>
  [
    ['GET', '/api/admin/users', undefined],
    ['GET', `/api/admin/users/${id}`, undefined],
    ['PATCH', `/api/admin/users/${id}/role`, { role: 'teacher' }],
    ['PATCH', `/api/admin/users/${id}/tier`, { tier: 'plus', reason: 'Support goodwill' }],
    ['POST', `/api/admin/users/${id}/disable`, {}],
    ['POST', `/api/admin/users/${id}/enable`, undefined],
    ['POST', `/api/admin/users/${id}/sign-out`, undefined],
    ['POST', `/api/admin/users/${id}/password-reset`, undefined],
    ['GET', '/api/admin/audit', undefined],
  ] as const;

describe('who may call', () => {
  it('answers 401 to a visitor and 403 to a client or teacher, changing nothing', async () => {
    const { id } = await server.userSession({ username: 'target' });
    const before = await auditCount();
    for (const [method, path, body] of calls(id)) {
      expect((await server.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const cookie of [client, teacher]) {
        const reply = await server.call(method, path, { body, cookie });
        expect(reply.status, `${method} ${path}`).toBe(403);
        expect(await reply.json()).toEqual({ message: serverMessages.auth.forbidden });
      }
    }
    expect(await userRow(id)).toEqual({ role: 'client', tier: 'free', disabled: false });
    expect(await auditCount()).toBe(before);
  });

  it('answers 404 for an unknown account on every call that names one', async () => {
    const before = await auditCount();
    for (const [method, path, body] of calls(99_999).slice(1, 8)) {
      const reply = await server.call(method, path, { body, cookie: admin });
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(await reply.json()).toEqual({ message: text.notFound });
    }
    expect((await server.call('GET', '/api/admin/users/abc', { cookie: admin })).status).toBe(404);
    expect((await server.call('GET', '/api/admin/audit?userId=99999', { cookie: admin })).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('GET /api/admin/users', () => {
  it('finds accounts by username, e-mail or name, paged by username', async () => {
    await server.userSession({ username: 'stellaris' });
    const [other] = await server.storage.query<{ id: number }>(
      "INSERT INTO users (username, email, password_hash) VALUES ('orbit', 'nova@example.test', 'x') RETURNING id",
    );
    await server.storage.query("INSERT INTO profiles (user_id, display_name) VALUES ($1, 'Aurora Stellan')", [
      other?.id,
    ]);

    const byName = await (await server.call('GET', '/api/admin/users?q=stella', { cookie: admin })).json();
    expect(byName.users.map((user: { username: string }) => user.username)).toEqual(['orbit', 'stellaris']);
    expect(byName.users[0]).toMatchObject({ name: 'Aurora Stellan', email: 'nova@example.test', disabled: false });
    const byEmail = await (await server.call('GET', '/api/admin/users?q=NOVA@', { cookie: admin })).json();
    expect(byEmail).toMatchObject({ total: 1, page: 1, pageSize: adminUserPageSize });
    // A % is looked for, not a wildcard.
    expect((await (await server.call('GET', '/api/admin/users?q=%25', { cookie: admin })).json()).total).toBe(0);

    for (let index = 0; index < adminUserPageSize; index += 1) {
      await server.addUser({ username: `pager${String(index).padStart(2, '0')}` });
    }
    const first = await (await server.call('GET', '/api/admin/users?q=pager', { cookie: admin })).json();
    const second = await (await server.call('GET', '/api/admin/users?q=pager&page=2', { cookie: admin })).json();
    expect(first.users).toHaveLength(adminUserPageSize);
    expect(first.total).toBe(adminUserPageSize);
    expect(second.users).toEqual([]);
  });

  it('refuses a bad page or search with 400', async () => {
    for (const query of ['page=0', 'page=x', `q=${'a'.repeat(101)}`]) {
      const reply = await server.call('GET', `/api/admin/users?${query}`, { cookie: admin });
      expect(reply.status, query).toBe(400);
    }
    const reply = await server.call('GET', '/api/admin/users?page=0', { cookie: admin });
    expect(await reply.json()).toMatchObject({ errors: [{ field: 'page', message: adminUserMessages.page }] });
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('shows role, tier, usage and activity', async () => {
    const { id, cookie } = await server.userSession({ username: 'busy', tier: 'core' });
    const created = await server.call('POST', '/api/conversations', { cookie });
    const { id: conversationId } = (await created.json()) as { id: number };
    await server.call('POST', `/api/conversations/${conversationId}/messages`, {
      cookie,
      body: { content: 'What does the Moon ask of me?', isUserMessage: true },
    });
    await server.storage.query("INSERT INTO daily_usage (user_id, day, prompts) VALUES ($1, '2026-03-01', 4)", [id]);
    await server.storage.query("INSERT INTO daily_usage (user_id, day, prompts) VALUES ($1, '2026-01-01', 9)", [id]);
    const reply = await server.call('GET', `/api/admin/users/${id}`, { cookie: admin });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      id,
      username: 'busy',
      role: 'client',
      tier: 'core',
      disabled: false,
      disabledAt: null,
      tierChange: null,
      roleChange: null,
      lastActiveAt: clock.toISOString(),
      usage: { promptsToday: 1, promptsLast30Days: 5, conversations: 1, activeSessions: 1 },
    });
    // Signed out everywhere later, the last activity stays (the conversation's).
    clock = new Date(clock.getTime() + 60_000);
    const after = await server.call('POST', `/api/admin/users/${id}/sign-out`, { cookie: admin });
    expect(await after.json()).toMatchObject({ lastActiveAt: expect.any(String), usage: { activeSessions: 0 } });
  });
});

describe('changing an account', () => {
  it('sets the tier with a reason, records it, and the user status shows it', async () => {
    const { id, cookie } = await server.userSession({ username: 'upgraded' });
    const reply = await server.call('PATCH', `/api/admin/users/${id}/tier`, {
      cookie: admin,
      body: { tier: 'advanced', reason: '  Goodwill after an outage  ' },
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      tier: 'advanced',
      tierChange: { at: clock.toISOString(), by: 'admin', reason: 'Goodwill after an outage' },
    });
    expect(await auditRows(id)).toEqual([
      {
        action: 'user.tierChanged',
        actor_user_id: adminId,
        details: { before: { tier: 'free' }, after: { tier: 'advanced' }, reason: 'Goodwill after an outage' },
      },
    ]);
    const status = await (await server.call('GET', '/api/subscriptions/status', { cookie })).json();
    expect(status).toMatchObject({ subscription: { tier: 'advanced' } });
    // The same tier again changes nothing and records nothing.
    await server.call('PATCH', `/api/admin/users/${id}/tier`, {
      cookie: admin,
      body: { tier: 'advanced', reason: 'Again' },
    });
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('refuses a tier without a reason, or an unknown tier, with 400 and stores nothing', async () => {
    const { id } = await server.userSession({ username: 'unchanged' });
    const before = await auditCount();
    const bodies = [
      { tier: 'elite' },
      { tier: 'elite', reason: '   ' },
      { tier: 'elite', reason: 'ab' },
      { tier: 'elite', reason: 'x'.repeat(adminReasonLimits.max + 1) },
      { tier: 'platinum', reason: 'A good reason' },
      'not an object',
    ];
    for (const body of bodies) {
      const reply = await server.call('PATCH', `/api/admin/users/${id}/tier`, { cookie: admin, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const reply = await server.call('PATCH', `/api/admin/users/${id}/tier`, { cookie: admin, body: { tier: 'elite' } });
    expect(await reply.json()).toMatchObject({
      errors: [{ field: 'reason', message: adminUserMessages.reasonRequired }],
    });
    const bad = await server.call('PATCH', `/api/admin/users/${id}/role`, { cookie: admin, body: { role: 'owner' } });
    expect(bad.status).toBe(400);
    expect(await userRow(id)).toEqual({ role: 'client', tier: 'free', disabled: false });
    expect(await auditCount()).toBe(before);
  });

  it('changes a role and records before and after', async () => {
    const { id } = await server.userSession({ username: 'promoted' });
    const reply = await server.call('PATCH', `/api/admin/users/${id}/role`, {
      cookie: admin,
      body: { role: 'teacher' },
    });
    expect(await reply.json()).toMatchObject({ role: 'teacher', roleChange: { by: 'admin', reason: null } });
    expect(await auditRows(id)).toEqual([
      {
        action: 'user.roleChanged',
        actor_user_id: adminId,
        details: { before: { role: 'client' }, after: { role: 'teacher' } },
      },
    ]);
  });

  it('refuses an admin disabling or demoting themselves with 409', async () => {
    const before = await auditCount();
    for (const [method, path, body] of [
      ['POST', `/api/admin/users/${adminId}/disable`, {}],
      ['PATCH', `/api/admin/users/${adminId}/role`, { role: 'client' }],
    ] as const) {
      const reply = await server.call(method, path, { cookie: admin, body });
      expect(reply.status).toBe(409);
      expect(await reply.json()).toEqual({ message: text.notYourself });
    }
    expect(await userRow(adminId)).toEqual({ role: 'admin', tier: 'free', disabled: false });
    expect(await auditCount()).toBe(before);
  });

  it('disables an account: its sessions end, it cannot log in; enabled again, it can', async () => {
    const { id, cookie } = await server.userSession({ username: 'troubled' });
    const reply = await server.call('POST', `/api/admin/users/${id}/disable`, {
      cookie: admin,
      body: { reason: 'Abuse report REQ-000042' },
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      disabled: true,
      disabledAt: clock.toISOString(),
      usage: { activeSessions: 0 },
    });
    expect((await server.call('GET', '/api/user', { cookie })).status).toBe(401);
    const login = await server.call('POST', '/api/login', {
      body: { username: 'troubled', password: 'correct horse battery' },
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ message: serverMessages.auth.accountDisabled });
    // A wrong password still reads as wrong: the account's state is told only to its owner.
    const wrong = await server.call('POST', '/api/login', {
      body: { username: 'troubled', password: 'not it at all' },
    });
    expect(wrong.status).toBe(401);

    const enabled = await server.call('POST', `/api/admin/users/${id}/enable`, { cookie: admin });
    expect(await enabled.json()).toMatchObject({ disabled: false, disabledAt: null });
    expect(
      (await server.call('POST', '/api/login', { body: { username: 'troubled', password: 'correct horse battery' } }))
        .status,
    ).toBe(200);
    expect((await auditRows(id)).map((row) => [row.action, row.details])).toEqual([
      [
        'user.disabled',
        { before: { disabled: false }, after: { disabled: true, sessionsEnded: 1 }, reason: 'Abuse report REQ-000042' },
      ],
      ['user.enabled', { before: { disabled: true }, after: { disabled: false } }],
    ]);
  });

  it('a session a disabled account still had is not read', async () => {
    const { id, cookie } = await server.userSession({ username: 'leftover' });
    await server.storage.query('UPDATE users SET disabled_at = now() WHERE id = $1', [id]);
    expect((await server.call('GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('signs an account out everywhere and records it', async () => {
    const { id, cookie } = await server.userSession({ username: 'roamer' });
    const second = await server.login('roamer');
    const reply = await server.call('POST', `/api/admin/users/${id}/sign-out`, { cookie: admin });
    expect(await reply.json()).toMatchObject({ usage: { activeSessions: 0 } });
    for (const session of [cookie, second]) {
      expect((await server.call('GET', '/api/user', { cookie: session })).status).toBe(401);
    }
    expect(await auditRows(id)).toEqual([
      {
        action: 'user.signedOutEverywhere',
        actor_user_id: adminId,
        details: { before: { sessions: 2 }, after: { sessions: 0 } },
      },
    ]);
  });

  it('mails a reset link with the reset feature, records it, and is limited as the public form', async () => {
    const { id } = await server.userSession({ username: 'forgetful' });
    const reply = await server.call('POST', `/api/admin/users/${id}/password-reset`, { cookie: admin });
    expect(reply.status).toBe(202);
    expect(await reply.json()).toEqual({ message: text.resetSent('forgetful@example.test') });
    const mail = await server.storage.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox WHERE recipient = $1',
      ['forgetful@example.test'],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(serverMessages.passwordReset.mailSubject);
    expect(mail[0]?.body).toMatch(/\/reset-password\?token=/);
    // Recorded without the address: the log keeps no personal data once an account is deleted.
    expect(await auditRows(id)).toEqual([{ action: 'user.passwordResetSent', actor_user_id: adminId, details: {} }]);

    expect((await server.call('POST', `/api/admin/users/${id}/password-reset`, { cookie: admin })).status).toBe(202);
    expect((await server.call('POST', `/api/admin/users/${id}/password-reset`, { cookie: admin })).status).toBe(429);
    expect(await auditRows(id)).toHaveLength(2);

    // A mail that cannot be sent is said (502) and not recorded as sent.
    const other = await server.userSession({ username: 'unlucky' });
    await server.storage.query('ALTER TABLE outbox RENAME TO outbox_away');
    try {
      const failed = await server.call('POST', `/api/admin/users/${other.id}/password-reset`, { cookie: admin });
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({ message: text.resetNotSent });
    } finally {
      await server.storage.query('ALTER TABLE outbox_away RENAME TO outbox');
    }
    expect(await auditRows(other.id)).toEqual([]);

    const [noMail] = await server.storage.query<{ id: number }>(
      "INSERT INTO users (username, password_hash) VALUES ('nomail', 'x') RETURNING id",
    );
    const refused = await server.call('POST', `/api/admin/users/${noMail?.id}/password-reset`, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(await auditRows(noMail?.id ?? 0)).toEqual([]);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists who did what to whom, newest first, for one account or all, paged', async () => {
    const { id } = await server.userSession({ username: 'audited' });
    clock = new Date('2026-03-14T10:00:00.000Z');
    await server.call('PATCH', `/api/admin/users/${id}/tier`, {
      cookie: admin,
      body: { tier: 'plus', reason: 'Refund dispute settled' },
    });
    clock = new Date('2026-03-14T10:05:00.000Z');
    await server.call('POST', `/api/admin/users/${id}/disable`, { cookie: admin });

    const reply = await server.call('GET', `/api/admin/audit?userId=${id}`, { cookie: admin });
    expect(reply.status).toBe(200);
    const page = await reply.json();
    expect(page).toMatchObject({ page: 1, total: 2 });
    expect(page.entries).toEqual([
      expect.objectContaining({
        action: 'user.disabled',
        actor: 'admin',
        actorId: adminId,
        target: 'audited',
        targetId: id,
        reason: null,
        createdAt: '2026-03-14T10:05:00.000Z',
      }),
      expect.objectContaining({
        action: 'user.tierChanged',
        before: { tier: 'free' },
        after: { tier: 'plus' },
        reason: 'Refund dispute settled',
        createdAt: '2026-03-14T10:00:00.000Z',
      }),
    ]);
    const all = await (await server.call('GET', '/api/admin/audit', { cookie: admin })).json();
    expect(all.total).toBeGreaterThan(2);
    expect(all.entries[0]).toMatchObject({ action: 'user.disabled', target: 'audited' });

    for (const query of ['userId=0', 'userId=x', 'page=0']) {
      expect((await server.call('GET', `/api/admin/audit?${query}`, { cookie: admin })).status, query).toBe(400);
    }
  });
});
