import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isAbortError, limitReachedOf } from './errors';
import {
  analyticsEventMutationOptions,
  confirmPasswordResetMutationOptions,
  conversationTitleOf,
  createConversationMutationOptions,
  createTeachingMutationOptions,
  createTtsFetcher,
  deleteConversationMutationOptions,
  feedbackMutationOptions,
  loginMutationOptions,
  logoutMutationOptions,
  mutationKeys,
  placeReply,
  recordUsageMutationOptions,
  regenerateReplyMutationOptions,
  renameConversationMutationOptions,
  requestPasswordResetMutationOptions,
  StreamFailedError,
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

  it('writes the reply into the cache: the status usage and both messages, with no refetch', async () => {
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
    client.setQueryData(queryKeys.messages(7), []);
    const unsubscribe = new QueryObserver(client, { queryKey: queryKeys.messages(7), staleTime: 60_000 }).subscribe(
      () => {},
    );
    await run(client, sendMessageMutationOptions(api), { conversationId: 7, content: 'hi' });
    expect(client.getQueryData(queryKeys.subscriptionStatus)).toMatchObject({ promptsUsed: 3, promptsRemaining: 72 });
    expect(client.getQueryData(queryKeys.messages(7))).toEqual([message(1, true), message(2, false)]);
    // One request per send: the reply carried everything.
    expect(calls).toEqual(['POST /api/conversations/7/messages']);
    unsubscribe();
  });

  it('moves the conversation to the top of the cached lists, titled and counted', async () => {
    const { api } = routedApi({
      'POST /api/conversations/7/messages': () =>
        json(
          { userMessage: message(1, true, 'What does Saturn ask of me?'), aiResponse: message(2, false), usage },
          201,
        ),
    });
    const client = createQueryClient({ api });
    const older = { id: 3, title: 'Older', createdAt: at, updatedAt: at, messageCount: 4 };
    const seven = { id: 7, title: null, createdAt: at, updatedAt: at, messageCount: 0 };
    client.setQueryData(queryKeys.conversationList(''), { pages: [[older, seven]], pageParams: [undefined] });
    await run(client, sendMessageMutationOptions(api), { conversationId: 7, content: 'What does Saturn ask of me?' });
    expect(client.getQueryData(queryKeys.conversationList(''))).toEqual({
      pages: [[{ ...seven, title: 'What does Saturn ask of me?', messageCount: 2 }, older]],
      pageParams: [undefined],
    });
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

  it("a password reset request answers the server's words and leaves the cache alone", async () => {
    let sent: unknown;
    const { api } = routedApi({
      'POST /api/password-reset/request': ({ init }) => {
        sent = JSON.parse(String(init.body));
        return json({ message: 'A link is on its way.' }, 202);
      },
    });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.user, user);
    const reply = await run(client, requestPasswordResetMutationOptions(api), { email: 'luna@example.com' });
    expect(reply).toEqual({ message: 'A link is on its way.' });
    expect(sent).toEqual({ email: 'luna@example.com' });
    expect(client.getQueryData(queryKeys.user)).toEqual(user);
  });

  it('a new password through a reset link signs this browser out too: every cached query dropped', async () => {
    const { api } = routedApi({ 'POST /api/password-reset/confirm': () => json({ message: 'Set.' }) });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.user, user);
    client.setQueryData(['/api/conversations', 1, 'messages'], []);
    await run(client, confirmPasswordResetMutationOptions(api), { token: 't', password: 'a long secret' });
    expect(client.getQueryData(queryKeys.user)).toBeNull();
    expect(client.getQueryData(['/api/conversations', 1, 'messages'])).toBeUndefined();
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

/** A reply in server-sent events, delivered in `chunks` (split anywhere, as a network may). */
function eventStream(chunks: string[], { hold = false }: { hold?: boolean } = {}) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        if (!hold) controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

describe('send message as a stream', () => {
  it('asks for the stream, hands on each piece, and resolves with done', async () => {
    const whole = [
      sse('user', message(1, true, 'hi')),
      sse('delta', { text: 'The Moon ' }),
      sse('delta', { text: 'is waxing.' }),
      sse('done', { userMessage: message(1, true, 'hi'), aiResponse: message(2, false, 'The Moon is waxing.'), usage }),
    ].join('');
    // Split at awkward places: inside an event and inside a multi-byte character.
    const cut = [whole.slice(0, 17), whole.slice(17, 80), whole.slice(80)];
    let accept = '';
    const { api } = routedApi({
      'POST /api/conversations/7/messages': ({ init }) => {
        accept = new Headers(init.headers).get('Accept') ?? '';
        return eventStream(cut);
      },
    });
    const client = createQueryClient({ api });
    const pieces: string[] = [];
    const stored: unknown[] = [];
    const result = await run<{ outcome: string }, unknown>(client, sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'hi',
      onDelta: (text: string) => pieces.push(text),
      onUserMessage: (m: unknown) => stored.push(m),
    });
    expect(accept).toBe('text/event-stream');
    expect(pieces).toEqual(['The Moon ', 'is waxing.']);
    expect(stored).toEqual([message(1, true, 'hi')]);
    expect(result).toMatchObject({ outcome: 'sent', aiResponse: { content: 'The Moon is waxing.' } });
    expect(client.getQueryData(queryKeys.messages(7))).toHaveLength(2);
  });

  it('turns an error event with an apology into the handled failure', async () => {
    const apology = message(2, false, 'I am sorry.');
    const { api } = routedApi({
      'POST /api/conversations/7/messages': () =>
        eventStream([
          sse('user', message(1, true, 'hi')),
          sse('delta', { text: 'Half' }),
          sse('error', { message: 'The assistant failed', aiResponse: apology }),
        ]),
    });
    const result = await run(createQueryClient({ api }), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'hi',
      onDelta: () => {},
    });
    expect(result).toMatchObject({ outcome: 'assistantFailed', aiResponse: apology });
  });

  it('rejects with the network sentence when a stream with a stored question ends early, never sent twice', async () => {
    const { api, calls } = routedApi({
      'POST /api/conversations/7/messages': () => eventStream([sse('user', message(1, true, 'hi'))]),
    });
    const error = await run(createQueryClient({ api }), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'hi',
      onDelta: () => {},
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Network error - please check your connection.');
    expect(error).toBeInstanceOf(StreamFailedError);
    // The question was stored and counted: a retry would send it twice.
    expect(calls).toEqual(['POST /api/conversations/7/messages']);
  });

  it('stops on abort with an AbortError while the stream is open', async () => {
    const { api } = routedApi({
      'POST /api/conversations/7/messages': () =>
        eventStream([sse('user', message(1, true, 'hi')), sse('delta', { text: 'The' })], { hold: true }),
    });
    const controller = new AbortController();
    const pieces: string[] = [];
    const sending = run(createQueryClient({ api }), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'hi',
      signal: controller.signal,
      onDelta: (text: string) => {
        pieces.push(text);
        controller.abort();
      },
    });
    const error = await sending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(pieces).toEqual(['The']);
  });

  it('reads a JSON reply when the server does not stream', async () => {
    const { api } = routedApi({
      'POST /api/conversations/7/messages': () =>
        json({ userMessage: message(1, true), aiResponse: message(2, false), usage }, 201),
    });
    const result = await run(createQueryClient({ api }), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'hi',
      onDelta: () => {},
    });
    expect(result).toMatchObject({ outcome: 'sent' });
  });
});

