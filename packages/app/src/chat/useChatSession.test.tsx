import { createQueryClient } from '@app/contract';
import { authHandlers, chatHandlers, createMemoryBackend, fixtures, subscriptionHandlers } from '@app/mocks';
import { server } from '@app/mocks/node';
import { createToastQueue, type ToastQueue } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, configure, renderHook, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../testing/mockApi';
import {
  type ChatSession,
  type ChatSessionOptions,
  chatTimings,
  isSessionExpiredError,
  useChatSession,
} from './useChatSession';

// Page flows run real requests through MSW; on a busy two-core machine they need more than 5 s.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

setUpMockApi();
afterEach(() => vi.useRealTimers());

/** Every call the page made, as "METHOD /path". */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

function useBackend(options: Parameters<typeof createMemoryBackend>[0]) {
  const backend = createMemoryBackend(options);
  server.use(...Object.values(backend.handlers).flat());
  return backend;
}

function renderSession(options: ChatSessionOptions = {}) {
  const renders: ChatSession[] = [];
  const client = createQueryClient({ config: { defaultOptions: { queries: { retry: false } } } });
  const toasts: ToastQueue = createToastQueue({ policy: 'destructive-only', autoDismiss: false });
  const redirectToAuth = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const session = useChatSession({ toasts, redirectToAuth, ...options });
      renders.push(session);
      return session;
    },
    { wrapper },
  );
  return { ...hook, client, toasts, redirectToAuth, renders };
}

/** Lets fake timers and promises run in small steps until `check` passes (waitFor cannot drive fake timers). */
async function advanceUntil(check: () => boolean, stepMs = 10, maxMs = 5_000) {
  for (let waited = 0; waited <= maxMs; waited += stepMs) {
    if (check()) return;
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
  }
  throw new Error('condition not met in time');
}

describe('useChatSession: audience', () => {
  it('a visitor gets the log-in placeholder and no conversation is created (spec 6)', async () => {
    const calls = recordCalls();
    const { result } = renderSession();
    await waitFor(() => expect(result.current.user).toBeNull(), { timeout: 3_000 });
    expect(result.current.view.placeholder).toBe('Please log in to chat with Selene');
    expect(await result.current.send('Hello')).toBe('ignored');
    expect(calls).not.toContain('POST /api/conversations');
  });

  it('the status fallback applies when the status call fails (spec 4)', async () => {
    server.use(...authHandlers.as('core'), ...subscriptionHandlers.serverError('subscriptionStatus'));
    const { result } = renderSession();
    await waitFor(() => expect(result.current.status?.message).toBeDefined());
    expect(result.current.status).toMatchObject({
      currentTier: 'free',
      limitExceeded: true,
      subscriptionActive: false,
    });
    expect(result.current.view.placeholder).toBe('Free trial ended. Subscribe to continue.');
  });
});

