import {
  type ApiClient,
  ApiError,
  type Conversation,
  conversationsQueryOptions,
  createConversationMutationOptions,
  type Id,
  isUnauthorizedError,
  type Message,
  messagesQueryOptions,
  queryKeys,
  serverMessageOf,
  type User,
} from '@app/contract';
import type { ToastQueue } from '@app/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { specToasts } from '../app/specToasts';

/** Spec 9: the session-expired redirect to /auth comes 2 s after its toast. */
export const sessionExpiredRedirectMs = 2_000;

/** Where starting the conversation stands (spec 4, 8). */
export type StartState = 'idle' | 'starting' | 'failed' | 'sessionExpired';

/** Spec 8: a failure that asks for a log-in ("authentication required", "log in"). */
export function isSessionExpiredError(error: unknown): boolean {
  if (isUnauthorizedError(error)) return true;
  const text = `${serverMessageOf(error, '')} ${error instanceof Error ? error.message : ''}`;
  return /authenticat|log ?in|logged in|sign ?in/i.test(text);
}

export interface ActiveConversationOptions {
  api: ApiClient;
  toasts: ToastQueue;
  user: User | null | undefined;
  /** `?conversation=ID`: the conversation asked for; without it the most recent opens. */
  requestedId: Id | undefined;
  /** The full-page redirect after "Session Expired". */
  redirectToAuth: () => void;
  /** A conversation was created (on a send or on start): the page puts its id in the address. */
  onCreated?: (conversation: Conversation) => void;
  /** The asked-for conversation does not exist (or is another person's): the page opens the latest. */
  onMissing?: () => void;
}

/**
 * Which conversation the chat shows (DECISIONS "Conversations"): the one in the address, else the
 * most recent, else a new one started for a logged-in user (spec 4). "New conversation" shows an
 * empty chat whose conversation is created on its first send.
 */
export function useActiveConversation({
  api,
  toasts,
  user,
  requestedId,
  redirectToAuth,
  onCreated,
  onMissing,
}: ActiveConversationOptions) {
  const client = useQueryClient();
  const isLoggedIn = Boolean(user);
  // Only the first page is needed to know the latest; the history panel shares this query.
  const latestQuery = useInfiniteQuery({ ...conversationsQueryOptions('', api), enabled: isLoggedIn });
  const latestId = latestQuery.data?.pages[0]?.[0]?.id;

  const [created, setCreated] = useState<Conversation | null>(null);
  const [fresh, setFresh] = useState(false);
  const [startState, setStartState] = useState<StartState>('idle');

  const userId = user?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the person changes
  useEffect(() => {
    setCreated(null);
    setFresh(false);
    setStartState('idle');
  }, [userId]);

  // Asking for a conversation by address leaves the "new conversation" state.
  useEffect(() => {
    if (requestedId !== undefined) setFresh(false);
  }, [requestedId]);

  const activeId: Id | undefined = !user
    ? undefined
    : (requestedId ?? (fresh ? created?.id : (created?.id ?? latestId)));

  const messagesQuery = useQuery({ ...messagesQueryOptions(activeId ?? 0, api), enabled: activeId !== undefined });
  const missing =
    requestedId !== undefined && messagesQuery.error instanceof ApiError && messagesQuery.error.status === 404;
  const onMissingRef = useRef(onMissing);
  onMissingRef.current = onMissing;
  useEffect(() => {
    if (missing) onMissingRef.current?.();
  }, [missing]);

  const createConversation = useMutation(createConversationMutationOptions(api));
  const latest = useRef({ toasts, redirectToAuth, onCreated });
  latest.current = { toasts, redirectToAuth, onCreated };
  const starting = useRef<Promise<Conversation | null> | null>(null);

  const startConversation = useCallback(
    (origin: 'home' | 'send'): Promise<Conversation | null> => {
      if (starting.current) return starting.current;
      const run = (async () => {
        setStartState('starting');
        try {
          const conversation = await createConversation.mutateAsync();
          // A new conversation has no messages: nothing to read (and no read to race its first send).
          client.setQueryData<Message[]>(queryKeys.messages(conversation.id), []);
          setCreated(conversation);
          setStartState('idle');
          latest.current.onCreated?.(conversation);
          return conversation;
        } catch (error) {
          const { toasts: queue, redirectToAuth: redirect } = latest.current;
          if (isSessionExpiredError(error)) {
            queue.add(specToasts.sessionExpired());
            setStartState('sessionExpired');
            setTimeout(redirect, sessionExpiredRedirectMs);
          } else {
            // Spec 8: the toast says what happened; on the home screen's own start the Connection
            // Issue card with Try Again stands in the conversation's place too.
            queue.add(specToasts.connectionError());
            setStartState(origin === 'home' ? 'failed' : 'idle');
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

  // Spec 4: a logged-in user with no conversation gets one started automatically, once.
  const listEmpty = latestQuery.isSuccess && latestId === undefined;
  const autoStarted = useRef<Id | null>(null);
  useEffect(() => {
    if (!user || requestedId !== undefined || fresh || created || !listEmpty) return;
    if (autoStarted.current === user.id) return;
    autoStarted.current = user.id;
    void startConversation('home');
  }, [user, requestedId, fresh, created, listEmpty, startConversation]);

  /** "New conversation": an empty chat; its conversation is created on the first send. */
  const startNew = useCallback(() => {
    setCreated(null);
    setFresh(true);
    setStartState('idle');
  }, []);

  /** The conversation a send goes to: the active one, else one created now. */
  const conversationForSend = useCallback(
    async (): Promise<Conversation | null> => (activeId !== undefined ? { id: activeId } : startConversation('send')),
    [activeId, startConversation],
  );

  return {
    activeId,
    isFresh: fresh && activeId === undefined,
    /** The list of conversations is still loading, so which one opens is not known yet. */
    isResolving: isLoggedIn && requestedId === undefined && !fresh && !created && latestQuery.isPending,
    isListError: isLoggedIn && latestQuery.isError && requestedId === undefined && !fresh && !created,
    retryList: () => latestQuery.refetch(),
    messagesQuery,
    startState,
    startConversation,
    retryStart: () => startConversation('home'),
    startNew,
    conversationForSend,
  };
}

export type ActiveConversation = ReturnType<typeof useActiveConversation>;
