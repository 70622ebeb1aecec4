// The portal home's counts (/admin) and the system's state (/system), issue 19 items 1 and 7.
import { SystemInfoSchema } from '@app/contract/admin';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrations } from '../../db/migrations';
import { startTestServer, type TestServer } from '../../testing/harness';

const clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
let admin: string;
let teacher: string;
let teacherId: number;
let client: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  await server.addUser({ username: 'admin', role: 'admin' });
  teacherId = await server.addUser({ username: 'teacher', role: 'teacher' });
  await server.addUser({ username: 'client', tier: 'core' });
  [admin, teacher, client] = await Promise.all([
    server.login('admin'),
    server.login('teacher'),
    server.login('client'),
  ]);
}, 60_000);
afterAll(() => server.stop());

const get = (path: string, cookie?: string) => server.call('GET', path, cookie ? { cookie } : {});

describe('GET /api/admin/portal', () => {
  it('answers 401 to a visitor and 403 to a client', async () => {
    expect((await get('/api/admin/portal')).status).toBe(401);
    expect((await get('/api/admin/portal', client)).status).toBe(403);
  });

  it("gives a teacher the count of their own teachings, not anyone else's", async () => {
    await server.storage.query(
      `INSERT INTO teachings (domain_id, title, content, created_by)
       SELECT id, 'Mine', 'A teaching of mine.', $1 FROM domains ORDER BY id LIMIT 1`,
      [teacherId],
    );
    const response = await get('/api/admin/portal', teacher);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ audience: 'teacher', teachings: 1 });
  });

  it("gives an admin the inbox's open requests and today's new accounts", async () => {
    await server.storage.query(
      `INSERT INTO users (username, email, password_hash, created_at) VALUES
         ('yesterday', 'y@example.test', 'x', '2026-03-13T23:59:00Z'),
         ('today', 't@example.test', 'x', '2026-03-14T00:01:00Z')`,
    );
    const before = (await (await get('/api/admin/portal', admin)).json()) as {
      openRequests: number;
      newUsersToday: number;
    };
    await server.call('POST', '/api/requests', {
      cookie: client,
      body: { kind: 'help', subject: 'A question', text: 'Where is my synopsis?' },
    });
    const response = await get('/api/admin/portal', admin);
    expect(response.status).toBe(200);
    const counts = (await response.json()) as {
      audience: string;
      openRequests: number;
      newUsersToday: number;
      teachings: number;
    };
    expect(counts.audience).toBe('admin');
    expect(counts.openRequests).toBe(before.openRequests + 1);
    const [today] = await server.storage.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE created_at >= '2026-03-14T00:00:00Z'",
    );
    expect(counts.newUsersToday).toBe(today?.n);
    expect(counts.teachings).toBeGreaterThan(1);
  });
});

describe('GET /api/admin/system', () => {
  it('answers 401 to a visitor, 403 to a client and a teacher', async () => {
    expect((await get('/api/admin/system')).status).toBe(401);
    expect((await get('/api/admin/system', client)).status).toBe(403);
    expect((await get('/api/admin/system', teacher)).status).toBe(403);
  });

  it('gives an admin the version, storage, migrations, providers by name and the last errors', async () => {
    // A setting edited by hand into a wrong shape: read again after a change, it is logged as an error.
    await server.storage.query(`INSERT INTO site_settings (key, value) VALUES ('maintenanceNotice', '42'::jsonb)`);
    await server.call('PUT', '/api/admin/settings', { cookie: admin, body: { registration: 'open' } });
    const response = await get('/api/admin/system', admin);
    expect(response.status).toBe(200);
    const info = v.parse(SystemInfoSchema, await response.json());
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.storage.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(info.storage.sizeBytes).toBeGreaterThan(0);
    expect(info.migrations.map((m) => m.id)).toEqual(migrations.map((m) => m.id));
    expect(info.providers).toEqual({ assistant: expect.any(String), tts: null, payments: 'test' });
    expect(info.mailer).toBe('outbox');
    expect(info.recentErrors[0]).toMatchObject({
      message: 'a stored setting does not match its shape: its default is used',
    });
    expect(info.recentErrors[0]?.details).toContain('maintenanceNotice');
    expect(JSON.stringify(info)).not.toMatch(/api[_-]?key/i);
  });
});

describe('GET /api/admin/outbox', () => {
  it('answers 401 to a visitor, 403 to a teacher, and the mail to an admin', async () => {
    expect((await get('/api/admin/outbox')).status).toBe(401);
    expect((await get('/api/admin/outbox', teacher)).status).toBe(403);
    type Outbox = { mailer: string; messages: { to: string; subject: string; text: string }[] };
    const readOutbox = async () => (await (await get('/api/admin/outbox', admin)).json()) as Outbox;
    // On PostgreSQL the outbox is shared with the other test files: look for this request's mail.
    const resetMails = (outbox: Outbox) =>
      outbox.messages.filter(
        (message) => message.to === 'client@example.test' && message.text.includes('/reset-password?token='),
      );
    const seen = new Set(resetMails(await readOutbox()).map((message) => message.text));
    await server.call('POST', '/api/password-reset/request', { body: { email: 'client@example.test' } });
    // The reset mail is sent after the request is answered: wait for it.
    await vi.waitFor(
      async () => {
        const reply = await readOutbox();
        expect(reply.mailer).toBe('outbox');
        // The new mail carries a new one-time link, so its text is one not seen before.
        expect(resetMails(reply).filter((message) => !seen.has(message.text))).toHaveLength(1);
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});
