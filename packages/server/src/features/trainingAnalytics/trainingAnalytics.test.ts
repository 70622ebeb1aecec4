import { dashboardMessages } from '@app/contract/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

// The server's clock: mid-morning of 14 March (UTC).
const clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
let admin: string;
let teacher: string;
let client: string;
let clientId: number;
let otherId: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  server.storage.query(text, params) as Promise<T[]>;
const get = (query: string, cookie = admin) => server.call('GET', `/api/admin/training-analytics${query}`, { cookie });

async function conversationOf(userId: number): Promise<number> {
  const [row] = await sql<{ id: number }>('INSERT INTO conversations (user_id, title) VALUES ($1, $2) RETURNING id', [
    userId,
    'A talk',
  ]);
  return row!.id;
}
/** A question and its reply by `persona` (null: written before versions were recorded). */
async function exchange(conversationId: number, question: string, persona: [string, number] | null): Promise<number> {
  await sql(
    "INSERT INTO messages (conversation_id, content, is_user_message, kind) VALUES ($1, $2, true, 'question')",
    [conversationId, question],
  );
  const [reply] = await sql<{ id: number }>(
    `INSERT INTO messages (conversation_id, content, is_user_message, kind, persona_name, persona_version)
     VALUES ($1, $2, false, 'reply', $3, $4) RETURNING id`,
    [conversationId, `An answer to: ${question}`, persona?.[0] ?? null, persona?.[1] ?? null],
  );
  return reply!.id;
}
async function rate(userId: number, messageId: number, rating: string, domain: string | null, at: string) {
  await sql(
    "INSERT INTO feedback (user_id, content_type, content_id, feedback, content, domain, created_at) VALUES ($1, 'chat_message', $2, $3, 'x', $4, $5)",
    [userId, String(messageId), rating, domain, at],
  );
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = (await server.userSession({ username: 'admin', role: 'admin', tier: 'elite' })).cookie;
  teacher = (await server.userSession({ username: 'teacher', role: 'teacher' })).cookie;
  const session = await server.userSession({ username: 'client', tier: 'core' });
  client = session.cookie;
  clientId = (await sql<{ id: number }>("SELECT id FROM users WHERE username = 'client'"))[0]!.id;
  otherId = await server.addUser({ username: 'other', tier: 'free' });
}, 60_000);
afterAll(() => server.stop());

describe('who may read training analytics', () => {
  it('answers 401 to a visitor and 403 to a client or teacher', async () => {
    expect((await server.call('GET', '/api/admin/training-analytics?days=7')).status).toBe(401);
    for (const cookie of [client, teacher]) {
      const reply = await get('?days=7', cookie);
      expect(reply.status).toBe(403);
      expect(JSON.stringify(await reply.json())).not.toContain('byVersion');
    }
  });
});

