import { tierTable } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/storage';
import { serverMessages } from '../../messages';
import { scriptedAssistant, sharedStorage, startTestServer, type TestServer } from '../../testing/harness';

const now = new Date('2026-03-14T09:30:00.000Z');
const assistant = scriptedAssistant();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ assistant, now: () => now });
}, 60_000);
afterAll(() => server.stop());

const count = async (sql: string, params: unknown[] = []) =>
  (await server.storage.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

async function newConversation(cookie: string): Promise<number> {
  const response = await server.call('POST', '/api/conversations', { cookie });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

const send = (cookie: string, conversationId: number, content = 'What does the Moon ask of me today?') =>
  server.call('POST', `/api/conversations/${conversationId}/messages`, {
    cookie,
    body: { content, isUserMessage: true },
  });

describe('conversations', () => {
  it('are created for logged-in users only, and seen only by their owner', async () => {
    expect((await server.call('POST', '/api/conversations')).status).toBe(401);
    const owner = await server.userSession({ username: 'owner', tier: 'core' });
    const other = await server.userSession({ username: 'other', tier: 'core' });
    const created = await server.call('POST', '/api/conversations', { cookie: owner.cookie });
    const conversation = await created.json();
    expect(conversation).toEqual({ id: expect.any(Number), title: null, createdAt: now.toISOString() });
    const mine = await server.call('GET', `/api/conversations/${conversation.id}/messages`, { cookie: owner.cookie });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual([]);
    for (const path of [
      `/api/conversations/${conversation.id}/messages`,
      '/api/conversations/abc/messages',
      '/api/conversations/99999999999/messages',
    ]) {
      const response = await server.call('GET', path, { cookie: other.cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: serverMessages.chat.conversationNotFound });
    }
    expect((await send(other.cookie, conversation.id)).status).toBe(404);
    expect(await count('daily_usage WHERE user_id = $1', [other.id])).toBe(0);
  });
});

describe('sending a message', () => {
  it('stores both messages, counts the prompt and answers 201 { userMessage, aiResponse, usage }', async () => {
    const { id, cookie } = await server.userSession({ username: 'sender', tier: 'core' });
    await server.call('PUT', '/api/user/profile', {
      cookie,
      body: { birthDate: '1990-04-29', birthTime: '06:45', displayName: 'Sender' },
    });
    const conversationId = await newConversation(cookie);
    const first = await send(cookie, conversationId, '  How do I meet my shadow?  ');
    expect(first.status).toBe(201);
    const reply = await first.json();
    expect(reply).toEqual({
      userMessage: {
        id: expect.any(Number),
        conversationId,
        content: 'How do I meet my shadow?',
        isUserMessage: true,
        timestamp: now.toISOString(),
      },
      aiResponse: {
        id: expect.any(Number),
        conversationId,
        content: 'You asked: How do I meet my shadow?',
        isUserMessage: false,
        timestamp: now.toISOString(),
        // Who wrote it: the user's assistant (Selene by default) at its published version.
        persona: { name: 'Selene', version: 1 },
      },
      usage: { promptsUsed: 1, promptLimit: 75, promptsRemaining: 74, limitExceeded: false, currentTier: 'core' },
    });
    const asked = assistant.calls.at(-1);
    expect(asked).toMatchObject({
      question: 'How do I meet my shadow?',
      history: [],
      user: { id, username: 'sender', displayName: 'Sender', role: 'client', tier: 'core' },
      birthDate: '1990-04-29',
      birthTime: '06:45',
      birthPlace: null,
      now,
    });
    expect(asked?.teachings.length).toBeGreaterThan(5);
    expect(asked?.teachings[0]).toMatchObject({
      domain: expect.any(String),
      title: expect.any(String),
      tags: expect.any(Array),
    });

    const second = await send(cookie, conversationId, 'And tomorrow?');
    expect((await second.json()).usage.promptsUsed).toBe(2);
    expect(assistant.calls.at(-1)?.history).toEqual([
      { content: 'How do I meet my shadow?', isUserMessage: true },
      { content: 'You asked: How do I meet my shadow?', isUserMessage: false },
    ]);
    const list = await (await server.call('GET', `/api/conversations/${conversationId}/messages`, { cookie })).json();
    expect(list.map((message: { content: string }) => message.content)).toEqual([
      'How do I meet my shadow?',
      'You asked: How do I meet my shadow?',
      'And tomorrow?',
      'You asked: And tomorrow?',
    ]);
  });

  it('passes the daily planner context on', async () => {
    const { cookie } = await server.userSession({ username: 'planner', tier: 'core' });
    const conversationId = await newConversation(cookie);
    const dailyPlannerContext = {
      isDailyPlannerRequest: true,
      dailyPlannerData: {
        date: '2026-03-14',
        generalEnergy: 'steady',
        keywords: ['rest'],
        dos: ['walk'],
        donts: ['rush'],
        careerInsight: 'slow',
        todaysHighlights: [{ message: 'Moon trine Venus', category: 'love', icon: 'heart', intensity: 'high' }],
      },
    };
    const response = await server.call('POST', `/api/conversations/${conversationId}/messages`, {
      cookie,
      body: { content: 'Tell me about my day', isUserMessage: true, dailyPlannerContext },
    });
    expect(response.status).toBe(201);
    expect(assistant.calls.at(-1)?.dailyPlannerContext).toEqual(dailyPlannerContext);
  });

  it.each([
    [{ content: '   ', isUserMessage: true }],
    [{ content: 'hi', isUserMessage: false }],
    [{ isUserMessage: true }],
    [{ content: 42, isUserMessage: true }],
  ])('answers 400 for %j, storing and counting nothing', async (body) => {
    const { id, cookie } = await server.userSession({
      username: `bad${Math.random().toString(36).slice(2, 8)}`,
      tier: 'core',
    });
    const conversationId = await newConversation(cookie);
    const response = await server.call('POST', `/api/conversations/${conversationId}/messages`, { cookie, body });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.length).toBeGreaterThan(0);
    expect(await count('messages WHERE conversation_id = $1', [conversationId])).toBe(0);
    expect(await count('daily_usage WHERE user_id = $1', [id])).toBe(0);
  });

  it('answers 413 for a message over 64 KB, storing nothing', async () => {
    const { cookie } = await server.userSession({ username: 'verbose', tier: 'core' });
    const conversationId = await newConversation(cookie);
    const response = await send(cookie, conversationId, 'x'.repeat(70_000));
    expect(response.status).toBe(413);
    expect(await count('messages WHERE conversation_id = $1', [conversationId])).toBe(0);
  });

  it('gives the handled 500 with an apology when Selene fails, keeping the question', async () => {
    const { id, cookie } = await server.userSession({ username: 'unlucky', tier: 'core' });
    const conversationId = await newConversation(cookie);
    assistant.answer = () => {
      throw new Error('provider down');
    };
    try {
      const response = await send(cookie, conversationId, 'Are you there?');
      expect(response.status).toBe(500);
      const body = await response.json();
      expect(body).toEqual({
        userMessage: expect.objectContaining({ content: 'Are you there?', isUserMessage: true }),
        aiResponse: expect.objectContaining({ content: serverMessages.chat.apology, isUserMessage: false }),
      });
      expect(body.usage).toBeUndefined();
    } finally {
      assistant.answer = (ctx) => `You asked: ${ctx.question}`;
    }
    expect(await count('daily_usage WHERE user_id = $1 AND prompts = 1', [id])).toBe(1);
    // The dashboard's provider failures count it, by provider, without the person or the text.
    expect(await count("assistant_failures WHERE provider = 'scripted'")).toBe(1);
    await send(cookie, conversationId, 'Again?');
    // The apology is not history Selene reads.
    expect(assistant.calls.at(-1)?.history).toEqual([{ content: 'Are you there?', isUserMessage: true }]);
    expect(server.logger.lines.some((line) => line.msg.includes('the assistant failed'))).toBe(true);
  });
});

describe('the daily limit', () => {
  it('lets free send one prompt, then answers 429 { message, limitInfo } and stores nothing', async () => {
    const { id, cookie } = await server.userSession({ username: 'freebie', tier: 'free' });
    const conversationId = await newConversation(cookie);
    const first = await send(cookie, conversationId);
    expect(first.status).toBe(201);
    expect((await first.json()).usage).toEqual({
      promptsUsed: 1,
      promptLimit: 1,
      promptsRemaining: 0,
      limitExceeded: true,
      currentTier: 'free',
    });
    const second = await send(cookie, conversationId, 'One more?');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBe(14.5 * 3600);
    expect(await second.json()).toEqual({
      message: 'You can only send one message per day to Selene. Please try again tomorrow.',
      limitInfo: { tier: 'free', limit: 1, used: 1, resetsAt: '2026-03-15T00:00:00.000Z' },
    });
    expect(await count('messages WHERE conversation_id = $1', [conversationId])).toBe(2);
    expect(await count('daily_usage WHERE user_id = $1 AND prompts = 1', [id])).toBe(1);
  });

  it('record-usage acknowledges without counting again', async () => {
    const { cookie } = await server.userSession({ username: 'recorder', tier: 'core' });
    const conversationId = await newConversation(cookie);
    await send(cookie, conversationId);
    for (let call = 0; call < 2; call += 1) {
      const response = await server.call('POST', '/api/subscriptions/record-usage', { cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        success: true,
        promptsUsed: 1,
        promptLimit: 75,
        promptsRemaining: 74,
        limitExceeded: false,
      });
    }
    const status = await (await server.call('GET', '/api/subscriptions/status', { cookie })).json();
    expect(status).toMatchObject({
      currentTier: 'core',
      promptsUsed: 1,
      promptLimit: 75,
      promptsRemaining: 74,
      limitExceeded: false,
      subscriptionActive: true,
    });
    expect(status.usage).toEqual({ promptsUsed: 1, promptLimit: 75, hasAvailablePrompts: true });
    expect(status.subscription).toMatchObject({ tier: 'core', voiceAccessEnabled: true });
    expect((await server.call('POST', '/api/subscriptions/record-usage')).status).toBe(401);
  });

  it('100 concurrent sends one prompt short of the limit give exactly one success', async () => {
    const limit = tierTable.core.limits.promptLimit;
    const { id, cookie } = await server.userSession({ username: 'racer', tier: 'core' });
    await server.storage.query('INSERT INTO daily_usage (user_id, day, prompts) VALUES ($1, $2, $3)', [
      id,
      '2026-03-14',
      limit - 1,
    ]);
    const conversations = await Promise.all([1, 2, 3, 4].map(() => newConversation(cookie)));
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => send(cookie, conversations[index % 4] ?? 0, `race ${index}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(99);
    expect(await count('daily_usage WHERE user_id = $1 AND prompts = $2', [id, limit])).toBe(1);
    expect(await count('messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.user_id = $1', [id])).toBe(
      2,
    );
  }, 60_000);

  it('does not stop admins or the tiers whose limit is never reached', async () => {
    for (const [username, role, tier] of [
      ['root', 'admin', 'free'],
      ['adv', 'client', 'advanced'],
    ] as const) {
      const { id, cookie } = await server.userSession({ username, role, tier });
      await server.storage.query('INSERT INTO daily_usage (user_id, day, prompts) VALUES ($1, $2, 5000)', [
        id,
        '2026-03-14',
      ]);
      const response = await send(cookie, await newConversation(cookie));
      expect(response.status).toBe(201);
      expect((await response.json()).usage).toMatchObject({ promptsUsed: 5001, limitExceeded: false });
    }
  });

  it('answers 409 when the conversation is at its tier maximum length, counting nothing', async () => {
    const { id, cookie } = await server.userSession({ username: 'chatty', tier: 'free' });
    const conversationId = await newConversation(cookie);
    const max = tierTable.free.limits.maxConversationLength;
    await server.storage.query(
      `INSERT INTO messages (conversation_id, content, is_user_message) SELECT $1, 'earlier', (n % 2 = 0) FROM generate_series(1, $2::int) n`,
      [conversationId, max - 1],
    );
    const response = await send(cookie, conversationId);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: serverMessages.chat.conversationFull(max) });
    expect(await count('daily_usage WHERE user_id = $1', [id])).toBe(0);
  });
});

describe('storage failures', () => {
  it('answer 503 when the usage check fails, storing nothing', async () => {
    const storage = sharedStorage(server.storage);
    const failing: Storage = {
      ...storage,
      query: storage.query,
      transaction: (work) =>
        storage.transaction((tx) =>
          work({
            query: (sql, params) =>
              sql.includes('daily_usage') ? Promise.reject(new Error('disk full')) : tx.query(sql, params),
          }),
        ),
    };
    const broken = await startTestServer({ storage: failing });
    try {
      const { cookie } = await broken.userSession({ username: 'victim', tier: 'core' });
      const conversationId = (await (await broken.call('POST', '/api/conversations', { cookie })).json()).id;
      const response = await broken.call('POST', `/api/conversations/${conversationId}/messages`, {
        cookie,
        body: { content: 'hello', isUserMessage: true },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: serverMessages.common.storageUnavailable });
      expect(await count('messages WHERE conversation_id = $1', [conversationId])).toBe(0);
    } finally {
      await broken.stop();
    }
  }, 30_000);
});

describe('the offline provider behind the send', () => {
  it('answers in markdown from the knowledge base with no network', async () => {
    const offline = await startTestServer({ storage: sharedStorage(server.storage), assistant: undefined, env: {} });
    try {
      const { cookie } = await offline.userSession({ username: 'seeker', tier: 'core' });
      const conversationId = (await (await offline.call('POST', '/api/conversations', { cookie })).json()).id;
      const response = await offline.call('POST', `/api/conversations/${conversationId}/messages`, {
        cookie,
        body: { content: 'How can I work with my anxiety under this Full Moon?', isUserMessage: true },
      });
      expect(response.status).toBe(201);
      const reply = await response.json();
      expect(reply.aiResponse.content.length).toBeGreaterThan(100);
    } finally {
      await offline.stop();
    }
  }, 30_000);
});

describe('a send the person stops', () => {
  it('keeps the question and stores no apology', async () => {
    let markAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      markAsked = resolve;
    });
    assistant.answer = (ctx) =>
      new Promise<string>((_, reject) => {
        markAsked();
        ctx.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    try {
      const { cookie } = await server.userSession({ username: 'stopper', tier: 'core' });
      const conversationId = await newConversation(cookie);
      const controller = new AbortController();
      const sending = server
        .call('POST', `/api/conversations/${conversationId}/messages`, {
          cookie,
          body: { content: 'Never mind', isUserMessage: true },
          signal: controller.signal,
        })
        .catch((error: unknown) => error);
      await asked;
      controller.abort();
      expect(await sending).toBeInstanceOf(Error);
      await expect
        .poll(() => server.logger.lines.some((line) => line.msg === 'send: stopped by the client'))
        .toBe(true);
      const contents = await server.storage.query<{ content: string }>(
        'SELECT content FROM messages WHERE conversation_id = $1',
        [conversationId],
      );
      expect(contents).toEqual([{ content: 'Never mind' }]);
    } finally {
      assistant.answer = (ctx) => `You asked: ${ctx.question}`;
    }
  });
});
