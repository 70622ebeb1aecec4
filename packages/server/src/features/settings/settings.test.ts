// The run-time settings (/settings, issue 19 item 7): admins only, validated, audit-logged, and in
// force from the next request, without a restart.

import { defaultSuggestedPromptSettings, siteMessages } from '@app/contract/admin';
import { defaultCrisisDirectory } from '@app/contract/crisisDirectory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let admin: string;
let teacher: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ username: 'admin', role: 'admin' });
  await server.addUser({ username: 'teacher', role: 'teacher' });
  await server.addUser({ username: 'client', tier: 'core' });
  [admin, teacher, client] = await Promise.all([
    server.login('admin'),
    server.login('teacher'),
    server.login('client'),
  ]);
}, 60_000);
afterAll(() => server.stop());

const put = (body: unknown, cookie = admin) => server.call('PUT', '/api/admin/settings', { cookie, body });
const site = async () => (await server.call('GET', '/api/site')).json();
const settingRows = () => server.storage.query<{ key: string }>('SELECT key FROM site_settings ORDER BY key');
const auditRows = () =>
  server.storage.query<{
    action: string;
    actor_user_id: number;
    details: { setting: string; before: unknown; after: unknown };
  }>("SELECT action, actor_user_id, details FROM audit_log WHERE action = 'settings.changed' ORDER BY id");

const register = (name: string) =>
  server.call('POST', '/api/auth/register', {
    body: { username: name, email: `${name}@example.test`, password: 'a long enough password' },
  });

describe('who may read and change the settings', () => {
  it.each([
    ['GET', 'a visitor', undefined, 401],
    ['GET', 'a client', 'client', 403],
    ['GET', 'a teacher', 'teacher', 403],
    ['PUT', 'a visitor', undefined, 401],
    ['PUT', 'a client', 'client', 403],
    ['PUT', 'a teacher', 'teacher', 403],
  ] as const)('%s /api/admin/settings by %s answers %i', async (method, _who, role, status) => {
    const cookie = role === 'client' ? client : role === 'teacher' ? teacher : undefined;
    const response = await server.call(method, '/api/admin/settings', {
      ...(cookie ? { cookie } : {}),
      ...(method === 'PUT' ? { body: { maintenanceNotice: 'Nope' } } : {}),
    });
    expect(response.status).toBe(status);
    expect(await settingRows()).toEqual([]);
  });

  it('gives an admin the settings with their defaults', async () => {
    const response = await server.call('GET', '/api/admin/settings', { cookie: admin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      suggestedPrompts: defaultSuggestedPromptSettings,
      registration: 'open',
      maintenanceNotice: null,
      crisisDirectory: null,
      defaults: { suggestedPrompts: defaultSuggestedPromptSettings, crisisDirectory: defaultCrisisDirectory },
      updatedAt: null,
      updatedBy: null,
    });
  });

  it("gives anyone the site's public side: today's prompts by default, open registration, no notice", async () => {
    expect(await site()).toEqual({
      suggestedPrompts: defaultSuggestedPromptSettings,
      registration: 'open',
      maintenanceNotice: null,
    });
  });
});

