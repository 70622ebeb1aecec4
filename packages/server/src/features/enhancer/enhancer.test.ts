// The enhancer (issue 20 item 6): admins only; a proposal stores nothing; accepting updates the
// teaching or the suggested prompt (audit-logged) only if it is unchanged since the proposal.
import { defaultSuggestedPromptSettings } from '@app/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineWriting } from '../../assistant';
import { scriptedAssistant, startTestServer, type TestServer } from '../../testing/harness';

const assistant = scriptedAssistant();
let server: TestServer;
let admin: { id: number; cookie: string };
let teachingId: number;
const messy = 'the shadow  holds what we hide , e.g. anger. when i notice it, it softens';
const clearer = 'The shadow holds what we hide, for example anger. When I notice it, it softens.';

beforeAll(async () => {
  server = await startTestServer({ assistant });
  admin = await server.userSession({ username: 'enhance-admin', role: 'admin' });
  const created = await server.call('POST', '/api/teachings', {
    cookie: admin.cookie,
    body: { domainId: 1, title: 'Shadow work', content: messy },
  });
  expect(created.status).toBe(201);
  teachingId = (await created.json()).id;
}, 60_000);
afterAll(() => server.stop());

const contentOf = async (id: number) =>
  (await server.storage.query<{ content: string }>('SELECT content FROM teachings WHERE id = $1', [id]))[0]?.content;
const audits = () =>
  server.storage.query<{ actor_user_id: number; details: Record<string, unknown> }>(
    "SELECT actor_user_id, details FROM audit_log WHERE action = 'enhancer.accepted' ORDER BY id",
  );
const propose = (body: unknown, cookie = admin.cookie) =>
  server.call('POST', '/api/admin/enhancer/proposals', { cookie, body });
const accept = (body: unknown, cookie = admin.cookie) =>
  server.call('POST', '/api/admin/enhancer/accept', { cookie, body });

describe('who may use it', () => {
  it('answers 401 to a visitor and 403 to a client or a teacher, and stores nothing', async () => {
    const client = await server.userSession({ username: 'enhance-client', role: 'client' });
    const teacher = await server.userSession({ username: 'enhance-teacher', role: 'teacher' });
    const body = { kind: 'teaching', id: teachingId };
    expect((await server.call('GET', '/api/admin/enhancer/items')).status).toBe(401);
    expect((await server.call('POST', '/api/admin/enhancer/proposals', { body })).status).toBe(401);
    expect((await server.call('POST', '/api/admin/enhancer/accept', { body })).status).toBe(401);
    for (const { cookie } of [client, teacher]) {
      expect((await server.call('GET', '/api/admin/enhancer/items', { cookie })).status).toBe(403);
      expect((await propose(body, cookie)).status).toBe(403);
      expect((await accept({ ...body, original: messy, proposed: 'Mine now.' }, cookie)).status).toBe(403);
    }
    expect(await contentOf(teachingId)).toBe(messy);
    expect(await audits()).toEqual([]);
  });
});

