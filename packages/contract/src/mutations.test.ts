// @vitest-environment node
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isAbortError, limitReachedOf } from './errors';
import {
  analyticsEventMutationOptions,
  createConversationMutationOptions,
  createTeachingMutationOptions,
  createTtsFetcher,
  feedbackMutationOptions,
  loginMutationOptions,
  logoutMutationOptions,
  mutationKeys,
  recordUsageMutationOptions,
  sendMessageMutationOptions,
} from './mutations';
import { queryKeys } from './queries';
import { createQueryClient } from './queryClient';
import { json, routedApi } from './testing';

afterEach(() => {
  vi.useRealTimers();
});

/** Runs mutation options through a real QueryClient, as `useMutation` would. */
function run<TData, TVariables>(
  client: QueryClient,
  // biome-ignore lint/suspicious/noExplicitAny: any mutation options
  options: any,
  variables: TVariables,
): Promise<TData> {
  return client.getMutationCache().build(client, options).execute(variables) as Promise<TData>;
}

const at = '2026-03-14T09:30:00.000Z';
const user = { id: 4, username: 'core', role: 'client', subscriptionTier: 'core' };
const message = (id: number, isUserMessage: boolean, content = 'text') => ({
  id,
  conversationId: 7,
  content,
  isUserMessage,
  timestamp: at,
});
const usage = { promptsUsed: 3, promptLimit: 75, promptsRemaining: 72, limitExceeded: false, currentTier: 'core' };

describe('mutation helpers', () => {
  it('are keyed by method and path', () => {
    expect(mutationKeys.sendMessage).toEqual(['POST', '/api/conversations/{id}/messages']);
    expect(sendMessageMutationOptions().mutationKey).toEqual(mutationKeys.sendMessage);
  });

  it('create a conversation with an empty payload', async () => {
    const { api } = routedApi({ 'POST /api/conversations': () => json({ id: 7 }, 201) });
    await expect(run(createQueryClient({ api }), createConversationMutationOptions(api), undefined)).resolves.toEqual({
      id: 7,
    });
  });
});

