// Selene's memories (issue 20 item 3): learnt from the user's messages on every answer path (JSON,
// stream, regenerate), never from a crisis exchange, given to the provider, and listed/deleted by
// the user and an admin (audited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedAssistant, startTestServer, type TestServer } from '../../testing/harness';

const now = new Date('2026-03-14T09:30:00.000Z');
const assistant = scriptedAssistant();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ assistant, now: () => now });
}, 60_000);
afterAll(() => server.stop());

let unique = 0;
async function member(role = 'client') {
  const session = await server.userSession({ username: `mem${++unique}`, role, tier: 'core' });
  const response = await server.call('POST', '/api/conversations', { cookie: session.cookie });
  return { ...session, conversationId: (await response.json()).id as number };
}
const send = (cookie: string, conversationId: number, content: string, headers: Record<string, string> = {}) =>
  server.call('POST', `/api/conversations/${conversationId}/messages`, {
    cookie,
    headers,
    body: { content, isUserMessage: true },
  });
const listOwn = async (cookie: string) =>
  (await (await server.call('GET', '/api/memories', { cookie })).json()).memories as {
    id: number;
    kind: string;
    text: string;
    sourceSnippet: string | null;
    conversationId: number | null;
  }[];
const rowsOf = (userId: number) => server.storage.query('SELECT * FROM memories WHERE user_id = $1', [userId]);

describe('learning from messages', () => {
  it('remembers a sign and a preference from a JSON send, and the provider sees them in the same turn', async () => {
    const { cookie, conversationId } = await member();
    expect((await send(cookie, conversationId, "I'm a Scorpio and I prefer short answers")).status).toBe(201);
    const memories = await listOwn(cookie);
    expect(memories.map((memory) => memory.text).sort()).toEqual(['Prefers short answers', 'Sun in Scorpio']);
    expect(memories[0]).toMatchObject({ conversationId, sourceSnippet: "I'm a Scorpio and I prefer short answers" });
    expect(
      assistant.calls
        .at(-1)
        ?.memories?.map((memory) => memory.key)
        .sort(),
    ).toEqual(['answer-length', 'sun-sign']);
  });

  it('learns from a streamed send and updates rather than repeats on a regenerate or a restatement', async () => {
    const { cookie, conversationId } = await member();
    const streamed = await send(cookie, conversationId, 'I work as a nurse', { accept: 'text/event-stream' });
    expect(streamed.status).toBe(200);
    await streamed.text();
    expect((await listOwn(cookie)).map((memory) => memory.text)).toEqual(['Works as a nurse']);
    expect((await server.call('POST', `/api/conversations/${conversationId}/regenerate`, { cookie })).status).toBe(201);
    await send(cookie, conversationId, 'Actually I work as a midwife now');
    expect((await listOwn(cookie)).map((memory) => memory.text)).toEqual(['Works as a midwife now']);
  });

  it('stores nothing from a crisis message nor from the message after it in the same exchange', async () => {
    const { id, cookie, conversationId } = await member();
    expect((await send(cookie, conversationId, "I'm a Scorpio and I want to kill myself")).status).toBe(201);
    expect((await send(cookie, conversationId, 'I prefer short answers')).status).toBe(201);
    expect(await rowsOf(id)).toEqual([]);
    // The exchange after that one is remembered again.
    await send(cookie, conversationId, 'I work as a nurse');
    expect((await listOwn(cookie)).map((memory) => memory.text)).toEqual(['Works as a nurse']);
  });
});