describe('the items', () => {
  it('lists the teachings and the suggested prompts (the defaults until set)', async () => {
    const response = await server.call('GET', '/api/admin/enhancer/items', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const items = await response.json();
    expect(items.teachings).toContainEqual({
      kind: 'teaching',
      id: teachingId,
      title: 'Shadow work',
      domain: expect.any(String),
      text: messy,
    });
    expect(items.prompts.map((prompt: { id: string }) => prompt.id)).toEqual(
      defaultSuggestedPromptSettings.map((prompt) => prompt.id),
    );
  });
});

describe('a proposal', () => {
  it("is the offline provider's clearer version, with what changed, and stores nothing", async () => {
    const response = await propose({ kind: 'teaching', id: teachingId });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      kind: 'teaching',
      id: teachingId,
      title: 'Shadow work',
      original: messy,
      proposed: clearer,
      changes: ['whitespace', 'abbreviations', 'sentence-case', 'punctuation'],
      provider: 'scripted',
    });
    expect(await contentOf(teachingId)).toBe(messy);
  });

  it('answers 404 for an unknown teaching or prompt and 400 for a bad target', async () => {
    expect((await propose({ kind: 'teaching', id: 999_999 })).status).toBe(404);
    expect((await propose({ kind: 'teaching', id: 'shadow' })).status).toBe(404);
    expect((await propose({ kind: 'prompt', id: 'no-such-prompt' })).status).toBe(404);
    expect((await propose({ kind: 'persona', id: 1 })).status).toBe(400);
    expect((await propose({ kind: 'prompt', id: '../x' })).status).toBe(400);
    expect((await propose({})).status).toBe(400);
    const notJson = await server.call('POST', '/api/admin/enhancer/proposals', {
      cookie: admin.cookie,
      headers: { 'content-type': 'application/json' },
      raw: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it("answers 502 when the provider fails, and uses the provider's own writing help when it has one", async () => {
    assistant.writing = {
      improve: async () => {
        throw new Error('down');
      },
      summarize: offlineWriting.summarize,
    };
    try {
      const failed = await propose({ kind: 'teaching', id: teachingId });
      expect(failed.status).toBe(502);
      expect((await failed.json()).message).toMatch(/could not propose/);
      assistant.writing = {
        ...offlineWriting,
        improve: async () => ({ text: 'A model wrote this.', changes: ['rewritten'] }),
      };
      expect(await (await propose({ kind: 'teaching', id: teachingId })).json()).toMatchObject({
        proposed: 'A model wrote this.',
        changes: ['rewritten'],
      });
    } finally {
      delete assistant.writing;
    }
  });
});

describe('accepting', () => {
  it('rejects bad input with 400 and a changed original with 409, storing nothing', async () => {
    expect((await accept({ kind: 'teaching', id: teachingId, original: messy, proposed: '   ' })).status).toBe(400);
    expect((await accept({ kind: 'teaching', id: teachingId, original: messy, proposed: 'a\u0000b' })).status).toBe(
      400,
    );
    expect((await accept({ kind: 'teaching', id: teachingId, proposed: clearer })).status).toBe(400);
    expect((await accept({ kind: 'teaching', id: teachingId, original: 'stale', proposed: clearer })).status).toBe(409);
    expect((await accept({ kind: 'teaching', id: 999_999, original: messy, proposed: clearer })).status).toBe(404);
    expect(await contentOf(teachingId)).toBe(messy);
    expect(await audits()).toEqual([]);
  });

  it('updates the teaching, audit-logs before and after, and a second accept of the same proposal is 409', async () => {
    const response = await accept({ kind: 'teaching', id: teachingId, original: messy, proposed: clearer });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: 'teaching', id: teachingId, text: clearer });
    expect(await contentOf(teachingId)).toBe(clearer);
    const [record] = await audits();
    expect(record).toMatchObject({
      actor_user_id: admin.id,
      details: { kind: 'teaching', id: teachingId, title: 'Shadow work', before: messy, after: clearer },
    });
    expect((await accept({ kind: 'teaching', id: teachingId, original: messy, proposed: clearer })).status).toBe(409);
    // Selene reads the new text: the teachings list shows it.
    const teachings = await (await server.call('GET', '/api/teachings', { cookie: admin.cookie })).json();
    expect(teachings.find((teaching: { id: number }) => teaching.id === teachingId).content).toBe(clearer);
  });

  it('updates a suggested prompt: the site info shows the new text, the other prompts stay', async () => {
    const [first, ...rest] = defaultSuggestedPromptSettings;
    const proposal = await (await propose({ kind: 'prompt', id: first!.id })).json();
    expect(proposal.original).toBe(first!.text);
    const proposed = 'What does my natal chart say about me, in plain words?';
    const response = await accept({ kind: 'prompt', id: first!.id, original: first!.text, proposed });
    expect(response.status).toBe(200);
    const items = await (await server.call('GET', '/api/admin/enhancer/items', { cookie: admin.cookie })).json();
    expect(items.prompts[0]).toMatchObject({ id: first!.id, text: proposed });
    expect(items.prompts.slice(1).map((prompt: { text: string }) => prompt.text)).toEqual(rest.map((p) => p.text));
    expect((await audits()).at(-1)?.details).toMatchObject({ kind: 'prompt', id: first!.id, after: proposed });
  });
});
