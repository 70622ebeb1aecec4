import {
  conversationCursor,
  conversationPageSize,
  conversationTitleOf,
  createApiClient,
  createConversationMutationOptions,
  createEventStreamParser,
  createQueryClient,
  currentUserQueryOptions,
  limitReachedOf,
  loginMutationOptions,
  logoutMutationOptions,
  parseConversationList,
  parseConversationSummary,
  parseCurrentUser,
  parseMessages,
  parseSendMessageResult,
  parseSubscriptionStatus,
  SendMessageReplySchema,
  sendMessageMutationOptions,
} from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  alternativeReply,
  assistantReply,
  conversation,
  conversationHistory,
  conversationList,
  fixtureTime,
  messages,
} from './fixtures';
import { createMemoryBackend } from './memoryBackend';
import { server } from './node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost' });

// biome-ignore lint/suspicious/noExplicitAny: any mutation options
function mutate(client: QueryClient, options: any, variables?: unknown) {
  return client.getMutationCache().build(client, options).execute(variables);
}

function start(options: Parameters<typeof createMemoryBackend>[0] = {}) {
  const backend = createMemoryBackend({ now: () => new Date('2026-03-14T09:30:00.000Z'), ...options });
  server.use(...(Object.values(backend.handlers).flat() as RequestHandler[]));
  return backend;
}

const status = async () => parseSubscriptionStatus(await api.read('/api/subscriptions/status'));

describe('createMemoryBackend', () => {
  it('logs a demo account in and out', async () => {
    start();
    const client = createQueryClient({ api });
    await expect(client.fetchQuery(currentUserQueryOptions(api))).resolves.toBeNull();
    await mutate(client, loginMutationOptions(api), { username: 'free', password: 'moonheart-demo' });
    expect(parseCurrentUser(await api.read('/api/user'))).toMatchObject({ username: 'free', subscriptionTier: 'free' });
    await expect(mutate(client, logoutMutationOptions(api))).resolves.toEqual({ outcome: 'server' });
    expect(await api.read('/api/user')).toBeNull();
  });

  it('refuses a wrong password', async () => {
    start();
    await expect(api.request('POST', '/api/login', { body: { username: 'core', password: 'nope' } })).rejects.toThrow(
      '401: {"message":"Invalid username or password"}',
    );
  });

  it('registers a new client on the free tier, and refuses a taken name', async () => {
    start();
    await expect(
      api.request('POST', '/api/auth/register', {
        body: { username: 'luna', email: 'luna@example.com', password: 'secret' },
      }),
    ).resolves.toMatchObject({ username: 'luna', role: 'client', subscriptionTier: 'free' });
    expect(parseCurrentUser(await api.read('/api/user'))?.username).toBe('luna');
    await expect(
      api.request('POST', '/api/auth/register', { body: { username: 'core', email: 'c@example.com', password: 'x' } }),
    ).rejects.toThrow(/^400: .*That username is taken/);
  });

  it('asks for a log-in before a conversation starts', async () => {
    start();
    await expect(api.request('POST', '/api/conversations')).rejects.toThrow(/^401: .*Authentication required/);
  });

  it('counts sends against the free tier: one, then 429 with limit info; the status follows', async () => {
    start({ tier: 'free' });
    const client = createQueryClient({ api });
    const created = (await mutate(client, createConversationMutationOptions(api))) as { id: number };
    const first = await mutate(client, sendMessageMutationOptions(api), { conversationId: created.id, content: 'Hi' });
    expect(first).toMatchObject({
      outcome: 'sent',
      usage: { promptsUsed: 1, promptLimit: 1, promptsRemaining: 0, limitExceeded: true, currentTier: 'free' },
    });
    expect(await status()).toMatchObject({ currentTier: 'free', promptsUsed: 1, limitExceeded: true });

    const error = await mutate(client, sendMessageMutationOptions(api), {
      conversationId: created.id,
      content: 'Again',
    }).catch((e: unknown) => e);
    expect(limitReachedOf(error)?.limitInfo).toEqual({
      tier: 'free',
      limit: 1,
      used: 1,
      resetsAt: '2026-03-15T00:00:00.000Z',
    });
    expect(parseMessages(await api.read(`/api/conversations/${created.id}/messages`))).toHaveLength(2);
  });

  it('resets the count on a new UTC day', async () => {
    let now = new Date('2026-03-14T23:59:00.000Z');
    start({ tier: 'free', now: () => now });
    const { id } = (await api.request('POST', '/api/conversations')) as { id: number };
    const send = () =>
      api.request('POST', `/api/conversations/${id}/messages`, { body: { content: 'Hi', isUserMessage: true } });
    await send();
    await expect(send()).rejects.toThrow(/^429: /);
    now = new Date('2026-03-15T00:00:01.000Z');
    await expect(send()).resolves.toMatchObject({ usage: { promptsUsed: 1 } });
  });

  it('never limits unlimited tiers or admins', async () => {
    const backend = start({ tier: 'elite' });
    const { id } = (await api.request('POST', '/api/conversations')) as { id: number };
    backend.state.usage.set(`${backend.state.sessionUserId}:2026-03-14`, 5_000);
    await expect(
      api.request('POST', `/api/conversations/${id}/messages`, { body: { content: 'Hi', isUserMessage: true } }),
    ).resolves.toMatchObject({ usage: { limitExceeded: false } });
  });

  it('starts with the given user and conversations', async () => {
    start({
      user: { id: 42, username: 'ada', role: 'client', subscriptionTier: 'core' },
      conversations: [{ conversation, messages }],
    });
    expect(parseCurrentUser(await api.read('/api/user'))?.username).toBe('ada');
    expect(parseMessages(await api.read(`/api/conversations/${conversation.id}/messages`))).toEqual(messages);
    expect(await status()).toMatchObject({ currentTier: 'core', promptsUsed: 0, promptsRemaining: 75 });
  });

  it('serves the synopsis to core, advanced and elite only', async () => {
    start({ tier: 'plus' });
    await expect(api.read('/api/user/home-synopsis')).rejects.toThrow(/^403: /);
    server.resetHandlers();
    start({ tier: 'core' });
    await expect(api.read('/api/user/home-synopsis')).resolves.toMatchObject({ userName: 'core' });
  });
});

