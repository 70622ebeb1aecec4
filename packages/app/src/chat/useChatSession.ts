import {
  type ApiClient,
  ApiError,
  apiPaths,
  type Conversation,
  createConversationMutationOptions,
  currentUserQueryOptions,
  type DailyPlannerContext,
  type Id,
  isAbortError,
  isUnauthorizedError,
  type LimitInfo,
  limitReachedOf,
  type Message,
  messagesQueryOptions,
  type OptimisticMessage,
  queryKeys,
  recordUsageMutationOptions,
  sendMessageMutationOptions,
  serverMessageOf,
  subscriptionStatusQueryOptions,
  tierConfig,
  type User,
  withStatusFallback,
} from '@app/contract';
import { specToasts, type ToastQueue, toastDurations } from '@app/ui';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { apiClient } from '../app/api';
import { appToasts } from '../app/toasts';
import { chatView, nextUtcMidnight } from './chatView';
import { type FreeTrialRecord, readFreeTrial, recordFreeTrialPrompt } from './freeTrial';
import { createSendQueue, queuedSendDelayMs, sendIgnored } from './sendQueue';
import { storedPromptFocusDelayMs } from './storedPrompt';

/** Spec 9: the session-expired redirect to /auth comes 2 s after its toast. */
export const sessionExpiredRedirectMs = 2_000;

/** The chat's timings, all from spec 9. */
export const chatTimings = {
  queuedSendDelayMs,
  sessionExpiredRedirectMs,
  limitToastMs: toastDurations.dailyLimit,
  storedPromptFocusDelayMs,
} as const;

/** How a send ended. */
export type SendOutcome =
  /** The reply came (201). */
  | 'sent'
  /** The handled 500: the message was stored and the apology shown (spec 8; DECISIONS). */
  | 'handled'
  /** Stop was pressed ("Response stopped"). */
  | 'stopped'
  /** 429: "Daily Limit Reached". */
  | 'limitReached'
  /** Any other failure: "Request failed". */
  | 'failed'
  /** The conversation could not be created (its toast is shown). */
  | 'noConversation'
  /** Ignored: a reply is loading, the text is empty, or no one is logged in (spec 5). */
  | 'ignored';

/** The outcomes after which the typed text is gone for good: everything else puts it back. */
export const deliveredOutcomes: readonly SendOutcome[] = ['sent', 'handled'];

/** A note shown in place under the history (DECISIONS "Toasts"). */
export type ChatNotice = 'responseStopped' | 'requestFailed' | null;

/** Where starting the conversation stands (spec 4, 8). */
export type StartState = 'idle' | 'starting' | 'failed' | 'sessionExpired';

export interface ChatSessionOptions {
  /** @default the shell's `apiClient` (a 401 removes the `isAuthenticated` flag) */
  api?: ApiClient;
  /** @default the shell's `appToasts` */
  toasts?: ToastQueue;
  /** The full-page redirect after "Session Expired". @default location.assign('/auth') */
  redirectToAuth?: () => void;
  /** @default Date.now */
  now?: () => number;
}

interface SendRequest {
  text: string;
  dailyPlannerContext?: DailyPlannerContext;
}

/** The active conversation lives in the query cache, per user; the key names the user, so logout clears it (spec 7). */
export const activeConversationKey = (userId: Id | undefined) =>
  [apiPaths.conversations, 'active', { user: userId ?? null }] as const;

/** Spec 8: a creation failure that asks for a log-in ("authentication required", "log in"). */
export function isSessionExpiredError(error: unknown): boolean {
  if (isUnauthorizedError(error)) return true;
  const text = `${serverMessageOf(error, '')} ${error instanceof Error ? error.message : ''}`;
  return /authenticat|log ?in|logged in|sign ?in/i.test(text);
}

const noMessages: Message[] = [];

const orIgnored = (result: SendOutcome | typeof sendIgnored): SendOutcome =>
  result === sendIgnored ? 'ignored' : result;

const defaultRedirect = () => window.location.assign('/auth');

function appendMissing(list: readonly Message[], added: readonly Message[]): Message[] {
  const known = new Set(list.map((message) => String(message.id)));
  return [...list, ...added.filter((message) => !known.has(String(message.id)))];
}

/**
 * The chat's data and flows (spec 4, 5, 8): the user and status, the active conversation (created
 * on the first send or on start, auto-started for a logged-in user), optimistic sends, stop, the
 * send queue, the daily limit, usage recording and the local free trial.
 */