describe('the period', () => {
  it.each([
    ['?days=8', 'days', dashboardMessages.days],
    ['?days=7&from=2026-03-01&to=2026-03-02', 'days', dashboardMessages.mixed],
    ['?from=2026-03-01', 'to', dashboardMessages.both],
    ['?from=2026-02-30&to=2026-03-02', 'from', dashboardMessages.day],
    ['?from=2026-03-05&to=2026-03-04', 'to', dashboardMessages.order],
    ['?from=2026-03-10&to=2026-03-15', 'to', dashboardMessages.future],
  ])('answers 400 to %s, naming the problem', async (query, field, message) => {
    const reply = await get(query);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it('is empty, every day listed, with no rating', async () => {
    const body = await (await get('?days=7')).json();
    expect(body.period).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(body.days).toHaveLength(7);
    expect(body.totals).toEqual({ positive: 0, negative: 0 });
    expect(body.byVersion).toEqual([]);
    expect(body.negativeReplies).toEqual([]);
    expect(body.negativeTotal).toBe(0);
  });
});

describe('the figures', () => {
  it('groups each reply once by persona version, domain and intent, on the UTC day of its latest rating', async () => {
    const talk = await conversationOf(clientId);
    const saturnV1 = await exchange(talk, 'Why does Saturn feel so heavy on my career?', ['Selene', 1]);
    const loveV2 = await exchange(talk, 'How do I stop repeating the same relationship patterns?', ['Selene', 2]);
    const orion = await exchange(talk, 'What is the moon phase today?', ['Orion', 1]);
    const old = await exchange(talk, 'Tell me something', null);
    const outside = await exchange(talk, 'Is my natal chart strong?', ['Selene', 2]);
    // The last millisecond of the 9th is the 9th; midnight is the 10th.
    await rate(clientId, saturnV1, 'negative', 'astrology', '2026-03-09T23:59:59.999Z');
    // Rated twice: only the latest (negative, on the 10th) counts.
    await rate(clientId, loveV2, 'positive', 'psychology', '2026-03-09T10:00:00Z');
    await rate(clientId, loveV2, 'negative', 'psychology', '2026-03-10T00:00:00.000Z');
    await rate(clientId, orion, 'positive', 'astrology', '2026-03-10T12:00:00Z');
    await rate(clientId, old, 'positive', null, '2026-03-10T13:00:00Z');
    // Another person's rating of the client's reply is not the owner's: left out.
    await rate(otherId, orion, 'negative', 'astrology', '2026-03-10T14:00:00Z');
    // Before the period.
    await rate(clientId, outside, 'negative', 'astrology', '2026-03-08T23:59:59Z');

    const body = await (await get('?from=2026-03-09&to=2026-03-10')).json();
    expect(body.days).toEqual([
      { day: '2026-03-09', positive: 0, negative: 1 },
      { day: '2026-03-10', positive: 2, negative: 1 },
    ]);
    expect(body.totals).toEqual({ positive: 2, negative: 2 });
    expect(
      body.byVersion.map((row: { persona: unknown; positive: number; negative: number }) => [
        row.persona,
        row.positive,
        row.negative,
      ]),
    ).toEqual([
      [{ name: 'Orion', version: 1 }, 1, 0],
      [{ name: 'Selene', version: 2 }, 0, 1],
      [{ name: 'Selene', version: 1 }, 0, 1],
      [null, 1, 0],
    ]);
    expect(body.byVersion[1].days).toEqual([
      { day: '2026-03-09', positive: 0, negative: 0 },
      { day: '2026-03-10', positive: 0, negative: 1 },
    ]);
    expect(
      body.byDomain.map((row: { domain: unknown; positive: number; negative: number }) => [
        row.domain,
        row.positive,
        row.negative,
      ]),
    ).toEqual([
      ['psychology', 0, 1],
      ['astrology', 1, 1],
      [null, 1, 0],
    ]);
    const intents = Object.fromEntries(
      body.byIntent.map((row: { intent: string; positive: number; negative: number }) => [
        row.intent,
        [row.positive, row.negative],
      ]),
    );
    expect(intents).toEqual({ relationships: [0, 1], career: [0, 1], 'moon-phase': [1, 0], general: [1, 0] });
    expect(body.negativeTotal).toBe(2);
    expect(body.negativeReplies).toEqual([
      {
        messageId: loveV2,
        conversationId: talk,
        question: 'How do I stop repeating the same relationship patterns?',
        reply: 'An answer to: How do I stop repeating the same relationship patterns?',
        persona: { name: 'Selene', version: 2 },
        domain: 'psychology',
        intent: 'relationships',
        ratedAt: '2026-03-10T00:00:00.000Z',
      },
      expect.objectContaining({ messageId: saturnV1, intent: 'career', persona: { name: 'Selene', version: 1 } }),
    ]);

    const earlier = await (await get('?from=2026-03-08&to=2026-03-08')).json();
    expect(earlier.negativeReplies.map((row: { messageId: number }) => row.messageId)).toEqual([outside]);
  });
});