const list = async (query = '') => parseConversationList(await api.read(`/api/conversations${query}`));
const sendTo = (id: number, content: string, extra: Record<string, unknown> = {}) =>
  api.request('POST', `/api/conversations/${id}/messages`, { body: { content, isUserMessage: true, ...extra } });
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('createMemoryBackend: conversations', () => {
  it('lists the fixture history as the handlers list it, newest activity first', async () => {
    start({ tier: 'core', conversations: conversationHistory });
    expect(await list()).toEqual(conversationList);
  });

  it('a send moves its conversation to the top, counts its messages and titles a new one', async () => {
    start({ tier: 'core', conversations: conversationHistory });
    // The oldest conversation (20 messages: room for more on core).
    await sendTo(1, 'One more thing about my solar return?');
    expect((await list())[0]).toMatchObject({ id: 1, updatedAt: '2026-03-14T09:30:00.000Z', messageCount: 22 });

    const { id } = (await api.request('POST', '/api/conversations')) as { id: number };
    expect((await list())[0]).toMatchObject({ id, title: null, messageCount: 0 });
    const question = 'Which of my planets is strongest this month, and what does it want me to build with it?';
    await sendTo(id, question);
    expect((await list())[0]).toMatchObject({ id, title: conversationTitleOf(question), messageCount: 2 });
  });

  it('?q= searches titles and messages, in any case', async () => {
    start({ tier: 'core', conversations: conversationHistory });
    expect(ids(await list('?q=SATURN'))).toEqual([7]);
    expect(ids(await list('?q=expansion'))).toEqual([7]);
    expect(ids(await list('?q=small%20practice'))).toEqual([9, 6, 5, 1]);
  });

  it('?before= pages by the contract cursor; a bad cursor is refused', async () => {
    const seeded = Array.from({ length: 35 }, (_, index) => ({
      conversation: { id: 100 + index, title: `Question ${index}`, createdAt: fixtureTime(-1000) },
      updatedAt: fixtureTime(-index * 10),
    }));
    start({ tier: 'core', conversations: seeded });
    const first = await list();
    expect(first).toHaveLength(conversationPageSize);
    expect(first[0]).toMatchObject({ id: 100, title: 'Question 0' });
    const rest = await list(`?before=${encodeURIComponent(conversationCursor(first.at(-1)!))}`);
    expect(ids([...first, ...rest])).toEqual(seeded.map((entry) => entry.conversation.id));
    await expect(api.read('/api/conversations?before=42')).rejects.toThrow(/^400: /);
  });

  it('renames and deletes; the list follows', async () => {
    start({ tier: 'core', conversations: conversationHistory });
    const renamed = parseConversationSummary(
      await api.request('PATCH', '/api/conversations/12', { body: { title: 'Virgo Full Moon' } }),
    );
    expect(renamed).toMatchObject({ id: 12, title: 'Virgo Full Moon', messageCount: 6 });
    await expect(api.request('PATCH', '/api/conversations/12', { body: { title: '' } })).rejects.toThrow(/^400: /);
    expect((await list()).find((summary) => summary.id === 12)?.title).toBe('Virgo Full Moon');

    await expect(api.request('DELETE', '/api/conversations/12')).resolves.toBeNull();
    expect(ids(await list())).not.toContain(12);
    await expect(api.read('/api/conversations/12/messages')).rejects.toThrow(/^404: /);
  });

  it("answers 404 for another user's conversation, and lists only the user's own", async () => {
    start({ tier: 'core', conversations: conversationHistory });
    await api.request('POST', '/api/logout');
    await api.request('POST', '/api/login', { body: { username: 'plus', password: 'moonheart-demo' } });
    expect(await list()).toEqual([]);
    await expect(api.request('PATCH', '/api/conversations/7', { body: { title: 'Mine' } })).rejects.toThrow(/^404: /);
    await expect(api.request('DELETE', '/api/conversations/7')).rejects.toThrow(/^404: /);
    await expect(api.request('POST', '/api/conversations/7/regenerate')).rejects.toThrow(/^404: /);
    await expect(sendTo(7, 'Hi')).rejects.toThrow(/^404: /);
    await expect(api.read('/api/conversations/7/messages')).rejects.toThrow(/^404: /);
  });

  it('regenerate replaces the last reply with a new one, and counts a prompt', async () => {
    start({ tier: 'core', conversations: [{ conversation, messages }] });
    const result = parseSendMessageResult(
      await api.request('POST', `/api/conversations/${conversation.id}/regenerate`),
    );
    expect(result).toMatchObject({
      outcome: 'sent',
      userMessage: messages[2],
      aiResponse: { content: alternativeReply(messages[2]!.content) },
      usage: { promptsUsed: 1 },
    });
    const held = parseMessages(await api.read(`/api/conversations/${conversation.id}/messages`));
    expect(held).toEqual([...messages.slice(0, 3), result.aiResponse]);
    expect(await status()).toMatchObject({ promptsUsed: 1 });
  });

  it('regenerate with no question answers 409; on the free tier it meets the daily limit', async () => {
    start({ tier: 'free' });
    const { id } = (await api.request('POST', '/api/conversations')) as { id: number };
    await expect(api.request('POST', `/api/conversations/${id}/regenerate`)).rejects.toThrow(/^409: /);
    await sendTo(id, 'Hi');
    await expect(api.request('POST', `/api/conversations/${id}/regenerate`)).rejects.toThrow(/^429: /);
  });

  it('editOf replaces the last question and what follows; only the last question may be edited', async () => {
    start({ tier: 'core', conversations: [{ conversation, messages }] });
    await expect(sendTo(conversation.id, 'Edited', { editOf: messages[0]!.id })).rejects.toThrow(/^409: /);
    const result = parseSendMessageResult(
      await sendTo(conversation.id, 'How do I tell which ones are truly mine?', { editOf: messages[2]!.id }),
    );
    const held = parseMessages(await api.read(`/api/conversations/${conversation.id}/messages`));
    expect(held).toEqual([...messages.slice(0, 2), result.userMessage, result.aiResponse]);
    expect(result.aiResponse.content).toBe(assistantReply('How do I tell which ones are truly mine?'));
    expect(await status()).toMatchObject({ promptsUsed: 1 });
  });

  it('a full conversation answers 409 before counting', async () => {
    const full = conversationHistory.find((entry) => entry.conversation.id === 1)!;
    start({ tier: 'free', conversations: [full] });
    expect(full.messages).toHaveLength(20);
    await expect(sendTo(1, 'And one more?')).rejects.toThrow(/^409: .*limit of 20 messages/);
    expect(await status()).toMatchObject({ promptsUsed: 0 });
  });

  it('streams a send when asked, and stores what it streamed', async () => {
    start({ tier: 'core', conversations: [{ conversation, messages }] });
    const response = await fetch(`http://localhost/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'What is the Moon doing today?', isUserMessage: true }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events: { event: string; data: unknown }[] = [];
    const parser = createEventStreamParser(({ event, data }) => events.push({ event, data: JSON.parse(data) }));
    parser.push(await response.text());
    parser.end();
    expect(events[0]?.event).toBe('user');
    const done = v.parse(SendMessageReplySchema, events.at(-1)?.data);
    const texts = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text);
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.join('')).toBe(done.aiResponse.content);
    expect(done.usage).toMatchObject({ promptsUsed: 1, currentTier: 'core' });
    const held = parseMessages(await api.read(`/api/conversations/${conversation.id}/messages`));
    expect(held.slice(-2)).toEqual([done.userMessage, done.aiResponse]);
  });

  it('streams through the contract send: pieces, then the same reply as the JSON call', async () => {
    start({ tier: 'core' });
    const client = createQueryClient({ api });
    const created = (await mutate(client, createConversationMutationOptions(api))) as { id: number };
    const pieces: string[] = [];
    const result = (await mutate(client, sendMessageMutationOptions(api), {
      conversationId: created.id,
      content: 'Hello Selene',
      onDelta: (text: string) => pieces.push(text),
    })) as { outcome: string; aiResponse: { content: string } };
    expect(result.outcome).toBe('sent');
    expect(pieces.join('')).toBe(result.aiResponse.content);
  });
});