export function useChatSession({
  api = apiClient,
  toasts = appToasts,
  redirectToAuth = defaultRedirect,
  now = Date.now,
}: ChatSessionOptions = {}) {
  const client = useQueryClient();

  const userQuery = useQuery(currentUserQueryOptions(api));
  // Spec 8: a failed user fetch is treated as no user.
  const user: User | null | undefined =
    userQuery.data !== undefined ? userQuery.data : userQuery.isError ? null : undefined;
  const isLoggedIn = Boolean(user);

  const statusQuery = useQuery(subscriptionStatusQueryOptions({ reader: 'banner', isLoggedIn }, api));
  const status = isLoggedIn ? withStatusFallback({ data: statusQuery.data, isError: statusQuery.isError }) : null;

  const conversationQuery = useQuery<Conversation>({
    queryKey: activeConversationKey(user?.id),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const conversation = user ? conversationQuery.data : undefined;
  const messagesQuery = useQuery({
    ...messagesQueryOptions(conversation?.id ?? 0, api),
    enabled: conversation !== undefined,
  });

  const createConversation = useMutation(createConversationMutationOptions(api));
  const sendMessage = useMutation(sendMessageMutationOptions(api));
  const recordUsage = useMutation(recordUsageMutationOptions(api));

  const [pending, setPending] = useState<OptimisticMessage[]>([]);
  const [limitInfo, setLimitInfo] = useState<LimitInfo | null>(null);
  const [notice, setNotice] = useState<ChatNotice>(null);
  const [startState, setStartState] = useState<StartState>('idle');
  const [freeTrial, setFreeTrial] = useState<FreeTrialRecord | null>(() => readFreeTrial(now()));

  const view = chatView({
    user,
    status,
    statusLoading: statusQuery.isPending && isLoggedIn,
    statusError: statusQuery.isError,
    limitInfo,
    freeTrial,
    now: now(),
  });

  // Callbacks read the latest values through this ref: a send outlives the render that began it.
  const latest = useRef({ user, conversation, status, toasts, redirectToAuth, now });
  latest.current = { user, conversation, status, toasts, redirectToAuth, now };

  // A different person (log-in, logout) starts with a clean slate.
  const userId = user?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the person changes
  useEffect(() => {
    setPending([]);
    setLimitInfo(null);
    setNotice(null);
    setStartState('idle');
    setFreeTrial(readFreeTrial(latest.current.now()));
  }, [userId]);

  const starting = useRef<Promise<Conversation | null> | null>(null);
  const startConversation = useCallback(
    (origin: 'home' | 'send'): Promise<Conversation | null> => {
      if (starting.current) return starting.current;
      const ownerId = latest.current.user?.id;
      const run = (async () => {
        setStartState('starting');
        try {
          const created = await createConversation.mutateAsync();
          client.setQueryData(activeConversationKey(ownerId), created);
          setStartState('idle');
          return created;
        } catch (error) {
          const { toasts: queue, redirectToAuth: redirect } = latest.current;
          if (isSessionExpiredError(error)) {
            queue.add(specToasts.sessionExpired());
            setStartState('sessionExpired');
            setTimeout(redirect, sessionExpiredRedirectMs);
          } else if (origin === 'home') {
            // Spec 8: the home screen's own start shows the Connection Issue card with Try Again.
            setStartState('failed');
          } else {
            queue.add(specToasts.connectionError());
            setStartState('idle');
          }
          return null;
        } finally {
          starting.current = null;
        }
      })();
      starting.current = run;
      return run;
    },
    [client, createConversation.mutateAsync],
  );

  // Spec 4: a logged-in user with no messages gets a conversation started automatically, once.
  const autoStarted = useRef<Id | null>(null);
  useEffect(() => {
    if (!user || conversation || autoStarted.current === user.id) return;
    autoStarted.current = user.id;
    void startConversation('home');
  }, [user, conversation, startConversation]);

  const abort = useRef<AbortController | null>(null);

  const runSend = async ({ text, dailyPlannerContext }: SendRequest): Promise<SendOutcome> => {
    const current = latest.current;
    if (!current.user || text.trim() === '') return 'ignored';
    setNotice(null);
    // Stop counts from the moment the send begins, even while its conversation is still being
    // created: a Stop pressed then must not let the message go out afterwards.
    const controller = new AbortController();
    abort.current = controller;
    const release = () => {
      if (abort.current === controller) abort.current = null;
    };
    // startConversation reports its own failures and answers null; it never throws.
    const active = current.conversation ?? (await startConversation('send'));
    if (controller.signal.aborted) {
      release();
      setNotice('responseStopped');
      return 'stopped';
    }
    if (!active) {
      release();
      return 'noConversation';
    }

    const sentAt = current.now();
    const temp: OptimisticMessage = {
      id: sentAt,
      conversationId: active.id,
      content: text,
      isUserMessage: true,
      timestamp: new Date(sentAt).toISOString(),
      temp: true,
    };
    setPending((list) => [...list, temp]);
    try {
      const result = await sendMessage.mutateAsync({
        conversationId: active.id,
        content: text,
        signal: controller.signal,
        ...(dailyPlannerContext ? { dailyPlannerContext } : {}),
      });
      // The mutation refetched the list; the reply is put in as well, in case that refetch failed.
      client.setQueryData<Message[]>(queryKeys.messages(active.id), (list = []) =>
        appendMissing(list, [result.userMessage, result.aiResponse]),
      );
      if (result.outcome === 'sent') {
        // Spec 4: usage is recorded per prompt for logged-in users; the status refetches after.
        void recordUsage.mutateAsync();
        const who = latest.current.user;
        if (who && who.role !== 'admin' && who.subscriptionTier === 'free') {
          setFreeTrial(recordFreeTrialPrompt(latest.current.now()));
        }
        return 'sent';
      }
      void client.invalidateQueries({ queryKey: queryKeys.subscriptionStatus });
      return 'handled';
    } catch (error) {
      if (isAbortError(error)) {
        setNotice('responseStopped');
        return 'stopped';
      }
      if (error instanceof ApiError && error.status === 429) {
        const body = limitReachedOf(error);
        const tier = latest.current.status?.currentTier ?? latest.current.user?.subscriptionTier ?? 'free';
        const limit = latest.current.status?.promptLimit ?? tierConfig(tier)?.limits.promptLimit ?? 1;
        setLimitInfo(body?.limitInfo ?? { tier, limit, used: limit, resetsAt: nextUtcMidnight(latest.current.now()) });
        latest.current.toasts.add(specToasts.dailyLimitReached(body?.message ?? serverMessageOf(error, '')));
        return 'limitReached';
      }
      setNotice('requestFailed');
      return 'failed';
    } finally {
      release();
      setPending((list) => list.filter((message) => message !== temp));
    }
  };
  const runSendRef = useRef(runSend);
  runSendRef.current = runSend;

  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const queue = useMemo(
    () => createSendQueue<SendRequest, SendOutcome>((request) => runSendRef.current(request), { onChange: rerender }),
    [],
  );
  useEffect(() => () => queue.clear(), [queue]);

  /** A typed send (Enter, Send): ignored while a reply loads (spec 5). */
  const send = useCallback(async (text: string) => orIgnored(await queue.send({ text })), [queue]);

  /** A queued send (a suggested prompt, the planner's Ask): held while a send is in flight (spec 4). */
  const sendQueued = useCallback(
    async (text: string, dailyPlannerContext?: DailyPlannerContext) =>
      orIgnored(await queue.enqueue(dailyPlannerContext ? { text, dailyPlannerContext } : { text })),
    [queue],
  );

  /** Stop: aborts the in-flight send (spec 4). */
  const stop = useCallback(() => abort.current?.abort(), []);

  const stored = messagesQuery.data ?? noMessages;
  const messages = useMemo(() => [...stored, ...pending], [stored, pending]);
  const lastAssistantMessage = useMemo(
    () => [...stored].reverse().find((message) => !message.isUserMessage) ?? null,
    [stored],
  );

  return {
    api,
    toasts,
    user,
    isUserLoading: user === undefined,
    status,
    view,
    conversation,
    messages,
    /** The stored messages only (no temporary ones). */
    storedMessages: stored,
    lastAssistantMessage,
    isMessagesLoading: conversation !== undefined && messagesQuery.isPending,
    isMessagesError: messagesQuery.isError && messagesQuery.data === undefined,
    retryMessages: () => messagesQuery.refetch(),
    isSending: queue.isInFlight,
    heldCount: queue.heldCount,
    notice,
    dismissNotice: () => setNotice(null),
    startState,
    retryStart: () => startConversation('home'),
    limitInfo: view.activeLimit,
    send,
    sendQueued,
    stop,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
