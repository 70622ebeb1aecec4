import type { defaultPreferences } from '@app/contract';
import type {
  PersonaContent,
  PersonaDetail,
  PersonaHistory,
  PersonaSummary,
  PersonaTestReply,
} from '@app/contract/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../../assistant';
import { serverMessages } from '../../messages';
import { startTestServer, type TestServer } from '../../testing/harness';
import { orionFirstVersion, seleneFirstVersion } from './seed';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  // The offline provider: its greeting is the persona's phrasing.
  server = await startTestServer({ assistant: createAssistant({}), now: () => new Date('2026-03-14T12:00:00.000Z') });
  admin = (await server.userSession({ username: 'persona-admin', role: 'admin', tier: 'elite' })).cookie;
}, 60_000);
afterAll(() => server.stop());

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const versions = (key = 'selene') =>
  server.storage.query<{ version: number }>('SELECT version FROM persona_versions WHERE persona_key = $1', [key]);
const audit = (action: string) =>
  server.storage.query<{ details: Record<string, unknown> }>(
    'SELECT details FROM audit_log WHERE action = $1 ORDER BY id',
    [action],
  );

/** Selene's draft with another greeting. */
const withGreeting = (content: PersonaContent, greeting: string): PersonaContent => ({
  ...content,
  phrasing: { ...content.phrasing, greeting },
});

/** A client's greeting reply from the chat. */
async function greetingOf(cookie: string): Promise<{ content: string; persona?: { name: string; version: number } }> {
  const { id } = await json<{ id: number }>(await server.call('POST', '/api/conversations', { cookie }));
  const sent = await server.call('POST', `/api/conversations/${id}/messages`, {
    cookie,
    body: { content: 'Hello', isUserMessage: true },
  });
  expect(sent.status).toBe(201);
  return (await json<{ aiResponse: { content: string; persona?: { name: string; version: number } } }>(sent))
    .aiResponse;
}

describe('who may use the personas API', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/personas'],
    ['GET', '/api/admin/personas/selene'],
    ['PUT', '/api/admin/personas/selene/draft', seleneFirstVersion],
    ['POST', '/api/admin/personas/selene/test', { question: 'Hello' }],
    ['POST', '/api/admin/personas/selene/publish', {}],
    ['GET', '/api/admin/personas/selene/versions'],
    ['POST', '/api/admin/personas/selene/rollback', { version: 1 }],
  ];

  it.each(calls)(
    '%s %s: 401 for a visitor, 403 for a client and a teacher, nothing changed',
    async (method, path, body) => {
      expect((await server.call(method, path, body === undefined ? {} : { body })).status).toBe(401);
      for (const role of ['client', 'teacher']) {
        const { cookie } = await server.userSession({
          username: `${role}-${Math.random().toString(36).slice(2, 9)}`,
          role,
        });
        const answer = await server.call(method, path, { cookie, ...(body === undefined ? {} : { body }) });
        expect(answer.status).toBe(403);
        expect((await json<{ message: string }>(answer)).message).toBe(serverMessages.auth.forbidden);
      }
      expect(await audit('persona.published')).toEqual([]);
    },
  );

  it('answers 404 for a persona that does not exist', async () => {
    expect((await server.call('GET', '/api/admin/personas/hermes', { cookie: admin })).status).toBe(404);
    expect(
      (await server.call('PUT', '/api/admin/personas/hermes/draft', { cookie: admin, body: seleneFirstVersion }))
        .status,
    ).toBe(404);
  });
});

describe('the personas as admins see them', () => {
  it('lists Selene then Orion, each at version 1 with no draft changes', async () => {
    const list = await json<PersonaSummary[]>(await server.call('GET', '/api/admin/personas', { cookie: admin }));
    expect(
      list.map(({ key, name, publishedVersion, hasDraftChanges }) => ({
        key,
        name,
        publishedVersion,
        hasDraftChanges,
      })),
    ).toEqual([
      { key: 'selene', name: 'Selene', publishedVersion: 1, hasDraftChanges: false },
      { key: 'orion', name: 'Orion', publishedVersion: 1, hasDraftChanges: false },
    ]);
    const orion = await json<PersonaDetail>(await server.call('GET', '/api/admin/personas/orion', { cookie: admin }));
    expect(orion.published.content).toEqual(orionFirstVersion);
    expect(orion.published.publishedBy).toBeNull();
  });
});

