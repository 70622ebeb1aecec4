import { skoolMessages, skoolWebhookPath } from '@app/contract/skool';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { startTestServer, type TestServer } from '../../testing/harness';
import { signSkoolEvent } from './service';

const text = serverMessages.skool;
let clock = new Date('2026-05-02T10:00:00.000Z');
let server: TestServer;
let admin: string;
let adminId: number;
let teacher: string;
let client: string;
let secret: string;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  adminId = await server.addUser({ username: 'admin', role: 'admin' });
  admin = await server.login('admin');
  teacher = (await server.userSession({ username: 'teacher', role: 'teacher' })).cookie;
  client = (await server.userSession({ username: 'client', tier: 'core' })).cookie;
}, 60_000);
afterAll(() => server.stop());

const seconds = () => String(Math.floor(clock.getTime() / 1000));
let eventNumber = 0;
const memberEvent = (type: string, member: Record<string, unknown>, id = `evt_${++eventNumber}`) => ({
  id,
  type,
  data: { member },
});

/** Posts an event as Skool would: no cookie, no Origin, signed with `key` at `timestamp`. */
function post(
  body: unknown,
  { key = secret, timestamp = seconds(), signature }: { key?: string; timestamp?: string; signature?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return fetch(`${server.url}${skoolWebhookPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-skool-timestamp': timestamp,
      'x-skool-signature': signature ?? signSkoolEvent(key, timestamp, raw),
    },
    body: raw,
  });
}

const eventCount = async () =>
  (await server.storage.query<{ n: number }>('SELECT count(*)::int AS n FROM skool_events'))[0]?.n ?? 0;
const userCount = async () =>
  (await server.storage.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n ?? 0;
const userByEmail = async (email: string) =>
  (
    await server.storage.query<{ id: number; username: string; tier: string; role: string }>(
      'SELECT id, username, tier, role FROM users WHERE lower(email) = lower($1)',
      [email],
    )
  )[0];
const settings = { enabled: true, defaultTier: 'core', levelTiers: [{ level: 'VIP', tier: 'advanced' }] };

describe('the settings', () => {
  it('answers 401 to a visitor and 403 to a client or teacher, storing nothing', async () => {
    const calls = [
      ['GET', '/api/integrations/skool', undefined],
      ['PUT', '/api/integrations/skool/settings', settings],
      ['POST', '/api/integrations/skool/secret', {}],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await server.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const cookie of [client, teacher]) {
        expect((await server.call(method, path, { body, cookie })).status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await server.storage.query('SELECT 1 FROM skool_settings')).toEqual([]);
  });

  it("is not open to a personal API token, even an admin's (403)", async () => {
    const made = await server.call('POST', '/api/api-tokens', {
      cookie: admin,
      body: { name: 'reader', scope: 'read', expiresInDays: 7 },
    });
    const { secret: token } = await made.json();
    const reply = await server.call('GET', '/api/integrations/skool', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(403);
  });

  it('starts off with no secret, and refuses a webhook while disabled (404, nothing stored)', async () => {
    const reply = await server.call('GET', '/api/integrations/skool', { cookie: admin });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({
      enabled: false,
      secret: null,
      defaultTier: 'free',
      levelTiers: [],
      webhookUrl: `${server.url}${skoolWebhookPath}`,
      events: [],
    });
    const refused = await post(memberEvent('member.joined', { email: 'early@example.test' }), { key: 'anything' });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: text.disabled });
    expect(await eventCount()).toBe(0);
    expect(await userByEmail('early@example.test')).toBeUndefined();
  });

  it('refuses to enable before a secret exists (409) and bad input (400 naming the field), storing nothing', async () => {
    const noSecret = await server.call('PUT', '/api/integrations/skool/settings', { cookie: admin, body: settings });
    expect(noSecret.status).toBe(409);
    expect(await noSecret.json()).toEqual({ message: text.noSecret });
    const cases: [unknown, string, string][] = [
      [{ ...settings, defaultTier: 'gold' }, 'defaultTier', skoolMessages.tier],
      [{ ...settings, enabled: 'yes' }, 'enabled', skoolMessages.enabled],
      [{ ...settings, levelTiers: [{ level: '', tier: 'core' }] }, 'levelTiers.0.level', skoolMessages.levelRequired],
      [
        {
          ...settings,
          levelTiers: [
            { level: 'VIP', tier: 'core' },
            { level: 'vip', tier: 'elite' },
          ],
        },
        'levelTiers',
        skoolMessages.duplicateLevel,
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await server.call('PUT', '/api/integrations/skool/settings', { cookie: admin, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect((await reply.json()).errors, JSON.stringify(body)).toContainEqual({ field, message });
    }
    expect(await server.storage.query('SELECT 1 FROM skool_settings WHERE enabled')).toEqual([]);
  });

  it('generates a secret shown once, masks it afterwards, and audit-logs both changes without it', async () => {
    const made = await server.call('POST', '/api/integrations/skool/secret', { cookie: admin, body: {} });
    expect(made.status).toBe(201);
    const reply = await made.json();
    secret = reply.secret;
    expect(secret).toMatch(/^skwh_[A-Za-z0-9_-]{43}$/);
    expect(reply.settings.secret).toEqual({
      masked: `skwh_••••••••${secret.slice(-4)}`,
      createdAt: clock.toISOString(),
    });
    const saved = await server.call('PUT', '/api/integrations/skool/settings', { cookie: admin, body: settings });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject(settings);
    const read = await (await server.call('GET', '/api/integrations/skool', { cookie: admin })).text();
    expect(read).not.toContain(secret);
    const audit = await server.storage.query<{ actor_user_id: number; action: string; details: unknown }>(
      "SELECT actor_user_id, action, details FROM audit_log WHERE action LIKE 'skool.%' ORDER BY id",
    );
    expect(audit.map((row) => [row.actor_user_id, row.action])).toEqual([
      [adminId, 'skool.secretRotated'],
      [adminId, 'skool.settingsChanged'],
    ]);
    expect(audit[1]?.details).toMatchObject({ before: { enabled: false }, after: settings });
    expect(JSON.stringify(audit)).not.toContain(secret.slice(5, 30));
  });
});

describe('the webhook', () => {
  it('creates a member with the mapped tier, mails a one-time set-password link, and audit-logs it as the system', async () => {
    const users = await userCount();
    const reply = await post(
      memberEvent('member.joined', { email: 'Luna@Example.test', name: 'Luna Star', level: 'vip' }),
    );
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ result: 'created' });
    expect(await userCount()).toBe(users + 1);
    const member = await userByEmail('luna@example.test');
    expect(member).toMatchObject({ username: 'luna-star', tier: 'advanced', role: 'client' });
    const [mail] = await server.storage.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox WHERE recipient = $1',
      ['Luna@Example.test'],
    );
    expect(mail?.subject).toBe(text.invitationSubject);
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    // The link sets the password once; the member then logs in with it.
    const reset = await server.call('POST', '/api/password-reset/confirm', {
      body: { token, password: 'a new moon rises 42' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await server.call('POST', '/api/login', { body: { username: 'luna-star', password: 'a new moon rises 42' } }))
        .status,
    ).toBe(200);
    const audit = await server.storage.query<{ actor_user_id: number | null; action: string; details: unknown }>(
      'SELECT actor_user_id, action, details FROM audit_log WHERE target_user_id = $1',
      [member?.id],
    );
    expect(audit).toEqual([
      { actor_user_id: null, action: 'skool.memberCreated', details: { after: { tier: 'advanced' }, reason: 'Skool' } },
    ]);
  });

  it('updates an existing member to the mapped (or default) tier and downgrades one who left, never deleting', async () => {
    const id = await server.addUser({ username: 'sol', tier: 'free' });
    const updated = await post(memberEvent('member.updated', { email: 'sol@example.test', level: 'Unmapped level' }));
    expect(await updated.json()).toEqual({ result: 'updated' });
    expect((await userByEmail('sol@example.test'))?.tier).toBe('core');
    const same = await post(memberEvent('member.updated', { email: 'sol@example.test' }));
    expect(await same.json()).toEqual({ result: 'unchanged' });
    const left = await post(memberEvent('member.left', { email: 'sol@example.test' }));
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ result: 'downgraded' });
    expect(await userByEmail('sol@example.test')).toMatchObject({ id, tier: 'free' });
    const stranger = await post(memberEvent('member.left', { email: 'nobody@example.test' }));
    expect(await stranger.json()).toEqual({ result: 'noSuchMember' });
    const audit = await server.storage.query<{ actor_user_id: number | null; details: unknown }>(
      "SELECT actor_user_id, details FROM audit_log WHERE target_user_id = $1 AND action = 'user.tierChanged' ORDER BY id",
      [id],
    );
    expect(audit).toEqual([
      { actor_user_id: null, details: { before: { tier: 'free' }, after: { tier: 'core' }, reason: 'Skool' } },
      { actor_user_id: null, details: { before: { tier: 'core' }, after: { tier: 'free' }, reason: 'Skool' } },
    ]);
  });

  it('answers 401 to a bad or missing signature and to a stale timestamp, storing nothing', async () => {
    const before = await eventCount();
    const users = await userCount();
    const event = memberEvent('member.joined', { email: 'mallory@example.test' });
    const cases = [
      [await post(event, { key: 'skwh_not-the-secret' }), text.badSignature],
      [await post(event, { signature: '' }), text.badSignature],
      [await post(event, { signature: 'v1=00' }), text.badSignature],
      // Signed with the right secret, but six minutes ago (and six minutes ahead).
      [await post(event, { timestamp: String(Math.floor(clock.getTime() / 1000) - 360) }), text.stale],
      [await post(event, { timestamp: String(Math.floor(clock.getTime() / 1000) + 360) }), text.stale],
      [await post(event, { timestamp: 'soon' }), text.stale],
    ] as const;
    for (const [reply, message] of cases) {
      expect(reply.status).toBe(401);
      expect(await reply.json()).toEqual({ message });
    }
    // A body changed after signing fails too.
    const raw = JSON.stringify(event);
    const signature = signSkoolEvent(secret, seconds(), raw);
    const tampered = await post(raw.replace('mallory', 'mallet'), { signature });
    expect(tampered.status).toBe(401);
    expect(await eventCount()).toBe(before);
    expect(await userCount()).toBe(users);
  });

  it('accepts a timestamp within five minutes', async () => {
    const reply = await post(memberEvent('member.updated', { email: 'sol@example.test' }), {
      timestamp: String(Math.floor(clock.getTime() / 1000) - 290),
    });
    expect(reply.status).toBe(200);
  });

  it('ignores a replayed event id: 200 "duplicate", acted on once', async () => {
    const event = memberEvent('member.joined', { email: 'twice@example.test', level: 'VIP' });
    expect(await (await post(event)).json()).toEqual({ result: 'created' });
    const users = await userCount();
    const events = await eventCount();
    const replay = await post(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ result: 'duplicate' });
    expect(await userCount()).toBe(users);
    expect(await eventCount()).toBe(events);
    const mails = await server.storage.query('SELECT 1 FROM outbox WHERE recipient = $1', ['twice@example.test']);
    expect(mails).toHaveLength(1);
  });

  it('answers 400 to a malformed body, storing nothing', async () => {
    const before = await eventCount();
    for (const body of [
      'not json',
      '[]',
      { type: 'member.joined', data: { member: { email: 'a@example.test' } } },
      memberEvent('member.joined', { email: 'not an address' }),
      memberEvent('member.joined', {}),
      { id: 'evt_x', type: 'member.left' },
    ]) {
      const reply = await post(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(await reply.json()).toEqual({ message: text.malformed });
    }
    expect(await eventCount()).toBe(before);
  });

  it('stores an unknown event type as ignored and answers 202', async () => {
    const reply = await post({ id: 'evt_post', type: 'post.created', data: { post: { title: 'hi' } } });
    expect(reply.status).toBe(202);
    expect(await reply.json()).toEqual({ result: 'ignored' });
    const [row] = await server.storage.query('SELECT type, result FROM skool_events WHERE event_id = $1', ['evt_post']);
    expect(row).toEqual({ type: 'post.created', result: 'ignored' });
  });

  it('lists the last events, newest first, with their result, to the admin', async () => {
    clock = new Date(clock.getTime() + 60_000);
    await post(memberEvent('member.left', { email: 'luna@example.test' }, 'evt_latest'));
    const { events } = await (await server.call('GET', '/api/integrations/skool', { cookie: admin })).json();
    expect(events[0]).toEqual({
      id: 'evt_latest',
      type: 'member.left',
      result: 'downgraded',
      member: 'luna-star',
      receivedAt: clock.toISOString(),
    });
    expect(events.length).toBeLessThanOrEqual(20);
    expect(events.map((event: { id: string }) => event.id)).toContain('evt_post');
  });

  it('refuses events again once disabled (404, nothing stored)', async () => {
    const off = await server.call('PUT', '/api/integrations/skool/settings', {
      cookie: admin,
      body: { ...settings, enabled: false },
    });
    expect(off.status).toBe(200);
    const before = await eventCount();
    const reply = await post(memberEvent('member.joined', { email: 'late@example.test' }));
    expect(reply.status).toBe(404);
    expect(await eventCount()).toBe(before);
    expect(await userByEmail('late@example.test')).toBeUndefined();
  });
});
