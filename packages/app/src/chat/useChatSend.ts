import {
  type ApiClient,
  ApiError,
  appendMessages,
  asTypedText,
  type Conversation,
  type DailyPlannerContext,
  type Id,
  isAbortError,
  type LimitInfo,
  limitReachedOf,
  type Message,
  NetworkError,
  type OptimisticMessage,
  queryKeys,
  regenerateReplyMutationOptions,
  StreamFailedError,
  sendMessageMutationOptions,
  serverMessageOf,
  TimeoutError,
} from '@app/contract';
import type { ToastQueue } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { isOffline } from '../app/networkStatus';
import { specToasts } from '../app/specToasts';
import { createSendQueue, sendIgnored } from './sendQueue';
import { forgetStoredPrompt, saveStoredPrompt } from './storedPrompt';
import { isSessionExpiredError, sessionExpiredRedirectMs } from './useActiveConversation';

/** How a send ended. */
export type SendOutcome =
  /** The reply came (201, or the stream's `done`). */
  | 'sent'
  /** The handled failure: the message was stored and the apology shown (spec 8; DECISIONS). */
  | 'handled'
  /** Stop was pressed before the question was stored ("Response stopped"; the text comes back). */
  | 'stopped'
  /** Stop was pressed while the reply streamed: the question and what was shown are kept. */
  | 'stoppedMidway'
  /** 429: "Daily Limit Reached". */
  | 'limitReached'
  /** The session ended: "Session Expired", then the redirect to /auth (spec 8). */
  | 'sessionExpired'
  /** Any other failure. */
  | 'failed'
  /** The conversation could not be created (its toast is shown). */
  | 'noConversation'
  /** The device is offline: the message is held, shown waiting, and goes out once when it is back. */
  | 'waitingForNetwork'
  /** Ignored: a reply is loading, the text is empty, or no one is logged in (spec 5). */
  | 'ignored';

/**
 * The outcomes after which the typed text has left the composer for good (a message held offline
 * is in the history, waiting): everything else puts it back.
 */
export const deliveredOutcomes: readonly SendOutcome[] = ['sent', 'handled', 'stoppedMidway', 'waitingForNetwork'];

/** A message held while offline: what it asks and how it is shown meanwhile. */
type WaitingMessage = OptimisticMessage & { waitingForNetwork: true };

/** A note shown in place under the history (DECISIONS "Toasts"): what happened to the last send. */
export type ChatNotice =
  | { kind: 'responseStopped' }
  /** Spec 8's sentences: "Network error - ...", "Request timeout - ...", or "Request failed". */
  | { kind: 'failed'; message: string }
  | null;

/** A reply still arriving, or cut short by Stop before the server's copy is read. */
export interface StreamingReply {
  conversationId: Id;
  text: string;
  state: 'streaming' | 'stopped';
}

export interface SendRequest {
  text: string;
  dailyPlannerContext?: DailyPlannerContext;
  /** Edit and resend: the id of the last question, replaced with its reply. */
  editOf?: Id;
  /** A new reply to the last question (`text` is that question, shown while it is asked again). */
  regenerate?: boolean;
}

export interface ChatSendOptions {
  api: ApiClient;
  toasts: ToastQueue;
  isLoggedIn: boolean;
  conversationForSend: () => Promise<Conversation | null>;
  redirectToAuth: () => void;
  now: () => number;
  /** A prompt went out (the free-trial record counts it). */
  onPromptSent: () => void;
  /** A 429 with its limit info. */
  onLimitReached: (info: LimitInfo | null) => void;
  /** Fallback message when a send fails with no better one (spec 8: "Request failed"). */
  requestFailedText: string;
  /** A message held offline will not go out (another conversation or person): its text, to put back. */
  onUnsent?: (text: string) => void;
}

/** After a Stop mid-stream, the server's stored copy is read this long after. */
export const stoppedReplyReadMs = 600;

const orIgnored = (result: SendOutcome | typeof sendIgnored): SendOutcome =>
  result === sendIgnored ? 'ignored' : result;

/** What a failed send tells the person (spec 8). */
export function failureMessageOf(error: unknown, fallback: string): string {
  if (error instanceof NetworkError || error instanceof TimeoutError) return error.message;
  if (error instanceof StreamFailedError) return error.message || fallback;
  return fallback;
}

/**
 * Sending (spec 4, 5, 8; DECISIONS "Streaming"): the optimistic question, the reply streamed into
 * view as it grows and written into the cache when done (one request per send), Stop, the queue of
 * held sends, and what each failure says.
 */