describe('the user endpoints', () => {
  it('answers 401 to a visitor', async () => {
    expect((await server.call('GET', '/api/memories')).status).toBe(401);
    expect((await server.call('DELETE', '/api/memories')).status).toBe(401);
    expect((await server.call('DELETE', '/api/memories/1')).status).toBe(401);
  });

  it("deletes one and all of one's own; another user's memory is 404 and stays", async () => {
    const owner = await member();
    const other = await member();
    await send(owner.cookie, owner.conversationId, "I'm a Leo and I work as a teacher");
    await send(other.cookie, other.conversationId, "I'm a Virgo");
    const [first, second] = await listOwn(owner.cookie);
    const othersMemory = (await listOwn(other.cookie))[0]!;
    expect((await server.call('DELETE', `/api/memories/${othersMemory.id}`, { cookie: owner.cookie })).status).toBe(
      404,
    );
    expect(await rowsOf(other.id)).toHaveLength(1);
    expect((await server.call('DELETE', '/api/memories/abc', { cookie: owner.cookie })).status).toBe(404);
    expect((await server.call('DELETE', `/api/memories/${first!.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect((await listOwn(owner.cookie)).map((memory) => memory.id)).toEqual([second!.id]);
    const all = await server.call('DELETE', '/api/memories', { cookie: owner.cookie });
    expect(await all.json()).toEqual({ deleted: 1 });
    expect(await listOwn(owner.cookie)).toEqual([]);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });
});

describe('the admin endpoints', () => {
  const audit = (action: string) =>
    server.storage.query<{ target_user_id: number; actor_user_id: number }>(
      'SELECT * FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    );

  it('answers 401 to a visitor and 403 to a client or teacher', async () => {
    const client = await member('client');
    const teacher = await member('teacher');
    for (const path of ['/api/admin/memories/users', `/api/admin/memories/users/${client.id}`]) {
      expect((await server.call('GET', path)).status).toBe(401);
      for (const { cookie } of [client, teacher]) expect((await server.call('GET', path, { cookie })).status).toBe(403);
    }
    expect(
      (await server.call('DELETE', `/api/admin/memories/users/${client.id}/1`, { cookie: teacher.cookie })).status,
    ).toBe(403);
  });

  it('lists users with counts, opens one (audited memory.viewed), deletes one (audited memory.deleted)', async () => {
    const admin = await member('admin');
    const user = await member();
    await send(user.cookie, user.conversationId, "I'm a Scorpio and I prefer short answers");
    const found = await server.call('GET', `/api/admin/memories/users?search=mem${unique}`, { cookie: admin.cookie });
    expect(found.status).toBe(200);
    expect((await found.json()).users).toContainEqual({ id: user.id, username: `mem${unique}`, memoryCount: 2 });
    // Only users who have memories are listed: the admin (made just before, none) is not.
    const none = await server.call('GET', `/api/admin/memories/users?search=mem${unique - 1}`, {
      cookie: admin.cookie,
    });
    expect((await none.json()).users).toEqual([]);
    const viewedBefore = (await audit('memory.viewed')).length;
    const opened = await server.call('GET', `/api/admin/memories/users/${user.id}`, { cookie: admin.cookie });
    const { memories } = (await opened.json()) as { memories: { id: number; text: string }[] };
    expect(memories).toHaveLength(2);
    expect((await audit('memory.viewed')).slice(viewedBefore)).toEqual([
      expect.objectContaining({ actor_user_id: admin.id, target_user_id: user.id }),
    ]);
    const gone = await server.call('DELETE', `/api/admin/memories/users/${user.id}/${memories[0]!.id}`, {
      cookie: admin.cookie,
    });
    expect(gone.status).toBe(204);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect((await audit('memory.deleted')).at(-1)).toMatchObject({ actor_user_id: admin.id, target_user_id: user.id });
  });

  it("tells whether each memory's conversation opens in /conversations: only once a reply in it is rated", async () => {
    const admin = await member('admin');
    const user = await member();
    const sent = await send(user.cookie, user.conversationId, "I'm a Scorpio");
    const { aiResponse } = (await sent.json()) as { aiResponse: { id: number } };
    const opens = async () => {
      const reply = await server.call('GET', `/api/admin/memories/users/${user.id}`, { cookie: admin.cookie });
      return ((await reply.json()).memories as { conversationOpens: boolean }[]).map((m) => m.conversationOpens);
    };
    expect(await opens()).toEqual([false]);
    const rated = await server.call('POST', '/api/feedback', {
      cookie: user.cookie,
      body: { contentType: 'chat_message', contentId: aiResponse.id, feedback: 'positive', content: 'reply text' },
    });
    expect(rated.status).toBe(201);
    expect(await opens()).toEqual([true]);
    // The user's own list does not say it: /conversations is an admin page.
    expect((await listOwn(user.cookie))[0]).not.toHaveProperty('conversationOpens');
  });

  it('answers a clear 4xx to bad input, deleting nothing', async () => {
    const admin = await member('admin');
    const user = await member();
    await send(user.cookie, user.conversationId, "I'm a Scorpio");
    const long = await server.call('GET', `/api/admin/memories/users?search=${'x'.repeat(61)}`, {
      cookie: admin.cookie,
    });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toMatch(/at most 60 characters/);
    expect((await server.call('GET', '/api/admin/memories/users/999999', { cookie: admin.cookie })).status).toBe(404);
    // A memory id of another user under this user's path: 404, nothing deleted.
    const [memory] = (
      await (await server.call('GET', `/api/admin/memories/users/${user.id}`, { cookie: admin.cookie })).json()
    ).memories as { id: number }[];
    expect(
      (await server.call('DELETE', `/api/admin/memories/users/${admin.id}/${memory!.id}`, { cookie: admin.cookie }))
        .status,
    ).toBe(404);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });
});