describe('conversations', () => {
  const summary = (id: number, title: string | null) => ({ id, title, createdAt: at, updatedAt: at, messageCount: 2 });

  it('rename replaces the conversation in every cached list', async () => {
    const { api, calls } = routedApi({
      'PATCH /api/conversations/3': ({ init }) => json({ ...summary(3, JSON.parse(String(init.body)).title) }),
    });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.conversationList(''), {
      pages: [[summary(3, 'Old'), summary(4, 'Other')]],
      pageParams: [undefined],
    });
    client.setQueryData(queryKeys.conversationList('old'), { pages: [[summary(3, 'Old')]], pageParams: [undefined] });
    await run(client, renameConversationMutationOptions(api), { conversationId: 3, title: 'Saturn return' });
    expect(calls).toEqual(['PATCH /api/conversations/3']);
    expect(
      client.getQueryData<{ pages: { title: string }[][] }>(queryKeys.conversationList(''))?.pages[0]?.[0]?.title,
    ).toBe('Saturn return');
    expect(
      client.getQueryData<{ pages: { title: string }[][] }>(queryKeys.conversationList('old'))?.pages[0]?.[0]?.title,
    ).toBe('Saturn return');
  });

  it('delete removes the conversation from the lists and drops its messages', async () => {
    const { api } = routedApi({ 'DELETE /api/conversations/3': () => new Response(null, { status: 204 }) });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.conversationList(''), {
      pages: [[summary(3, 'Old'), summary(4, 'Other')]],
      pageParams: [undefined],
    });
    client.setQueryData(queryKeys.messages(3), [message(1, true)]);
    await run(client, deleteConversationMutationOptions(api), { conversationId: 3 });
    expect(
      client.getQueryData<{ pages: { id: number }[][] }>(queryKeys.conversationList(''))?.pages[0]?.map((c) => c.id),
    ).toEqual([4]);
    expect(client.getQueryData(queryKeys.messages(3))).toBeUndefined();
  });

  it('titles come from the first question: about 60 characters, cut at a word', () => {
    expect(conversationTitleOf('  What does   Saturn ask of me? ')).toBe('What does Saturn ask of me?');
    const long = 'I keep dreaming about the ocean and I wonder what my Moon in Pisces has to do with it';
    const title = conversationTitleOf(long);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toBe('I keep dreaming about the ocean and I wonder what my Moon…');
    expect(conversationTitleOf('x'.repeat(80))).toBe(`${'x'.repeat(59)}…`);
  });
});

