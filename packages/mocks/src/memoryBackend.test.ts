// @vitest-environment node
import {
  createApiClient,
  createConversationMutationOptions,
  createQueryClient,
  currentUserQueryOptions,
  limitReachedOf,
  loginMutationOptions,
  logoutMutationOptions,
  parseCurrentUser,
  parseMessages,
  parseSubscriptionStatus,
  sendMessageMutationOptions,
} from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversation, messages } from './fixtures';
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
