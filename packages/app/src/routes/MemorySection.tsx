import type { Id } from '@app/contract';
import {
  deleteOwnMemoryMutationOptions,
  type Memory,
  type MemoryKind,
  ownMemoriesQueryOptions,
} from '@app/contract/memory';
import { Button, Card, Loader, Notice } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import * as styles from './page.css';

/** Loaded with the preferences page only (never the shell's entry). */
export const memoryMessages = {
  title: 'What Selene remembers',
  lead: 'Short facts Selene kept from your conversations, so her replies fit you. Nothing is kept from a conversation about a crisis. Forget any of them at any time.',
  loading: 'Loading what Selene remembers...',
  loadFailed: 'What Selene remembers could not be loaded.',
  retry: 'Try Again',
  empty: 'Selene remembers nothing about you yet.',
  kinds: {
    fact: 'About you',
    preference: 'Preference',
    'birth-data': 'Birth data',
    'recurring-theme': 'Recurring theme',
  } satisfies Record<MemoryKind, string>,
  from: (snippet: string) => `From your message: “${snippet}”`,
  since: (when: string) => `Kept ${when}`,
  forget: 'Forget',
  forgetLabel: (text: string) => `Forget “${text}”`,
  forgotten: (text: string) => `Selene forgot “${text}”.`,
  forgetAll: 'Forget Everything',
  confirmAll: (count: number) =>
    count === 1 ? 'Forget the 1 thing Selene remembers?' : `Forget all ${count} things Selene remembers?`,
  confirm: 'Yes, Forget Everything',
  cancel: 'Cancel',
  allForgotten: 'Selene forgot everything she remembered about you.',
  forgetFailed: 'That could not be forgotten just now. Please try again.',
} as const;
const m = memoryMessages;

function MemoryItem({ memory, onForget, isDisabled }: { memory: Memory; onForget: () => void; isDisabled: boolean }) {
  const formatTime = useFormatDateTime('date');
  return (
    <Card elementType="li">
      <p className={styles.muted}>{m.kinds[memory.kind]}</p>
      <p className={styles.text}>
        <strong>{memory.text}</strong>
      </p>
      {memory.sourceSnippet ? <p className={styles.muted}>{m.from(memory.sourceSnippet)}</p> : null}
      <p className={styles.muted}>{m.since(formatTime(memory.createdAt))}</p>
      <div className={styles.actions}>
        <Button variant="secondary" aria-label={m.forgetLabel(memory.text)} isDisabled={isDisabled} onPress={onForget}>
          {m.forget}
        </Button>
      </div>
    </Card>
  );
}

/** The person's memories in /preferences: each with where it came from, to forget one or all. */
export function MemorySection() {
  const query = useQuery(ownMemoriesQueryOptions(apiClient));
  const forget = useMutation(deleteOwnMemoryMutationOptions(apiClient));
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const memories = query.data?.memories ?? [];

  const forgetOne = (id: Id | 'all', done: string) => {
    setOutcome(null);
    forget.mutate(id, {
      onSuccess: () => setOutcome({ text: done, failed: false }),
      onError: () => setOutcome({ text: m.forgetFailed, failed: true }),
      onSettled: () => setConfirmingAll(false),
    });
  };

  return (
    <Card title={m.title} headingId="memories-title">
      <p className={styles.muted}>{m.lead}</p>
      <div role="status">{outcome && !outcome.failed ? <Notice tone="positive">{outcome.text}</Notice> : null}</div>
      {outcome?.failed ? (
        <Notice tone="critical" announce="assertive">
          {outcome.text}
        </Notice>
      ) : null}
      {query.isPending ? (
        <Loader size="sm" label={m.loading} showLabel />
      ) : query.isError ? (
        <div className={styles.actions}>
          <Notice tone="critical">{m.loadFailed}</Notice>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : memories.length === 0 ? (
        <p className={styles.text}>{m.empty}</p>
      ) : (
        <>
          <ul className={styles.list} aria-labelledby="memories-title">
            {memories.map((memory) => (
              <MemoryItem
                key={String(memory.id)}
                memory={memory}
                isDisabled={forget.isPending}
                onForget={() => forgetOne(memory.id, m.forgotten(memory.text))}
              />
            ))}
          </ul>
          {confirmingAll ? (
            <div className={styles.actions}>
              <p className={styles.text}>{m.confirmAll(memories.length)}</p>
              <Button variant="primary" isDisabled={forget.isPending} onPress={() => forgetOne('all', m.allForgotten)}>
                {m.confirm}
              </Button>
              <Button variant="secondary" onPress={() => setConfirmingAll(false)}>
                {m.cancel}
              </Button>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => setConfirmingAll(true)}>
                {m.forgetAll}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