describe('send message', () => {
  it('posts the content as a user message with the planner context, and reads the reply', async () => {
    let sent: unknown;
    const { api } = routedApi({
      'POST /api/conversations/7/messages': ({ init }) => {
        sent = JSON.parse(String(init.body));
        return json({ userMessage: message(1, true), aiResponse: message(2, false), usage }, 201);
      },
    });
    const client = createQueryClient({ api });
    const dailyPlannerContext = {
      isDailyPlannerRequest: true as const,
      dailyPlannerData: {
        date: '2026-03-14',
        generalEnergy: 'Calm',
        keywords: ['rest'],
        dos: [],
        donts: [],
        careerInsight: '',
        todaysHighlights: [],
      },
    };
    const result = await run<{ outcome: string }, unknown>(client, sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'How is my day?',
      dailyPlannerContext,
    });
    expect(sent).toEqual({ content: 'How is my day?', isUserMessage: true, dailyPlannerContext });
    expect(result.outcome).toBe('sent');
  });

  it('updates a cached status with the usage and refetches the messages', async () => {
    const { api, calls } = routedApi({
      'POST /api/conversations/7/messages': () =>
        json({ userMessage: message(1, true), aiResponse: message(2, false), usage }, 201),
      'GET /api/conversations/7/messages': () => json([message(1, true), message(2, false)]),
    });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.subscriptionStatus, {
      currentTier: 'core',
      promptsUsed: 2,
      promptLimit: 75,
      promptsRemaining: 73,
      limitExceeded: false,
      subscriptionActive: true,
      recentTransactions: [],
    });
    // Only an active query is refetched on invalidation: give it an observer.
    const unsubscribe = new QueryObserver(client, { queryKey: queryKeys.messages(7), staleTime: 60_000 }).subscribe(
      () => {},
    );
    await run(client, sendMessageMutationOptions(api), { conversationId: 7, content: 'hi' });
    expect(client.getQueryData(queryKeys.subscriptionStatus)).toMatchObject({ promptsUsed: 3, promptsRemaining: 72 });
    expect(calls).toContain('GET /api/conversations/7/messages');
    unsubscribe();
  });

  it('returns the handled 500 with its apology', async () => {
    const { api } = routedApi({
      'POST /api/conversations/7/messages': () =>
        json({ userMessage: message(1, true), aiResponse: message(2, false, 'Sorry, I could not answer.') }, 500),
    });
    const result = await run<{ outcome: string; aiResponse: { content: string } }, unknown>(
      createQueryClient({ api }),
      sendMessageMutationOptions(api),
      { conversationId: 7, content: 'hi' },
    );
    expect(result).toMatchObject({ outcome: 'assistantFailed', aiResponse: { content: 'Sorry, I could not answer.' } });
  });

  it('rejects a 429 with its limit info, without retrying', async () => {
    const body = {
      message: 'You have used your 1 prompt for today.',
      limitInfo: { tier: 'free', limit: 1, used: 1, resetsAt: '2026-03-15T00:00:00.000Z' },
    };
    const { api, calls } = routedApi({ 'POST /api/conversations/7/messages': () => json(body, 429) });
    const error = await run(createQueryClient({ api }), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'hi',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(limitReachedOf(error)).toEqual(body);
    expect(calls).toHaveLength(1);
  });

  it('stops on abort with an AbortError, not retried', async () => {
    const controller = new AbortController();
    let attempts = 0;
    const { api } = routedApi({
      'POST /api/conversations/7/messages': ({ init }) =>
        new Promise((_resolve, reject) => {
          attempts += 1;
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const outcome = run(createQueryClient({ api }), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'hi',
      signal: controller.signal,
    }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(attempts).toBe(1));
    controller.abort();
    expect(isAbortError(await outcome)).toBe(true);
    expect(attempts).toBe(1);
  });

  it('retries once on a network failure only', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const { api } = routedApi({
      'POST /api/conversations/7/messages': () => {
        attempts += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    const outcome = run(createQueryClient({ api }), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'hi',
    }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    await outcome;
    expect(attempts).toBe(2);
  });
});

describe('auth', () => {
  it('login clears every cached query and sets the user', async () => {
    const { api } = routedApi({ 'POST /api/login': () => json(user) });
    const client = createQueryClient({ api });
    client.setQueryData(['/api/domains'], []);
    client.setQueryData(['/api/conversations', 1, 'messages'], []);
    await run(client, loginMutationOptions(api), { username: 'core', password: 'moonheart-demo' });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['/api/user']]);
    expect(client.getQueryData(queryKeys.user)).toEqual(user);
  });

  it('logout clears user data first, then calls the server', async () => {
    const client = createQueryClient();
    const { api, calls } = routedApi({
      'POST /api/logout': () => {
        // The cache is already clear when the server is called.
        expect(client.getQueryData(queryKeys.subscriptionStatus)).toBeUndefined();
        return new Response(null, { status: 204 });
      },
    });
    client.setQueryData(queryKeys.user, user);
    client.setQueryData(queryKeys.subscriptionStatus, {});
    client.setQueryData(queryKeys.domains, []);
    await expect(run(client, logoutMutationOptions(api), undefined)).resolves.toEqual({ outcome: 'server' });
    expect(calls).toEqual(['POST /api/logout']);
    expect(client.getQueryData(queryKeys.user)).toBeNull();
    expect(client.getQueryData(queryKeys.domains)).toEqual([]);
  });

  it('logout reports a local logout when the server call fails', async () => {
    const { api } = routedApi({ 'POST /api/logout': () => json({ message: 'down' }, 503) });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.user, user);
    const result = await run<{ outcome: string }, unknown>(client, logoutMutationOptions(api), undefined);
    expect(result.outcome).toBe('local');
    expect(client.getQueryData(queryKeys.user)).toBeNull();
  });
});

describe('usage, feedback, analytics, teachings, tts', () => {
  it('record usage refetches the status on success', async () => {
    const { api, calls } = routedApi({
      'POST /api/subscriptions/record-usage': () => json({ success: true }),
      'GET /api/subscriptions/status': () => json({}),
    });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.subscriptionStatus, {});
    const unsubscribe = new QueryObserver(client, {
      queryKey: queryKeys.subscriptionStatus,
      queryFn: () => api.read('/api/subscriptions/status'),
      staleTime: 60_000,
    }).subscribe(() => {});
    await expect(run(client, recordUsageMutationOptions(api), undefined)).resolves.toEqual({ success: true });
    expect(calls).toEqual(['POST /api/subscriptions/record-usage', 'GET /api/subscriptions/status']);
    unsubscribe();
  });

  it('record usage logs the server message and gives null on failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = routedApi({
      'POST /api/subscriptions/record-usage': () => json({ message: 'Daily limit reached' }, 429),
    });
    await expect(run(createQueryClient({ api }), recordUsageMutationOptions(api), undefined)).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith('Daily limit reached');
  });

  it('record usage logs the spec fallback when the server gives no message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = routedApi({ 'POST /api/subscriptions/record-usage': () => new Response('', { status: 502 }) });
    await run(createQueryClient({ api }), recordUsageMutationOptions(api), undefined);
    expect(error).toHaveBeenCalledWith('Failed to record prompt usage');
  });

  it('feedback rejects when the success flag is false', async () => {
    const { api } = routedApi({ 'POST /api/feedback': () => json({ success: false }) });
    const input = { contentType: 'message', contentId: 2, feedback: 'positive', content: 'Patience' };
    await expect(run(createQueryClient({ api }), feedbackMutationOptions(api), input)).rejects.toThrow(
      'Feedback was not recorded',
    );
  });

  it('analytics failures are only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = routedApi({ 'POST /api/analytics/subscription-event': () => json({}, 500) });
    const event = { eventType: 'view_upsell', uiElement: 'usage-banner', sessionId: 's1' };
    await expect(run(createQueryClient({ api }), analyticsEventMutationOptions(api), event)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a created teaching is prepended to the cached list', async () => {
    const { api } = routedApi({ 'POST /api/teachings': () => json({ id: 9, domainId: 1, title: 'New' }, 201) });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.teachings, [{ id: 1, domainId: 1 }]);
    const form = new FormData();
    form.set('title', 'New');
    await run(client, createTeachingMutationOptions(api), form);
    expect(client.getQueryData(queryKeys.teachings)).toEqual([
      { id: 9, domainId: 1, title: 'New' },
      { id: 1, domainId: 1 },
    ]);
  });

  it('the tts fetcher gives the audio, or the status with the server message', async () => {
    const audio = routedApi({ 'POST /api/tts': () => new Response(new Uint8Array([1, 2]), { status: 200 }) });
    const ok = await createTtsFetcher(audio.api)({ text: 'Hello', voice: 'default' });
    expect(ok.ok && ok.audio.size).toBe(2);
    const denied = routedApi({
      'POST /api/tts': () => json({ message: 'Voice features require Plus tier or higher' }, 403),
    });
    await expect(createTtsFetcher(denied.api)({ text: 'Hello', voice: 'default' })).resolves.toEqual({
      ok: false,
      status: 403,
      message: 'Voice features require Plus tier or higher',
    });
  });
});