describe('useChatSession: conversation start (spec 4, 8)', () => {
  it('auto-starts one conversation for a logged-in user with no messages', async () => {
    useBackend({ tier: 'core' });
    const calls = recordCalls();
    const { result } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    await waitFor(() => expect(result.current.isMessagesLoading).toBe(false));
    expect(calls.filter((call) => call === 'POST /api/conversations')).toHaveLength(1);
    expect(result.current.messages).toEqual([]);
  });

  it('a failed home start raises "Connection Error" and shows the Connection Issue state; Try Again starts it', async () => {
    server.use(
      ...authHandlers.as('core'),
      ...chatHandlers.mix({ listConversations: 'empty', createConversation: 'serverError' }),
    );
    const { result, toasts } = renderSession();
    await waitFor(() => expect(result.current.startState).toBe('failed'), { timeout: 3_000 });
    expect(toasts.getSnapshot()).toMatchObject([{ title: 'Connection Error', variant: 'destructive' }]);
    server.use(...chatHandlers.mix({ listConversations: 'empty' }));
    await act(async () => {
      await result.current.retryStart();
    });
    expect(result.current.startState).toBe('idle');
    expect(result.current.conversationId).toBe(fixtures.conversation.id);
  });

  it('an auth failure shows "Session Expired" and redirects to /auth after 2 s, not before', async () => {
    vi.useFakeTimers();
    server.use(
      ...authHandlers.as('core'),
      ...chatHandlers.mix({ listConversations: 'empty', createConversation: 'unauthorized' }),
    );
    const { result, toasts, redirectToAuth } = renderSession();
    await advanceUntil(() => result.current.startState === 'sessionExpired');
    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: 'Session Expired',
      description: 'Please log in again to continue.',
      variant: 'destructive',
    });
    await act(() => vi.advanceTimersByTimeAsync(chatTimings.sessionExpiredRedirectMs - 20));
    expect(redirectToAuth).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(redirectToAuth).toHaveBeenCalledOnce();
    expect(chatTimings.sessionExpiredRedirectMs).toBe(2000);
  });

  it('a creation failure on the first send shows "Connection Error" and keeps the text', async () => {
    server.use(
      ...authHandlers.as('core'),
      ...chatHandlers.mix({ listConversations: 'empty', createConversation: 'serverError' }),
    );
    const { result, toasts } = renderSession();
    await waitFor(() => expect(result.current.startState).toBe('failed'), { timeout: 3_000 });
    let outcome = '';
    await act(async () => {
      outcome = await result.current.send('Hello Selene');
    });
    expect(outcome).toBe('noConversation');
    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: 'Connection Error',
      description: 'Unable to start a conversation. Please refresh the page or try again later.',
    });
  });

  it('recognises the spec 8 log-in messages', () => {
    expect(isSessionExpiredError(new Error('Authentication required'))).toBe(true);
    expect(isSessionExpiredError(new Error('Please log in'))).toBe(true);
    expect(isSessionExpiredError(new Error('500: Internal Server Error'))).toBe(false);
  });
});

