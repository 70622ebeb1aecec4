import {
  ApiError,
  authErrorOf,
  createApiClient,
  createQueryClient,
  createTtsFetcher,
  currentUserQueryOptions,
  limitReachedOf,
  loginMutationOptions,
  queryKeys,
  registerMutationOptions,
  sendMessageMutationOptions,
  serverMessageOf,
  statsQueryOptions,
  subscriptionStatusQueryOptions,
  withStatusFallback,
} from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apology, stats } from './fixtures';
import { authHandlers, chatHandlers, knowledgeHandlers, subscriptionHandlers, ttsHandlers } from './handlers';
import { server } from './node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost' });
const newClient = () => createQueryClient({ api, config: { defaultOptions: { queries: { retry: false } } } });

// biome-ignore lint/suspicious/noExplicitAny: any mutation options
function mutate(client: QueryClient, options: any, variables: unknown) {
  return client.getMutationCache().build(client, options).execute(variables);
}

describe('the contract against the mocks', () => {
  it('chat 429: the send rejects with the server message and the limit info', async () => {
    server.use(...chatHandlers.limitReached());
    const error = await mutate(newClient(), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'Hi',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const limit = limitReachedOf(error);
    expect(limit?.message).toMatch(/today's prompt/);
    expect(limit?.limitInfo).toEqual({ tier: 'free', limit: 1, used: 1, resetsAt: '2026-03-15T00:00:00.000Z' });
  });

  it('chat handled 500: the send resolves with the apology, the typed text kept', async () => {
    server.use(...chatHandlers.handledError());
    const result = await mutate(newClient(), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'Will it rain?',
    });
    expect(result).toMatchObject({
      outcome: 'assistantFailed',
      userMessage: { content: 'Will it rain?' },
      aiResponse: { content: apology },
    });
  });

  it('chat success: the reply carries the usage', async () => {
    const result = await mutate(newClient(), sendMessageMutationOptions(api), { conversationId: 7, content: 'Hi' });
    expect(result).toMatchObject({ outcome: 'sent', usage: { currentTier: 'core', promptsRemaining: 74 } });
  });

  it('knowledge: when /api/stats fails the client computes the same stats', async () => {
    server.use(...knowledgeHandlers.serverError('stats'));
    await expect(newClient().fetchQuery(statsQueryOptions(api))).resolves.toEqual(stats);
  });

  it('auth: a visitor reads as no user; a failed log-in carries the server message', async () => {
    const client = newClient();
    await expect(client.fetchQuery(currentUserQueryOptions(api))).resolves.toBeNull();
    server.use(...authHandlers.loginFails());
    const error = await mutate(client, loginMutationOptions(api), { username: 'x', password: 'y' }).catch(
      (e: unknown) => e,
    );
    expect(serverMessageOf(error, 'Login failed')).toBe('Invalid username or password');
  });

  it('auth: registration field errors', async () => {
    server.use(...authHandlers.registrationFails());
    const error = await mutate(newClient(), registerMutationOptions(api), {
      username: 'core',
      email: 'a@b.c',
      password: 'p',
    }).catch((e: unknown) => e);
    expect(authErrorOf(error)?.errors).toEqual([{ field: 'username', message: 'That username is taken' }]);
  });

  it('subscription: a failed status call falls back to the spec 4 state', async () => {
    server.use(...subscriptionHandlers.unavailable());
    const client = newClient();
    const error = await client
      .fetchQuery({ ...subscriptionStatusQueryOptions({ reader: 'hook', isLoggedIn: true }, api), retry: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const state = client.getQueryState(queryKeys.subscriptionStatus);
    expect(withStatusFallback({ data: state?.data as undefined, isError: state?.status === 'error' })).toMatchObject({
      currentTier: 'free',
      limitExceeded: true,
      subscriptionActive: false,
    });
  });

  it('tts: the fetcher gives audio, and the 403 as a value', async () => {
    const fetcher = createTtsFetcher(api);
    const ok = await fetcher({ text: 'Hello', voice: 'selene' });
    expect(ok.ok && ok.audio.type).toBe('audio/mpeg');
    server.use(...ttsHandlers.forbidden());
    await expect(fetcher({ text: 'Hello', voice: 'selene' })).resolves.toEqual({
      ok: false,
      status: 403,
      message: 'Voice features require Plus tier or higher',
    });
  });
});