describe('regenerate and edit', () => {
  it('places a reply: an edit replaces its question and what followed, a regenerated reply what followed its question', () => {
    const list = [message(1, true, 'q1'), message(2, false, 'a1'), message(3, true, 'q2'), message(4, false, 'a2')];
    // Regenerate: the question stays, its old reply goes.
    expect(placeReply(list, message(3, true, 'q2'), message(5, false, 'a2 again')).map((m) => m.id)).toEqual([
      1, 2, 3, 5,
    ]);
    // Edit: the old question and its reply go.
    expect(placeReply(list, message(6, true, 'q2 edited'), message(7, false, 'a'), 3).map((m) => m.id)).toEqual([
      1, 2, 6, 7,
    ]);
    // A list without the question (not cached yet): appended.
    expect(placeReply([], message(3, true), message(5, false)).map((m) => m.id)).toEqual([3, 5]);
  });

  it('regenerate posts to the conversation and writes the new reply in place of the old', async () => {
    const { api, calls } = routedApi({
      'POST /api/conversations/7/regenerate': () =>
        json({ userMessage: message(3, true, 'q2'), aiResponse: message(5, false, 'new'), usage }, 201),
    });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.messages(7), [message(3, true, 'q2'), message(4, false, 'old')]);
    const result = await run(client, regenerateReplyMutationOptions(api), { conversationId: 7 });
    expect(result).toMatchObject({ outcome: 'sent' });
    expect(calls).toEqual(['POST /api/conversations/7/regenerate']);
    expect(client.getQueryData<{ content: string }[]>(queryKeys.messages(7))?.map((m) => m.content)).toEqual([
      'q2',
      'new',
    ]);
  });

  it('an edited question is sent with editOf and replaces the old one in the cache', async () => {
    let body: unknown;
    const { api } = routedApi({
      'POST /api/conversations/7/messages': ({ init }) => {
        body = JSON.parse(String(init.body));
        return json({ userMessage: message(5, true, 'edited'), aiResponse: message(6, false, 'a'), usage }, 201);
      },
    });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.messages(7), [message(1, true, 'q'), message(2, false, 'old')]);
    await run(client, sendMessageMutationOptions(api), { conversationId: 7, content: 'edited', editOf: 1 });
    expect(body).toEqual({ content: 'edited', isUserMessage: true, editOf: 1 });
    expect(client.getQueryData<{ id: number }[]>(queryKeys.messages(7))?.map((m) => m.id)).toEqual([5, 6]);
  });
});
