import {
  type ApiClient,
  conversationSearchMaxLength,
  conversationsQueryOptions,
  deleteConversationMutationOptions,
  type Id,
  renameConversationMutationOptions,
} from '@app/contract';
import { ConversationDrawer, ConversationHistory } from '@app/ui';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDisplayTime } from '../app/displayTime';

/** Typing in the search waits this long before asking the server. */
export const conversationSearchDelayMs = 250;

export interface ConversationPanelProps {
  api: ApiClient;
  activeId: Id | undefined;
  /** The address of a conversation (the chat's path with `?conversation=ID`). */
  hrefOf: (id: Id) => string;
  onNewConversation: () => void;
  /** A conversation was deleted for good (the page leaves it if it was open). */
  onDeleted: (id: Id) => void;
  /** Fixed "now" for stable stories. */
  now?: number;
}

/**
 * The history of conversations (DECISIONS "Conversations"): searchable, paged, renamable, deletable
 * with undo. Its own chunk: the chat's first paint does not wait for it.
 */
export function ConversationPanel({
  api,
  activeId,
  hrefOf,
  onNewConversation,
  onDeleted,
  now,
}: ConversationPanelProps) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () => setQuery(search.trim().slice(0, conversationSearchMaxLength)),
      conversationSearchDelayMs,
    );
    return () => clearTimeout(timer);
  }, [search]);

  const list = useInfiniteQuery(conversationsQueryOptions(query, api));
  const rename = useMutation(renameConversationMutationOptions(api));
  const remove = useMutation(deleteConversationMutationOptions(api));
  const conversations = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);

  const time = useDisplayTime();
  return (
    <ConversationHistory
      locale={time.locale}
      {...(time.timeZone ? { timeZone: time.timeZone } : {})}
      conversations={conversations}
      {...(activeId === undefined ? {} : { activeId })}
      hrefOf={(id) => hrefOf(id as Id)}
      search={search}
      onSearchChange={setSearch}
      status={list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
      onRetry={() => void list.refetch()}
      hasMore={list.hasNextPage}
      isLoadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      onNewConversation={onNewConversation}
      onRename={(id, title) => rename.mutateAsync({ conversationId: id as Id, title })}
      onDelete={(id) => {
        void remove.mutateAsync({ conversationId: id as Id }).then(
          () => onDeleted(id as Id),
          () => void list.refetch(),
        );
      }}
      {...(now === undefined ? {} : { now })}
    />
  );
}

export interface ConversationPanelDrawerProps extends ConversationPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  label: string;
}

/** On a phone the history is a drawer over the chat; same chunk as the panel (RAC's dialog with it). */
export function ConversationPanelDrawer({ isOpen, onOpenChange, label, ...panel }: ConversationPanelDrawerProps) {
  return (
    <ConversationDrawer isOpen={isOpen} onOpenChange={onOpenChange} label={label}>
      <ConversationPanel {...panel} />
    </ConversationDrawer>
  );
}
