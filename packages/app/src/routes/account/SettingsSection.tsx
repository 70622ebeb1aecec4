import { Button, Card, Loader, Notice } from '@app/ui';
import type { ReactNode } from 'react';
import { pageMessages } from '../../pageMessages';
import { OutcomeRegion } from '../OutcomeRegion';
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
    <Card title={title} headingId={`${id}-title`} {...(danger ? { className: accountStyles.dangerZone } : {})}>
      {lead ? <p className={styles.muted}>{lead}</p> : null}
      {children}
    </Card>
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
  const outcome = done ? { ok: true, text: done } : failure ? { ok: false, text: failure } : null;
  return <OutcomeRegion outcome={outcome} className={accountStyles.outcome} />;
}
