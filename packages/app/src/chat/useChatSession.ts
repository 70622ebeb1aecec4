import type { ApiClient, Conversation, Id, Message } from '@app/contract';
import type { ChatMessage, ToastQueue } from '@app/ui';
import { useEffect, useMemo, useRef } from 'react';
import { apiClient } from '../app/api';
import { appToastDurations, homeScreenToasts } from '../app/toasts';
import { appMessages } from '../messages';
import { queuedSendDelayMs } from './sendQueue';
import { storedPromptFocusDelayMs } from './storedPrompt';
import { sessionExpiredRedirectMs, useActiveConversation } from './useActiveConversation';
import { useChatSend } from './useChatSend';
import { useChatUsage } from './useChatUsage';

export { isSessionExpiredError, type StartState, sessionExpiredRedirectMs } from './useActiveConversation';
export { type ChatNotice, deliveredOutcomes, type SendOutcome, type StreamingReply } from './useChatSend';

/** The chat's timings, all from spec 9. */
export const chatTimings = {
  queuedSendDelayMs,
  sessionExpiredRedirectMs,
  limitToastMs: appToastDurations.dailyLimit,
  storedPromptFocusDelayMs,
} as const;

export interface ChatSessionOptions {
  /** @default the shell's `apiClient` (a 401 removes the `isAuthenticated` flag) */
  api?: ApiClient;
  /** @default the shell's queue as the home screen uses it (`homeScreenToasts`: 3 s unless a toast says otherwise) */
  toasts?: ToastQueue;
  /** The full-page redirect after "Session Expired". @default location.assign('/auth') */
  redirectToAuth?: () => void;
  /** @default Date.now */
  now?: () => number;
  /** `?conversation=ID`. */
  requestedConversationId?: Id;
  /** A conversation was created: the page records its id in the address. */
  onConversationCreated?: (conversation: Conversation) => void;
  /** The conversation asked for is gone: the page opens the latest. */
  onConversationMissing?: () => void;
  /** A message held offline will not go out after all: its text, for the composer. */
  onUnsent?: (text: string) => void;
}

const noMessages: Message[] = [];
const defaultRedirect = () => window.location.assign('/auth');
/** The local id of a reply still arriving (it has none until the server's `done`). */
export const streamingReplyId = 'streaming-reply';

/**
 * The chat's data and flows, composed from focused hooks: who is chatting and what they may send
 * (`useChatUsage`), which conversation is open (`useActiveConversation`) and sending with its
 * stream, Stop and queue (`useChatSend`).
 */
export function useChatSession({
  api = apiClient,
  toasts = homeScreenToasts,
  redirectToAuth = defaultRedirect,
  now = Date.now,
  requestedConversationId,
  onConversationCreated,
  onConversationMissing,
  onUnsent,
}: ChatSessionOptions = {}) {
  const usage = useChatUsage(api, now);
  const { user, view } = usage;
  const active = useActiveConversation({
    api,
    toasts,
    user,
    requestedId: requestedConversationId,
    redirectToAuth,
    ...(onConversationCreated ? { onCreated: onConversationCreated } : {}),
    ...(onConversationMissing ? { onMissing: onConversationMissing } : {}),
  });
  const sending = useChatSend({
    api,
    toasts,
    isLoggedIn: Boolean(user),
    conversationForSend: active.conversationForSend,
    redirectToAuth,
    now,
    onPromptSent: usage.recordPrompt,
    onLimitReached: usage.limitReached,
    requestFailedText: appMessages.chat.requestFailed,
    ...(onUnsent ? { onUnsent } : {}),
  });

  // Another person, or another conversation opened: the sends' leftovers do not follow. (A
  // conversation created by a send is the same chat going on: nothing is reset then.)
  const { reset } = sending;
  const userId = user?.id;
  const shown = useRef({ userId, conversationId: active.activeId });
  useEffect(() => {
    const before = shown.current;
    shown.current = { userId, conversationId: active.activeId };
    const switched = before.conversationId !== undefined && before.conversationId !== active.activeId;
    if (before.userId !== userId || switched) reset();
  }, [userId, active.activeId, reset]);

  const { messagesQuery } = active;
  const stored = (active.activeId !== undefined ? messagesQuery.data : undefined) ?? noMessages;
  const { pending, storedQuestion, reply, hiddenFrom } = sending;
  const messages = useMemo<ChatMessage[]>(() => {
    // A regenerate hides the reply it replaces (after its question); an edit, the question too.
    const cut =
      hiddenFrom && hiddenFrom.conversationId === active.activeId
        ? stored.findIndex((message) => message.id === hiddenFrom.messageId)
        : -1;
    const shown = cut === -1 ? stored : stored.slice(0, hiddenFrom?.keepIt ? cut + 1 : cut);
    const list: ChatMessage[] = [...shown, ...pending];
    if (storedQuestion && !stored.some((message) => message.id === storedQuestion.id)) list.push(storedQuestion);
    if (reply && reply.conversationId === active.activeId) {
      list.push({
        id: streamingReplyId,
        conversationId: reply.conversationId,
        content: reply.text,
        isUserMessage: false,
        timestamp: new Date(now()).toISOString(),
        ...(reply.state === 'streaming' ? { streaming: true } : { stopped: true }),
      } as ChatMessage);
    }
    return list;
  }, [stored, pending, storedQuestion, reply, hiddenFrom, active.activeId, now]);
  const lastAssistantMessage = useMemo(
    () => [...stored].reverse().find((message) => !message.isUserMessage) ?? null,
    [stored],
  );
  /** The conversation's last question: the one a regenerate answers again and an edit replaces. */
  const lastQuestion = useMemo(() => [...stored].reverse().find((message) => message.isUserMessage) ?? null, [stored]);

  return {
    api,
    toasts,
    user,
    isUserLoading: user === undefined,
    status: usage.status,
    view,
    conversationId: active.activeId,
    isFreshConversation: active.isFresh,
    messages,
    /** The stored messages only (no temporary ones). */
    storedMessages: stored,
    lastAssistantMessage,
    lastQuestion,
    isMessagesLoading:
      active.isResolving || (active.activeId !== undefined && messagesQuery.isPending && messagesQuery.isFetching),
    isMessagesError:
      active.isListError ||
      (active.activeId !== undefined && messagesQuery.isError && messagesQuery.data === undefined),
    retryMessages: () => (active.isListError ? active.retryList() : messagesQuery.refetch()),
    isSending: sending.isSending,
    /** A reply is arriving piece by piece. */
    isStreaming: reply?.state === 'streaming',
    heldCount: sending.heldCount,
    /** A message waits for the network (the device is offline). */
    isWaitingForNetwork: sending.pending.some((message) => 'waitingForNetwork' in message),
    notice: sending.notice,
    dismissNotice: sending.dismissNotice,
    startState: active.startState,
    retryStart: active.retryStart,
    startNew: active.startNew,
    limitInfo: view.activeLimit,
    send: sending.send,
    sendQueued: sending.sendQueued,
    regenerate: sending.regenerate,
    sendEdit: sending.sendEdit,
    stop: sending.stop,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