describe('bad input', () => {
  it.each([
    ['voice', { voice: '   ' }],
    ['domains', { domains: [] }],
    ['domains', { domains: ['Alchemy'] }],
    ['systemPrompt', { systemPrompt: 'x'.repeat(4001) }],
    ['guidanceRules', { guidanceRules: Array.from({ length: 13 }, () => 'A rule.') }],
    ['phrasing.greeting', { phrasing: { ...seleneFirstVersion.phrasing, greeting: 'Hello there.' } }],
    ['phrasing.thanks', { phrasing: { ...seleneFirstVersion.phrasing, thanks: '' } }],
  ])('refuses a draft with a bad %s with a 400 naming it, and stores nothing', async (field, change) => {
    const before = await json<PersonaDetail>(await server.call('GET', '/api/admin/personas/selene', { cookie: admin }));
    const answer = await server.call('PUT', '/api/admin/personas/selene/draft', {
      cookie: admin,
      body: { ...before.draft, ...change },
    });
    expect(answer.status).toBe(400);
    const reply = await json<{ message: string; errors: { field: string; message: string }[] }>(answer);
    expect(reply.message).toBe(serverMessages.common.invalidFields);
    expect(reply.errors[0]?.field.startsWith(field)).toBe(true);
    const after = await json<PersonaDetail>(await server.call('GET', '/api/admin/personas/selene', { cookie: admin }));
    expect(after).toEqual(before);
  });

  it('refuses an empty test question and a rollback to a version that does not exist', async () => {
    expect(
      (await server.call('POST', '/api/admin/personas/selene/test', { cookie: admin, body: { question: ' ' } })).status,
    ).toBe(400);
    const count = (await versions()).length;
    const rollback = await server.call('POST', '/api/admin/personas/selene/rollback', {
      cookie: admin,
      body: { version: 99 },
    });
    expect(rollback.status).toBe(404);
    expect((await json<{ message: string }>(rollback)).message).toBe(serverMessages.personas.versionNotFound);
    expect(
      (await server.call('POST', '/api/admin/personas/selene/rollback', { cookie: admin, body: { version: 'one' } }))
        .status,
    ).toBe(400);
    expect(await versions()).toHaveLength(count);
  });
});