describe('useChatSession: sending (spec 4, 8)', () => {
  it('shows a temporary message at once, then the stored reply: one request, usage from the reply', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_773_480_600_000);
    useBackend({ tier: 'core' });
    // The network takes a moment; the handler then falls through to the backend's.
    server.use(
      http.post('*/api/conversations/:id/messages', async () => {
        await delay(100);
      }),
    );
    const calls = recordCalls();
    const { result, renders } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    await waitFor(() => expect(result.current.isMessagesLoading).toBe(false));

    let sending!: Promise<string>;
    act(() => {
      sending = result.current.send('What does Saturn ask of me?');
    });
    await waitFor(() => expect(renders.some((render) => render.messages.length === 1)).toBe(true));
    const shownAtOnce = renders.find((render) => render.messages.length === 1);
    expect(shownAtOnce?.isSending).toBe(true);
    expect(shownAtOnce?.messages[0]).toMatchObject({
      id: 1_773_480_600_000,
      temp: true,
      isUserMessage: true,
      content: 'What does Saturn ask of me?',
    });
    await act(async () => {
      expect(await sending).toBe('sent');
    });
    expect(result.current.messages.map((message) => [message.isUserMessage, 'temp' in message])).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(result.current.lastAssistantMessage?.content).toContain('What does Saturn ask of me?');
    expect(result.current.view.promptCounter?.promptsRemaining).toBe(74);
    // One request per send: the reply (a stream's done) carried both messages and the usage.
    const sendIndex = calls.findIndex((call) => call.startsWith('POST') && call.endsWith('/messages'));
    expect(calls.slice(sendIndex)).toEqual([calls[sendIndex]]);
    expect(calls).not.toContain('POST /api/subscriptions/record-usage');
  });

  it("sends pasted text as the person meant it: an editor's control line breaks become line breaks, other controls go", async () => {
    useBackend({ tier: 'core' });
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/messages')) bodies.push(await request.clone().json());
    });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    await act(async () => {
      expect(await result.current.send('Saturn\u000bin my chart\u0000?')).toBe('sent');
    });
    expect(bodies).toEqual([expect.objectContaining({ content: 'Saturn\nin my chart?' })]);
    expect(result.current.messages[0]?.content).toBe('Saturn\nin my chart?');
  });

  it('keeps a local free-trial record for the free tier, so the trial ends at once', async () => {
    useBackend({ tier: 'free' });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    await act(async () => {
      await result.current.send('Hello');
    });
    expect(JSON.parse(localStorage.getItem('moonheart-free-trial') ?? '{}')).toMatchObject({ promptsUsed: 1 });
    expect(result.current.view.placeholder).toBe('Free trial ended. Subscribe to continue.');
  });

  it('429: "Daily Limit Reached" for 6 s with the server message; the limit info is kept', async () => {
    useBackend({ tier: 'free' });
    const { result, toasts } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    await act(async () => {
      await result.current.send('First');
    });
    localStorage.clear();
    let outcome = '';
    await act(async () => {
      outcome = await result.current.send('Second');
    });
    expect(outcome).toBe('limitReached');
    const [toast] = toasts.getSnapshot();
    expect(toast).toMatchObject({ title: 'Daily Limit Reached', variant: 'destructive', duration: 6000 });
    expect(toast?.description).toMatch(/^You have used today's prompt on the Free plan/);
    expect(result.current.limitInfo).toMatchObject({ tier: 'free', limit: 1 });
    expect(result.current.messages.some((message) => message.content === 'Second')).toBe(false);
    expect(result.current.view.audience.trialEnded).toBe(true);
  });

  it('429 without a message: the spec sentence is the fallback', async () => {
    server.use(
      // First: the first matching handler answers.
      http.post('*/api/conversations/:id/messages', () => HttpResponse.json({}, { status: 429 })),
      ...authHandlers.as('core'),
      ...chatHandlers.success(),
    );
    const { result, toasts } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    await act(async () => {
      await result.current.send('Hello');
    });
    expect(toasts.getSnapshot()[0]?.description).toBe(
      'You can only send one message per day to Selene. Please try again tomorrow.',
    );
    expect(result.current.view.placeholder).toBe('Daily limit reached. Try again tomorrow.');
  });

  it('the handled 500 shows the apology and counts as delivered (DECISIONS)', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.handledError());
    const { result } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    let outcome = '';
    await act(async () => {
      outcome = await result.current.send('What does today hold?');
    });
    expect(outcome).toBe('handled');
    expect(result.current.messages.some((message) => message.content === fixtures.apology)).toBe(true);
    expect(result.current.notice).toBeNull();
  });

  it('any other failure is "Request failed", shown in place', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.serverError('sendMessage'));
    const { result } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    let outcome = '';
    await act(async () => {
      outcome = await result.current.send('Hello');
    });
    expect(outcome).toBe('failed');
    expect(result.current.notice).toEqual({ kind: 'failed', message: 'Request failed' });
    expect(result.current.messages.some((message) => message.content === 'Hello')).toBe(false);
  });

  it('stop aborts the in-flight send: "Response stopped"', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.slow(10_000, 'sendMessage'));
    const calls = recordCalls();
    const { result } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    let sending!: Promise<string>;
    act(() => {
      sending = result.current.send('Hello');
    });
    await waitFor(() => expect(result.current.isSending).toBe(true));
    expect(await result.current.send('While loading')).toBe('ignored');
    act(() => result.current.stop());
    await act(async () => {
      expect(await sending).toBe('stopped');
    });
    expect(result.current.notice).toEqual({ kind: 'responseStopped' });
    expect(result.current.isSending).toBe(false);
    expect(calls).not.toContain('POST /api/subscriptions/record-usage');
  });

  it('stop while the conversation is still being created: "Response stopped", and nothing is sent', async () => {
    server.use(
      ...authHandlers.as('core'),
      ...chatHandlers.mix({ listConversations: 'empty', createConversation: 'serverError' }),
    );
    const calls = recordCalls();
    const { result } = renderSession();
    await waitFor(() => expect(result.current.startState).toBe('failed'), { timeout: 3_000 });
    // The send starts the conversation itself, slowly; Stop is pressed before it exists.
    server.use(
      http.get('*/api/conversations', () => HttpResponse.json([])),
      ...chatHandlers.slow(1_000, 'createConversation'),
    );
    let sending!: Promise<string>;
    act(() => {
      sending = result.current.send('Hello');
    });
    await waitFor(() => expect(result.current.isSending).toBe(true));
    act(() => result.current.stop());
    await act(async () => {
      expect(await sending).toBe('stopped');
    });
    expect(result.current.notice).toEqual({ kind: 'responseStopped' });
    expect(result.current.isSending).toBe(false);
    // The conversation is kept for the next send; the message never went out.
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    expect(calls.filter((call) => call.endsWith('/messages') && call.startsWith('POST'))).toEqual([]);
  });

  it('a queued send is held and goes out 1 s after the in-flight send ends', async () => {
    vi.useFakeTimers();
    server.use(...authHandlers.as('core'), ...chatHandlers.slow(3_000, 'sendMessage'));
    const calls = recordCalls();
    const sends = () => calls.filter((call) => call === 'POST /api/conversations/7/messages').length;
    const { result } = renderSession();
    await advanceUntil(() => result.current.conversationId !== undefined && !result.current.isMessagesLoading);

    let first!: Promise<string>;
    let queued!: Promise<string>;
    act(() => {
      first = result.current.send('First');
      queued = result.current.sendQueued('Queued');
    });
    await advanceUntil(() => sends() === 1);
    expect(result.current.heldCount).toBe(1);
    await advanceUntil(() => !result.current.isSending, 10, 4_000);
    await expect(first).resolves.toBe('sent');
    await act(() => vi.advanceTimersByTimeAsync(chatTimings.queuedSendDelayMs - 50));
    expect(sends()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(sends()).toBe(2);
    await advanceUntil(() => !result.current.isSending, 10, 4_000);
    await expect(queued).resolves.toBe('sent');
  });

  it('sends the planner context with a queued question', async () => {
    const bodies: unknown[] = [];
    server.use(...authHandlers.as('core'), ...chatHandlers.success());
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/messages')) bodies.push(await request.clone().json());
    });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    const context = {
      isDailyPlannerRequest: true as const,
      dailyPlannerData: {
        date: '2026-03-14',
        generalEnergy: 'Calm',
        keywords: ['rest'],
        dos: ['walk'],
        donts: ['rush'],
        careerInsight: 'Plan',
        todaysHighlights: [],
      },
    };
    await act(async () => {
      await result.current.sendQueued('About my day', context);
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ content: 'About my day', isUserMessage: true, dailyPlannerContext: context });
  });
});

