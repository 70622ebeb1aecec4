import type { TeachingUsageList } from '@app/contract/teachingUsage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedAssistant, startTestServer, type TestServer } from '../../testing/harness';

// The scripted assistant answers "You asked: <question>", so a question that names a teaching
// gives a reply that names it.
const assistant = scriptedAssistant();
let server: TestServer;
let admin: string;
let teacherA: string;
let teacherB: string;
let client: string;
let otherClient: string;
const criticTitle = 'Befriending the Inner Critic';
const saturnTitle = 'Saturn Return as Initiation';

beforeAll(async () => {
  server = await startTestServer({ assistant });
  admin = (await server.userSession({ username: 'admin', role: 'admin' })).cookie;
  teacherA = (await server.userSession({ username: 'teacher-a', role: 'teacher' })).cookie;
  teacherB = (await server.userSession({ username: 'teacher-b', role: 'teacher' })).cookie;
  client = (await server.userSession({ username: 'client', tier: 'elite' })).cookie;
  otherClient = (await server.userSession({ username: 'other', tier: 'elite' })).cookie;
  for (const [cookie, title] of [
    [teacherA, criticTitle],
    [teacherB, saturnTitle],
  ] as const) {
    const created = await server.call('POST', '/api/teachings', {
      cookie,
      body: { domainId: 1, title, content: `${title}: a practice in a few honest steps.` },
    });
    expect(created.status).toBe(201);
  }
}, 60_000);
afterAll(() => server.stop());

async function ask(cookie: string, content: string, status = 201) {
  const conversation = await (await server.call('POST', '/api/conversations', { cookie })).json();
  const reply = await server.call('POST', `/api/conversations/${conversation.id}/messages`, {
    cookie,
    body: { content, isUserMessage: true },
  });
  expect(reply.status).toBe(status);
  return (await reply.json()) as { aiResponse: { id: number } };
}

const rate = (cookie: string, messageId: number, feedback: 'positive' | 'negative') =>
  server.call('POST', '/api/feedback', {
    cookie,
    body: { contentType: 'chat_message', contentId: messageId, feedback, content: 'reply' },
  });

const usage = async (cookie: string) => {
  const reply = await server.call('GET', '/api/teachings/usage', { cookie });
  expect(reply.status).toBe(200);
  return (await reply.json()) as TeachingUsageList;
};
const drawnOnCount = async () =>
  (await server.storage.query<{ n: number }>('SELECT count(*)::int AS n FROM reply_teachings'))[0]?.n ?? 0;

describe('GET /api/teachings/usage', () => {
  it('answers 401 to a visitor and 403 to a client', async () => {
    expect((await server.call('GET', '/api/teachings/usage')).status).toBe(401);
    const refused = await server.call('GET', '/api/teachings/usage', { cookie: client });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Only teachers and admins can see how the teachings are used.');
  });

  it('counts the replies that named a teaching and their feedback, for its teacher only', async () => {
    const first = await ask(client, `What does "${criticTitle}" ask of me?`);
    const second = await ask(otherClient, `Tell me more about ${criticTitle.toUpperCase()}, please.`);
    await ask(client, 'What does the waning Moon favour?');
    expect((await rate(client, first.aiResponse.id, 'positive')).status).toBe(201);
    expect((await rate(otherClient, second.aiResponse.id, 'negative')).status).toBe(201);

    const mine = await usage(teacherA);
    expect(mine.scope).toBe('own');
    expect(mine.teachings).toEqual([
      expect.objectContaining({ title: criticTitle, author: 'teacher-a', uses: 2, helpful: 1, notHelpful: 1 }),
    ]);
    expect(mine.teachings[0]?.lastUsedAt).toEqual(expect.any(String));

    // Another teacher sees their own teaching, unused, and nothing of teacher A's.
    const theirs = await usage(teacherB);
    expect(theirs.teachings).toEqual([
      expect.objectContaining({ title: saturnTitle, uses: 0, helpful: 0, notHelpful: 0, lastUsedAt: null }),
    ]);
  });

  it("gives an admin everyone's teachings, the starting knowledge base included, most used first", async () => {
    const all = await usage(admin);
    expect(all.scope).toBe('all');
    expect(all.teachings[0]).toMatchObject({ title: criticTitle, uses: 2 });
    expect(all.teachings.map((teaching) => teaching.title)).toContain(saturnTitle);
    expect(all.teachings.length).toBeGreaterThan(10);
  });

  it('records nothing for a reply that names no teaching, or for an apology', async () => {
    const before = await drawnOnCount();
    await ask(client, 'Is today good for a new start?');
    const answer = assistant.answer;
    assistant.answer = () => {
      throw new Error('the provider is down');
    };
    try {
      // The handled failure: the apology is stored (500), and it drew on nothing.
      await ask(client, `And ${saturnTitle}?`, 500);
    } finally {
      assistant.answer = answer;
    }
    expect(await drawnOnCount()).toBe(before);
  });
});
