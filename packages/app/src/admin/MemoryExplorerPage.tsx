import { ApiError } from '@app/contract';
import {
  deleteUserMemoryMutationOptions,
  type Memory,
  type MemoryUser,
  memoryUserSearchMax,
  memoryUsersQueryOptions,
  userMemoriesQueryOptions,
} from '@app/contract/memory';
import { Button, Card, Loader, Notice, SearchField } from '@app/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import { LoadFailed } from './LoadFailed';
import * as own from './MemoryExplorerPage.css';
import { memoryExplorerMessages as m } from './memoryExplorerMessages';

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const userIdOf = (raw: unknown): number | undefined => {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
};

/** The person opened lives in the address (`?user=ID`), so the back button closes it. */
function useOpenedUser() {
  const user = useSearch({ strict: false, select: (search: Record<string, unknown>) => userIdOf(search.user) });
  const navigate = useNavigate();
  return {
    user,
    open: (id: number) => void navigate({ to: '/memory-explorer', search: { user: id } }),
    close: () => void navigate({ to: '/memory-explorer', search: {} }),
  };
}

function UserList({
  users,
  opened,
  onOpen,
}: {
  users: MemoryUser[];
  opened: number | undefined;
  onOpen: (id: number, username: string) => void;
}) {
  return (
    <ul className={styles.list} aria-label={m.usersTitle}>
      {users.map((user) => (
        <li key={String(user.id)}>
          <AriaButton
            className={own.userButton}
            aria-current={Number(user.id) === opened ? 'true' : undefined}
            onPress={() => onOpen(Number(user.id), user.username)}
          >
            <span className={own.username}>{user.username}</span>{' '}
            <span className={own.count}>{m.memoryCount(user.memoryCount)}</span>
          </AriaButton>
        </li>
      ))}
    </ul>
  );
}

function UsersPanel({
  opened,
  onOpen,
}: {
  opened: number | undefined;
  onOpen: (id: number, username: string) => void;
}) {
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const list = useQuery({ ...memoryUsersQueryOptions(settled, apiClient), placeholderData: keepPreviousData });
  return (
    <Card title={m.usersTitle}>
      <SearchField
        className={styles.searchField}
        label={m.search}
        description={m.searchHint}
        value={search}
        onChange={setSearch}
        maxLength={memoryUserSearchMax}
      />
      {/* The count is announced as a search changes the results. */}
      <p className={styles.muted} role="status">
        {list.data ? m.usersCount(list.data.users.length) : ''}
      </p>
      {list.isPending ? (
        <Loader size="md" label={m.usersLoading} showLabel />
      ) : list.isError ? (
        <LoadFailed message={m.usersFailed} retryLabel={m.retry} onRetry={() => void list.refetch()} />
      ) : list.data.users.length === 0 ? (
        <p className={styles.muted}>{settled ? m.noMatch(settled) : m.noUsers}</p>
      ) : (
        <UserList users={list.data.users} opened={opened} onOpen={onOpen} />
      )}
    </Card>
  );
}

function MemoryCard({
  memory,
  username,
  isDeleting,
  onDelete,
}: {
  memory: Memory;
  username: string;
  isDeleting: boolean;
  onDelete: () => void;
}) {
  const formatDate = useFormatDateTime('date');
  const [confirming, setConfirming] = useState(false);
  const kept = m.kept(formatDate(memory.createdAt));
  const updated = memory.updatedAt !== memory.createdAt ? `, ${m.updated(formatDate(memory.updatedAt))}` : '';
  return (
    <li className={own.memory}>
      <span className={own.kind}>{m.kinds[memory.kind]}</span>
      <p className={styles.text}>
        <strong>{memory.text}</strong>
      </p>
      <p className={styles.muted}>{memory.sourceSnippet ? m.from(memory.sourceSnippet) : m.sourceGone}</p>
      {/* Only a conversation with a rated reply opens there (the rated conversations page). */}
      {memory.conversationId !== null && memory.conversationOpens ? (
        <p className={styles.muted}>
          <Link
            className={styles.textLink}
            href={`/conversations?conversation=${encodeURIComponent(String(memory.conversationId))}`}
            aria-label={m.openConversationLabel(memory.text)}
          >
            {m.openConversation}
          </Link>
        </p>
      ) : null}
      <p className={styles.muted}>
        {kept}
        {updated}
      </p>
      {confirming ? (
        <div className={styles.actions}>
          <p className={styles.text}>{m.confirmDelete(memory.text, username)}</p>
          <Button variant="primary" isDisabled={isDeleting} onPress={onDelete}>
            {isDeleting ? m.deleting : m.confirm}
          </Button>
          <Button variant="secondary" isDisabled={isDeleting} onPress={() => setConfirming(false)}>
            {m.cancel}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-label={m.deleteLabel(memory.text)}
            isDisabled={isDeleting}
            onPress={() => setConfirming(true)}
          >
            {m.delete}
          </Button>
        </div>
      )}
    </li>
  );
}