describe('useChatSession: streaming and failures (DECISIONS "Streaming"; spec 8)', () => {
  it('shows the reply as it grows, then the stored one', async () => {
    server.use(
      ...authHandlers.as('core'),
      ...chatHandlers.streaming({ pieces: ['The Moon ', 'is ', 'waxing.'], delayMs: 40 }),
    );
    const { result, renders } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    await waitFor(() => expect(result.current.isMessagesLoading).toBe(false));
    let sending!: Promise<string>;
    act(() => {
      sending = result.current.send('How is the Moon?');
    });
    await waitFor(() => expect(result.current.isSending).toBe(false), { timeout: 3_000 });
    await act(async () => {
      expect(await sending).toBe('sent');
    });
    const growing = renders
      .map((render) => render.messages.find((message) => (message as { streaming?: boolean }).streaming)?.content)
      .filter(Boolean);
    expect(growing).toContain('The Moon ');
    expect(growing).toContain('The Moon is ');
    expect(result.current.isStreaming).toBe(false);
    expect(result.current.messages.some((message) => (message as { streaming?: boolean }).streaming)).toBe(false);
  });

  it('Stop mid-stream keeps the question and what was shown, marked stopped', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.streamHeld({ pieces: ['Saturn asks ', 'for patience'] }));
    const { result } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    await waitFor(() => expect(result.current.isMessagesLoading).toBe(false));
    let sending!: Promise<string>;
    act(() => {
      sending = result.current.send('What does Saturn ask?');
    });
    await waitFor(() => expect(result.current.isStreaming).toBe(true));
    act(() => result.current.stop());
    await act(async () => {
      // The question was stored: it is delivered, the typed text does not come back.
      expect(await sending).toBe('stoppedMidway');
    });
    expect(result.current.notice).toEqual({ kind: 'responseStopped' });
    const last = result.current.messages[result.current.messages.length - 1] as { stopped?: boolean; content: string };
    expect(last.stopped).toBe(true);
    expect(last.content.startsWith('Saturn asks')).toBe(true);
    expect(
      result.current.messages.some((message) => message.content === 'What does Saturn ask?' && !message.temp),
    ).toBe(true);
  });

  it('an expired session on send: "Session Expired", the text kept for after log-in, then /auth', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.mix({ sendMessage: 'unauthorized' }));
    const { result, toasts, redirectToAuth } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    let outcome = '';
    await act(async () => {
      outcome = await result.current.send('Remember this question');
    });
    expect(outcome).toBe('sessionExpired');
    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Session Expired' });
    expect(localStorage.getItem('moonheart-stored-prompt')).toBe('Remember this question');
    await waitFor(() => expect(redirectToAuth).toHaveBeenCalledOnce(), { timeout: 3_000 });
  });

  it('a network failure says the spec sentence, and no status stays on "Sending..."', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.mix({ sendMessage: 'networkError' }));
    const { result } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    let outcome = '';
    await act(async () => {
      outcome = await result.current.send('Hello');
    });
    expect(outcome).toBe('failed');
    expect(result.current.notice).toEqual({ kind: 'failed', message: 'Network error - please check your connection.' });
    expect(result.current.isSending).toBe(false);
    expect(result.current.messages.some((message) => message.temp)).toBe(false);
  });

  it('"New conversation" empties the chat; the first send creates it', async () => {
    const created: number[] = [];
    server.use(...authHandlers.as('core'), ...chatHandlers.success());
    const { result } = renderSession({ onConversationCreated: (conversation) => created.push(conversation.id) });
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    await waitFor(() => expect(result.current.messages.length).toBeGreaterThan(0));
    act(() => result.current.startNew());
    expect(result.current.conversationId).toBeUndefined();
    expect(result.current.messages).toEqual([]);
    await act(async () => {
      await result.current.send('A fresh start');
    });
    expect(created).toEqual([fixtures.conversation.id]);
  });
});

