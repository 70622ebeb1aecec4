import { type TeachingUsage, teachingUsageQueryOptions } from '@app/contract/teachingUsage';
import { Button, Loader, Notice } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import * as styles from './page.css';

/** Loaded with the knowledge base page only (never the shell's entry). */
export const teachingUsageMessages = {
  title: 'How Selene drew on the teachings',
  ownLead: 'Each of your teachings, with how many replies named it and how the people asking rated those replies.',
  allLead: "Every teaching, everyone's, with how many replies named it and how those replies were rated.",
  caption: (count: number) => (count === 1 ? '1 teaching, most used first' : `${count} teachings, most used first`),
  loading: 'Loading how the teachings were used...',
  failed: 'How the teachings were used could not be loaded.',
  retry: 'Try Again',
  empty: 'You have not added a teaching yet: once you do, its use in replies shows here.',
  columns: {
    teaching: 'Teaching',
    author: 'Added by',
    uses: 'Replies',
    helpful: 'Helpful',
    notHelpful: 'Not helpful',
    lastUsed: 'Last drawn on',
  },
  starting: 'Starting knowledge base',
  never: 'Not yet',
} as const;
const m = teachingUsageMessages;

function UsageRow({ teaching, showAuthor }: { teaching: TeachingUsage; showAuthor: boolean }) {
  const formatTime = useFormatDateTime();
  return (
    <tr>
      <th scope="row">
        {teaching.title}
        <div className={styles.muted}>{teaching.domain}</div>
      </th>
      {showAuthor ? <td>{teaching.author ?? m.starting}</td> : null}
      <td>{teaching.uses}</td>
      <td>{teaching.helpful}</td>
      <td>{teaching.notHelpful}</td>
      <td>{teaching.lastUsedAt ? formatTime(teaching.lastUsedAt) : m.never}</td>
    </tr>
  );
}

/**
 * For teachers (their own teachings) and admins (everyone's): how often replies drew on each
 * teaching and the feedback on those replies.
 */
export function TeachingUsageSection() {
  const query = useQuery(teachingUsageQueryOptions(apiClient));
  const list = query.data;
  const showAuthor = list?.scope === 'all';
  return (
    <section aria-labelledby="usage-title" className={styles.form}>
      <h2 id="usage-title" className={styles.subtitle}>
        {m.title}
      </h2>
      {query.isPending ? (
        <Loader size="sm" label={m.loading} showLabel />
      ) : query.isError || !list ? (
        <Notice tone="critical" announce="assertive">
          <p>{m.failed}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => void query.refetch()}>
              {m.retry}
            </Button>
          </div>
        </Notice>
      ) : list.teachings.length === 0 ? (
        <p>{m.empty}</p>
      ) : (
        <>
          <p>{showAuthor ? m.allLead : m.ownLead}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard. */}
          <section className={styles.tableScroll} tabIndex={0} aria-labelledby="usage-caption">
            <table className={styles.table}>
              <caption id="usage-caption">{m.caption(list.teachings.length)}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.columns.teaching}</th>
                  {showAuthor ? <th scope="col">{m.columns.author}</th> : null}
                  <th scope="col">{m.columns.uses}</th>
                  <th scope="col">{m.columns.helpful}</th>
                  <th scope="col">{m.columns.notHelpful}</th>
                  <th scope="col">{m.columns.lastUsed}</th>
                </tr>
              </thead>
              <tbody>
                {list.teachings.map((teaching) => (
                  <UsageRow key={String(teaching.teachingId)} teaching={teaching} showAuthor={showAuthor} />
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