describe('draft, test, publish and rollback', () => {
  it('changes how Selene greets users without a deploy, and rolls it back', async () => {
    const client = await server.userSession({ username: 'greeted-client', tier: 'core' });
    const first = await greetingOf(client.cookie);
    expect(first.content).toContain("Hello, greeted-client. I'm Selene, and I'm glad you're here.");
    expect(first.persona).toEqual({ name: 'Selene', version: 1 });

    // A saved draft changes nothing for users, only for the test console's draft side.
    const saved = await server.call('PUT', '/api/admin/personas/selene/draft', {
      cookie: admin,
      body: withGreeting(seleneFirstVersion, 'Welcome back, {name}. The Moon kept your seat warm.'),
    });
    expect(saved.status).toBe(200);
    expect((await json<PersonaDetail>(saved)).hasDraftChanges).toBe(true);
    expect((await greetingOf(client.cookie)).content).toContain("I'm Selene, and I'm glad you're here.");
    const used = await server.storage.query<{ prompts: number }>(
      'SELECT sum(prompts)::int AS prompts FROM daily_usage WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      ['persona-admin'],
    );

    const tested = await server.call('POST', '/api/admin/personas/selene/test', {
      cookie: admin,
      body: { question: 'Hello' },
    });
    expect(tested.status).toBe(200);
    const test = await json<PersonaTestReply>(tested);
    expect(test.draft.content).toContain('Welcome back, persona-admin. The Moon kept your seat warm.');
    expect(test.published).toMatchObject({ version: 1 });
    expect(test.published.content).toContain("I'm Selene, and I'm glad you're here.");
    expect(test.crisis).toBe(false);
    // The test console is not a prompt: nothing counted, no conversation stored.
    expect(
      await server.storage.query<{ prompts: number }>(
        'SELECT sum(prompts)::int AS prompts FROM daily_usage WHERE user_id = (SELECT id FROM users WHERE username = $1)',
        ['persona-admin'],
      ),
    ).toEqual(used);

    const published = await json<PersonaDetail>(
      await server.call('POST', '/api/admin/personas/selene/publish', { cookie: admin, body: {} }),
    );
    expect(published.published.version).toBe(2);
    expect(published.published.publishedBy).toBe('persona-admin');
    expect(published.hasDraftChanges).toBe(false);
    const second = await greetingOf(client.cookie);
    expect(second.content).toContain('Welcome back, greeted-client. The Moon kept your seat warm.');
    expect(second.persona).toEqual({ name: 'Selene', version: 2 });

    const rolledBack = await json<PersonaDetail>(
      await server.call('POST', '/api/admin/personas/selene/rollback', { cookie: admin, body: { version: 1 } }),
    );
    expect(rolledBack.published).toMatchObject({ version: 3, rolledBackFrom: 1, content: seleneFirstVersion });
    // The draft had no unpublished changes: it follows the rollback.
    expect(rolledBack.draft).toEqual(seleneFirstVersion);
    const third = await greetingOf(client.cookie);
    expect(third.content).toContain("Hello, greeted-client. I'm Selene, and I'm glad you're here.");
    expect(third.persona).toEqual({ name: 'Selene', version: 3 });

    // History is never rewritten: every version stays, newest first.
    const history = await json<PersonaHistory>(
      await server.call('GET', '/api/admin/personas/selene/versions', { cookie: admin }),
    );
    expect(history.versions.map((entry) => [entry.version, entry.rolledBackFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    // Each change is in the audit log.
    expect((await audit('persona.draftSaved')).at(-1)?.details).toEqual({ persona: 'selene' });
    expect((await audit('persona.published')).at(-1)?.details).toEqual({ persona: 'selene', version: 2 });
    expect((await audit('persona.rolledBack')).at(-1)?.details).toEqual({ persona: 'selene', version: 3, restored: 1 });
    // The stored reply keeps the version that wrote it.
    const [row] = await server.storage.query<{ persona_name: string; persona_version: number }>(
      'SELECT persona_name, persona_version FROM messages WHERE NOT is_user_message ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({ persona_name: 'Selene', persona_version: 3 });
  });

  it('keeps a draft with unpublished changes through a rollback', async () => {
    const draft = withGreeting(orionFirstVersion, 'Evening, {name}. Orion here.');
    await server.call('PUT', '/api/admin/personas/orion/draft', { cookie: admin, body: draft });
    const rolledBack = await json<PersonaDetail>(
      await server.call('POST', '/api/admin/personas/orion/rollback', { cookie: admin, body: { version: 1 } }),
    );
    expect(rolledBack.published.version).toBe(2);
    expect(rolledBack.draft).toEqual(draft);
    expect(rolledBack.hasDraftChanges).toBe(true);
  });

  it('answers crisis language in the test console with the crisis help, from both sides', async () => {
    const tested = await json<PersonaTestReply>(
      await server.call('POST', '/api/admin/personas/selene/test', {
        cookie: admin,
        body: { question: 'I want to kill myself' },
      }),
    );
    expect(tested.crisis).toBe(true);
    expect(tested.draft.content).toContain('Where to find help now');
    expect(tested.published.content).toBe(tested.draft.content);
  });
});

describe('the assistant a user chooses', () => {
  it('answers with Orion once a user chooses him in the preferences, and names him on the reply', async () => {
    const { cookie } = await server.userSession({ username: 'stargazer', tier: 'plus' });
    expect(
      (await json<typeof defaultPreferences>(await server.call('GET', '/api/preferences', { cookie }))).assistant,
    ).toBe('selene');
    const saved = await server.call('PUT', '/api/preferences', { cookie, body: { assistant: 'orion' } });
    expect((await json<typeof defaultPreferences>(saved)).assistant).toBe('orion');
    const reply = await greetingOf(cookie);
    expect(reply.content).toContain("Good to meet you, stargazer. I'm Orion.");
    expect(reply.persona).toMatchObject({ name: 'Orion' });
    // The message list says who wrote it.
    const [conversation] = await json<{ id: number }[]>(await server.call('GET', '/api/conversations', { cookie }));
    const messages = await json<{ isUserMessage: boolean; persona?: { name: string } }[]>(
      await server.call('GET', `/api/conversations/${conversation?.id}/messages`, { cookie }),
    );
    expect(messages.find((message) => !message.isUserMessage)?.persona?.name).toBe('Orion');
  });

  it('refuses an assistant that does not exist (400, nothing stored)', async () => {
    const { id, cookie } = await server.userSession({ username: 'hermes-fan', tier: 'plus' });
    const answer = await server.call('PUT', '/api/preferences', { cookie, body: { assistant: 'hermes' } });
    expect(answer.status).toBe(400);
    expect(await server.storage.query('SELECT 1 FROM user_preferences WHERE user_id = $1', [id])).toEqual([]);
  });
});
