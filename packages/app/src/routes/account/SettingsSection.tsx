import { Button, Loader, Notice } from '@app/ui';
import type { ReactNode } from 'react';
import { pageMessages } from '../../pageMessages';
import * as styles from '../page.css';
import * as accountStyles from './account.css';

const m = pageMessages.accountSettings;

/** One section of the settings page: a titled card. */
export function SettingsSection({
  id,
  title,
  lead,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={danger ? `${styles.card} ${accountStyles.dangerZone}` : styles.card}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {title}
      </h2>
      {lead ? <p className={styles.muted}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** A section's data while it loads, or why it could not, with a try again. */
export function LoadState({ isError, retry }: { isError: boolean; retry: () => void }) {
  if (!isError) return <Loader size="sm" label={m.loading} showLabel />;
  return (
    <div className={styles.form}>
      <Notice tone="critical" announce="assertive">
        {m.loadFailed}
      </Notice>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={retry}>
          {m.tryAgain}
        </Button>
      </div>
    </div>
  );
}

/** What a section's call turned into: said politely when it worked, as an alert when it did not. */
export function Outcome({ done, failure }: { done: string | null; failure: string | null }) {
  return (
    <>
      <div role="status">
        {done ? (
          <Notice tone="positive" className={accountStyles.outcome}>
            {done}
          </Notice>
        ) : null}
      </div>
      {failure ? (
        <Notice tone="critical" announce="assertive" className={accountStyles.outcome}>
          {failure}
        </Notice>
      ) : null}
    </>
  );
}