export function useChatSend(options: ChatSendOptions) {
  const { api } = options;
  const client = useQueryClient();
  const sendMessage = useMutation(sendMessageMutationOptions(api));
  const regenerateReply = useMutation(regenerateReplyMutationOptions(api));
  // While a regenerate or an edit is on its way, what it replaces is hidden (from this message on).
  const [hiddenFrom, setHiddenFrom] = useState<{ conversationId: Id; messageId: Id; keepIt: boolean } | null>(null);
  const [pending, setPending] = useState<(OptimisticMessage | WaitingMessage)[]>([]);
  // At most one message waits for the network; taken (set to null) before it is sent, so it goes
  // out once whatever the online events do.
  const waiting = useRef<{ request: SendRequest; shown: WaitingMessage } | null>(null);
  const [storedQuestion, setStoredQuestion] = useState<Message | null>(null);
  const [reply, setReply] = useState<StreamingReply | null>(null);
  const [notice, setNotice] = useState<ChatNotice>(null);

  // Callbacks read the latest options through this ref: a send outlives the render that began it.
  const latest = useRef(options);
  latest.current = options;

  const abort = useRef<AbortController | null>(null);

  const runSend = async ({
    text: typed,
    dailyPlannerContext,
    editOf,
    regenerate,
  }: SendRequest): Promise<SendOutcome> => {
    const current = latest.current;
    const text = asTypedText(typed);
    if (!current.isLoggedIn || text.trim() === '') return 'ignored';
    setNotice(null);
    setReply(null);
    // Stop counts from the moment the send begins, even while its conversation is still being
    // created: a Stop pressed then must not let the message go out afterwards.
    const controller = new AbortController();
    abort.current = controller;
    let temp: OptimisticMessage | null = null;
    let streamed = '';
    // A regenerate asks again a question already stored.
    let questionStored: Message | null = null;
    const regenerating = Boolean(regenerate);
    let conversationId: Id | null = null;
    try {
      // conversationForSend reports its own failures and answers null; it never throws.
      const active = await current.conversationForSend();
      if (controller.signal.aborted) {
        setNotice({ kind: 'responseStopped' });
        return 'stopped';
      }
      if (!active) return 'noConversation';
      conversationId = active.id;

      const onDelta = (piece: string) => {
        streamed += piece;
        setReply({ conversationId: active.id, text: streamed, state: 'streaming' });
      };
      let result: Awaited<ReturnType<typeof sendMessage.mutateAsync>>;
      if (regenerate) {
        if (editOf !== undefined) setHiddenFrom({ conversationId: active.id, messageId: editOf, keepIt: true });
        result = await regenerateReply.mutateAsync({ conversationId: active.id, signal: controller.signal, onDelta });
      } else {
        if (editOf !== undefined) setHiddenFrom({ conversationId: active.id, messageId: editOf, keepIt: false });
        const sentAt = current.now();
        const optimistic: OptimisticMessage = {
          id: sentAt,
          conversationId: active.id,
          content: text,
          isUserMessage: true,
          timestamp: new Date(sentAt).toISOString(),
          temp: true,
        };
        temp = optimistic;
        setPending((list) => [...list, optimistic]);
        result = await sendMessage.mutateAsync({
          conversationId: active.id,
          content: text,
          signal: controller.signal,
          ...(dailyPlannerContext ? { dailyPlannerContext } : {}),
          ...(editOf !== undefined ? { editOf } : {}),
          onUserMessage: (message) => {
            // The question is stored and counted: it stands in for the optimistic one.
            questionStored = message;
            setPending((list) => list.filter((item) => item !== optimistic));
            setStoredQuestion(message);
          },
          onDelta,
        });
      }
      latest.current.onPromptSent();
      return result.outcome === 'sent' ? 'sent' : 'handled';
    } catch (error) {
      if (isAbortError(error)) {
        setNotice({ kind: 'responseStopped' });
        if (conversationId === null || (!questionStored && !regenerating)) return 'stopped';
        const question = questionStored;
        if (question) {
          client.setQueryData<Message[]>(queryKeys.messages(conversationId), (list) =>
            appendMessages(list, [question]),
          );
        }
        // The server keeps the question and what was shown, marked stopped; until its copy is read,
        // this one stands (the server stores it once it has seen the stream close).
        if (streamed !== '') setReply({ conversationId, text: streamed, state: 'stopped' });
        const id = conversationId;
        setTimeout(() => {
          void client
            .refetchQueries({ queryKey: queryKeys.messages(id) })
            .then(() => setReply((shown) => (shown?.state === 'stopped' ? null : shown)));
        }, stoppedReplyReadMs);
        return 'stoppedMidway';
      }
      if (error instanceof ApiError && error.status === 429) {
        const body = limitReachedOf(error);
        latest.current.onLimitReached(body?.limitInfo ?? null);
        latest.current.toasts.add(specToasts.dailyLimitReached(body?.message ?? serverMessageOf(error, '')));
        return 'limitReached';
      }
      if (isSessionExpiredError(error) && !(error instanceof StreamFailedError)) {
        // Spec 8: the toast, then the full-page redirect; what was typed waits for after log-in.
        saveStoredPrompt(text);
        latest.current.toasts.add(specToasts.sessionExpired());
        setTimeout(latest.current.redirectToAuth, sessionExpiredRedirectMs);
        return 'sessionExpired';
      }
      if (error instanceof StreamFailedError && error.userMessage && conversationId !== null) {
        // The question was stored; the reply failed without an apology. Keep the question in view.
        const question = error.userMessage;
        client.setQueryData<Message[]>(queryKeys.messages(conversationId), (list) => appendMessages(list, [question]));
      }
      if (error instanceof NetworkError && isOffline() && !regenerating && editOf === undefined && !questionStored) {
        // The connection went while the message was on its way out: it waits for the network.
        return holdRef.current(dailyPlannerContext ? { text: typed, dailyPlannerContext } : { text: typed });
      }
      if ((regenerating || editOf !== undefined) && conversationId !== null) {
        void client.invalidateQueries({ queryKey: queryKeys.messages(conversationId) });
      }
      setNotice({ kind: 'failed', message: failureMessageOf(error, latest.current.requestFailedText) });
      return 'failed';
    } finally {
      if (abort.current === controller) abort.current = null;
      const sent = temp;
      if (sent) setPending((list) => list.filter((message) => message !== sent));
      setStoredQuestion(null);
      setHiddenFrom(null);
      setReply((shown) => (shown?.state === 'streaming' ? null : shown));
    }
  };
  const runSendRef = useRef(runSend);
  runSendRef.current = runSend;

  /**
   * Offline: the message is shown waiting and kept (also in storage, so a reload finds it in the
   * composer rather than losing it); a second one is refused while one waits (the composer keeps it).
   */
  const holdUntilOnline = (request: SendRequest): SendOutcome => {
    const current = latest.current;
    const text = asTypedText(request.text);
    if (!current.isLoggedIn || text.trim() === '' || waiting.current) return 'ignored';
    const heldAt = current.now();
    const shown: WaitingMessage = {
      id: heldAt,
      // Not in any conversation yet: it goes out in the one open when the network is back.
      conversationId: 0,
      content: text,
      isUserMessage: true,
      timestamp: new Date(heldAt).toISOString(),
      temp: true,
      waitingForNetwork: true,
    };
    waiting.current = { request: { ...request, text }, shown };
    saveStoredPrompt(text);
    setPending((list) => [...list, shown]);
    return 'waitingForNetwork';
  };
  const holdRef = useRef(holdUntilOnline);
  holdRef.current = holdUntilOnline;

  /** Takes the waiting message out of view and storage; null when none waits. */
  const takeWaiting = useCallback(() => {
    const held = waiting.current;
    if (!held) return null;
    waiting.current = null;
    setPending((list) => list.filter((message) => message !== held.shown));
    forgetStoredPrompt(held.request.text);
    return held;
  }, []);

  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const queue = useMemo(
    () => createSendQueue<SendRequest, SendOutcome>((request) => runSendRef.current(request), { onChange: rerender }),
    [],
  );
  useEffect(() => () => queue.clear(), [queue]);

  // The network is back: the waiting message goes out, once, after any reply in progress.
  useEffect(() => {
    const sendWaiting = () => {
      const held = takeWaiting();
      if (!held) return;
      void queue.enqueue(held.request).then((outcome) => {
        if (outcome === sendIgnored) latest.current.onUnsent?.(held.request.text);
      });
    };
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [queue, takeWaiting]);

  /** A typed send (Enter, Send): ignored while a reply loads (spec 5); held while offline. */
  const send = useCallback(
    async (text: string) => (isOffline() ? holdRef.current({ text }) : orIgnored(await queue.send({ text }))),
    [queue],
  );

  /** A new reply to the last question (a new call to the assistant: it counts as a prompt). */
  const regenerate = useCallback(
    async (question: Message) =>
      orIgnored(await queue.send({ text: question.content, regenerate: true, editOf: question.id })),
    [queue],
  );

  /** The last question, changed and asked again in its place. */
  const sendEdit = useCallback(
    async (text: string, questionId: Id) => orIgnored(await queue.send({ text, editOf: questionId })),
    [queue],
  );

  /** A queued send (a suggested prompt, the planner's Ask): held while a send is in flight (spec 4). */
  const sendQueued = useCallback(
    async (text: string, dailyPlannerContext?: DailyPlannerContext) => {
      const request = dailyPlannerContext ? { text, dailyPlannerContext } : { text };
      return isOffline() ? holdRef.current(request) : orIgnored(await queue.enqueue(request));
    },
    [queue],
  );

  /** Stop: aborts the in-flight send, and with it the stream (spec 4; DECISIONS "Streaming"). */
  const stop = useCallback(() => abort.current?.abort(), []);

  /** Forget the sends' state (another conversation opened, or another person). */
  const reset = useCallback(() => {
    // A message waiting for the network belonged to what was open: it comes back to the composer.
    const held = takeWaiting();
    if (held) latest.current.onUnsent?.(held.request.text);
    setPending([]);
    setNotice(null);
    setReply(null);
    setStoredQuestion(null);
    setHiddenFrom(null);
  }, [takeWaiting]);

  return {
    pending,
    storedQuestion,
    reply,
    hiddenFrom,
    notice,
    dismissNotice: () => setNotice(null),
    isSending: queue.isInFlight,
    heldCount: queue.heldCount,
    send,
    sendQueued,
    regenerate,
    sendEdit,
    stop,
    reset,
  };
}

export type ChatSend = ReturnType<typeof useChatSend>;