describe('useChatSession: regenerate and edit (each a new prompt)', () => {
  it('regenerate replaces the last reply; edit replaces the last question and its reply', async () => {
    const backend = useBackend({ tier: 'core' });
    const calls = recordCalls();
    const { result } = renderSession();
    await waitFor(() => expect(result.current.conversationId).toBeDefined());
    await act(async () => {
      await result.current.send('What does Saturn ask of me?');
    });
    const first = result.current.storedMessages.map((message) => message.id);
    expect(first).toHaveLength(2);

    await act(async () => {
      expect(await result.current.regenerate(result.current.lastQuestion!)).toBe('sent');
    });
    const regenerated = result.current.storedMessages;
    expect(regenerated).toHaveLength(2);
    expect(regenerated[0]?.id).toBe(first[0]);
    expect(regenerated[1]?.id).not.toBe(first[1]);
    expect(calls.filter((call) => call.endsWith('/regenerate'))).toHaveLength(1);

    await act(async () => {
      expect(await result.current.sendEdit('What does Jupiter ask of me?', result.current.lastQuestion!.id)).toBe(
        'sent',
      );
    });
    expect(result.current.storedMessages).toHaveLength(2);
    expect(result.current.storedMessages[0]?.content).toBe('What does Jupiter ask of me?');
    // Three provider calls, three prompts.
    expect(result.current.view.promptCounter?.promptsRemaining).toBe(72);
    expect([...backend.state.usage.values()]).toEqual([3]);
  });
});