describe('bad input', () => {
  it.each([
    ['an empty change', {}, 'body'],
    ['an unknown setting', { colour: 'red' }, 'colour'],
    ['no prompts', { suggestedPrompts: [] }, 'suggestedPrompts'],
    [
      'a prompt without a title',
      { suggestedPrompts: [{ domain: 'astrology', title: ' ', text: 'Why?' }] },
      'suggestedPrompts.0.title',
    ],
    [
      'a prompt in no domain',
      { suggestedPrompts: [{ domain: 'tarot', title: 'Cards', text: 'Why?' }] },
      'suggestedPrompts.0.domain',
    ],
    ['a mode that does not exist', { registration: 'closed' }, 'registration'],
    ['a notice too long', { maintenanceNotice: 'x'.repeat(301) }, 'maintenanceNotice'],
    ['a crisis list of the wrong shape', { crisisDirectory: { regions: [] } }, 'crisisDirectory.fallback'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_name, body, field) => {
    const response = await put(body);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(reply.message).toBe(serverMessages.common.invalidFields);
    expect(reply.errors.map((error) => error.field)).toContain(field);
    expect(await settingRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });
});

describe('a change', () => {
  it('takes effect at once for the suggested prompts, and is audit-logged with before and after', async () => {
    const prompts = [
      { domain: 'esoteric', title: 'Tarot of the day', text: 'What does the card of the day ask of me?' },
      { domain: 'psychology', title: 'Tarot of the day', text: 'Why do I keep drawing the same card?' },
    ];
    const response = await put({ suggestedPrompts: prompts });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { suggestedPrompts: unknown; updatedBy: string; updatedAt: string };
    const expected = [
      { id: 'tarot-of-the-day', ...prompts[0] },
      { id: 'tarot-of-the-day-2', ...prompts[1] },
    ];
    expect(saved.suggestedPrompts).toEqual(expected);
    expect(saved.updatedBy).toBe('admin');
    expect((await site()).suggestedPrompts).toEqual(expected);

    const [row] = await auditRows();
    expect(row?.details).toEqual({ setting: 'suggestedPrompts', before: null, after: expected });

    // Back to the catalog's.
    await put({ suggestedPrompts: null });
    expect((await site()).suggestedPrompts).toEqual(defaultSuggestedPromptSettings);
    expect((await auditRows()).at(-1)?.details).toMatchObject({ setting: 'suggestedPrompts', after: null });
  });

  it('closes registration: POST register answers 403 with the reason, and opens it again', async () => {
    expect((await register('before1')).status).toBe(201);
    expect((await put({ registration: 'invite' })).status).toBe(200);
    expect((await site()).registration).toBe('invite');
    const refused = await register('during1');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: siteMessages.registrationInviteOnly });
    expect(await server.storage.query("SELECT 1 FROM users WHERE username = 'during1'")).toEqual([]);

    expect((await put({ registration: 'open' })).status).toBe(200);
    expect((await register('after1')).status).toBe(201);
    const changes = (await auditRows()).filter((row) => row.details.setting === 'registration');
    expect(changes.map((row) => [row.details.before, row.details.after])).toEqual([
      [null, 'invite'],
      ['invite', null],
    ]);
  });

  it('sets and clears the maintenance notice; an unchanged value writes no audit row', async () => {
    await put({ maintenanceNotice: '  Down for upkeep at 22:00 UTC.  ' });
    expect((await site()).maintenanceNotice).toBe('Down for upkeep at 22:00 UTC.');
    const before = (await auditRows()).length;
    await put({ maintenanceNotice: 'Down for upkeep at 22:00 UTC.' });
    expect((await auditRows()).length).toBe(before);
    await put({ maintenanceNotice: '' });
    expect((await site()).maintenanceNotice).toBeNull();
  });

  it("replaces the crisis list the chat's crisis reply gives", async () => {
    const directory = structuredClone(defaultCrisisDirectory);
    directory.fallback.resources = [
      {
        id: 'test-line',
        role: 'crisis-line',
        name: 'Test Line',
        description: 'Any time.',
        contacts: [{ kind: 'call', label: 'Call 555 0100', href: 'tel:5550100' }],
      },
    ];
    directory.regions = [];
    expect((await put({ crisisDirectory: directory })).status).toBe(200);
    const { cookie } = await server.userSession({ username: 'worried', tier: 'core' });
    const created = await server.call('POST', '/api/conversations', { cookie });
    const { id } = (await created.json()) as { id: number };
    const reply = await server.call('POST', `/api/conversations/${id}/messages`, {
      cookie,
      headers: { 'accept-language': 'en-GB' },
      body: { content: "I don't see the point in living anymore", isUserMessage: true },
    });
    const body = (await reply.json()) as { aiResponse: { crisis?: { resources: { name: string }[] } } };
    expect(body.aiResponse.crisis?.resources.map((resource) => resource.name)).toEqual(['Test Line']);
    await put({ crisisDirectory: null });
  });
});

describe("the server's copy (what a server render's read of /api/site costs)", () => {
  /** How many times `work` read the settings table (SELECT key, value FROM site_settings). */
  async function settingsReadsDuring(work: () => Promise<void>): Promise<number> {
    const storage = server.storage;
    const { query } = storage;
    let reads = 0;
    storage.query = <Row>(sql: string, params?: unknown[]) => {
      if (/^SELECT key, value FROM site_settings\b/.test(sql)) reads += 1;
      return query.call(storage, sql, params) as Promise<Row[]>;
    };
    try {
      await work();
    } finally {
      storage.query = query;
    }
    return reads;
  }

  it('answers /api/site from memory, not from the database on every read', async () => {
    const reads = await settingsReadsDuring(async () => {
      for (let n = 0; n < 20; n += 1) expect((await server.call('GET', '/api/site')).status).toBe(200);
    });
    // At most one refresh (the copy is read again when older than a moment), never one a request.
    expect(reads).toBeLessThanOrEqual(1);
  });

  it('reads the settings again when an admin saves, so the next page has the change', async () => {
    await site();
    const reads = await settingsReadsDuring(async () => {
      await put({ maintenanceNotice: 'Back at noon.' });
    });
    expect(reads).toBeGreaterThanOrEqual(1);
    expect((await site()).maintenanceNotice).toBe('Back at noon.');
    await put({ maintenanceNotice: '' });
    expect((await site()).maintenanceNotice).toBeNull();
  });
});