function UserMemories({ userId, username, onClose }: { userId: number; username: string | null; onClose: () => void }) {
  // Every opening is a read the server records: nothing is kept once the view is left.
  const memories = useQuery({ ...userMemoriesQueryOptions(userId, apiClient), gcTime: 0 });
  const remove = useMutation(deleteUserMemoryMutationOptions(apiClient));
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const notFound = memories.error instanceof ApiError && memories.error.status === 404;
  const name = username ?? '';
  const deleteOne = (memory: Memory) => {
    setOutcome(null);
    remove.mutate(
      { userId, id: memory.id },
      {
        onSuccess: () => setOutcome({ text: m.deleted(memory.text), failed: false }),
        onError: () => setOutcome({ text: m.deleteFailed, failed: true }),
      },
    );
  };
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {m.back}
        </Button>
      </div>
      <h2 id="memories-title" ref={heading} tabIndex={-1} className={`${styles.subtitle} ${own.heading}`}>
        {username ? m.memoriesOf(username) : m.memoriesOfUnknown}
      </h2>
      <div role="status">{outcome && !outcome.failed ? <Notice tone="positive">{outcome.text}</Notice> : null}</div>
      {outcome?.failed ? (
        <Notice tone="critical" announce="assertive">
          {outcome.text}
        </Notice>
      ) : null}
      {memories.isPending ? (
        <Loader size="md" label={m.memoriesLoading} showLabel />
      ) : memories.isError ? (
        <LoadFailed
          message={notFound ? m.userNotFound : m.memoriesFailed}
          retryLabel={m.retry}
          onRetry={notFound ? undefined : () => void memories.refetch()}
        />
      ) : (
        <>
          <p className={styles.muted}>{m.auditNote}</p>
          {memories.data.memories.length === 0 ? (
            <p className={styles.text}>{m.noMemories}</p>
          ) : (
            <ul className={styles.list} aria-labelledby="memories-title">
              {memories.data.memories.map((memory) => (
                <MemoryCard
                  key={String(memory.id)}
                  memory={memory}
                  username={name}
                  isDeleting={remove.isPending}
                  onDelete={() => deleteOne(memory)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

/** `/memory-explorer` (admins): people Selene remembers something about; one opened; a memory deleted. */
export function MemoryExplorerPage() {
  const title = usePageTitle() ?? appMessages.titles.memoryExplorer;
  const { user, open, close } = useOpenedUser();
  // The opened person's name, from the list they were chosen in (a shared address reads it too).
  const [names, setNames] = useState<Record<number, string>>({});
  const allUsers = useQuery({ ...memoryUsersQueryOptions('', apiClient), enabled: user !== undefined });
  const username =
    user === undefined
      ? null
      : (names[user] ?? allUsers.data?.users.find((entry) => Number(entry.id) === user)?.username ?? null);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <div className={own.split}>
        <UsersPanel
          opened={user}
          onOpen={(id, name) => {
            setNames((known) => ({ ...known, [id]: name }));
            open(id);
          }}
        />
        <Card aria-label={m.detailLabel}>
          {user === undefined ? (
            <p className={styles.muted}>{m.choose}</p>
          ) : (
            <UserMemories key={user} userId={user} username={username} onClose={close} />
          )}
        </Card>
      </div>
    </section>
  );
}
