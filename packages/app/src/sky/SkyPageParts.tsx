import { type Profile, profileQueryOptions } from '@app/contract';
import { Button, ButtonLink, Card, Loader, Notice } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiClient } from '../app/api';
import { skyPageMessages as messages } from './messages';
import * as styles from './skyPages.css';

/** The user's profile (birth data and onboarding progress), read through the contract. */
export function useProfile() {
  return useQuery(profileQueryOptions(apiClient));
}

/** The page frame: one h1 and a lead. */
export function SkyPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="sky-page-title" className={styles.page}>
      <header className={styles.header}>
        <h1 id="sky-page-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}

export function CentredLoader({ label }: { label: string }) {
  return (
    <div className={styles.centred}>
      <Loader variant="constellation" size="lg" label={label} showLabel />
    </div>
  );
}

export function ErrorCard({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Notice tone="critical" announce="assertive">
      <p>{message}</p>
      {onRetry ? (
        <div className={styles.retry}>
          <Button variant="primary" onPress={onRetry}>
            {messages.retry}
          </Button>
        </div>
      ) : null}
    </Notice>
  );
}

/** The call to onboarding when a page needs birth data it does not have. */
export function MissingBirthData({ explanation, step = 1 }: { explanation: string; step?: number }) {
  return (
    <Card title={messages.missingBirthData.title}>
      <p className={styles.text}>{explanation}</p>
      <div>
        <ButtonLink variant="primary" href={`/onboarding/${step}`}>
          {messages.missingBirthData.action}
        </ButtonLink>
      </div>
    </Card>
  );
}

/** How the sky was computed, stated beside the results (issue 7). */
export function MethodStatement({ description, notes = [] }: { description: string; notes?: readonly string[] }) {
  return (
    <section aria-labelledby="sky-method" className={styles.section}>
      <h2 id="sky-method" className={styles.sectionTitle}>
        {messages.method.title}
      </h2>
      <p className={styles.muted}>{description}</p>
      {notes.map((note) => (
        <p key={note} className={styles.muted}>
          {note}
        </p>
      ))}
    </section>
  );
}

/**
 * Renders `children(profile)` once the profile is here; a loader while it loads, an error with a
 * retry when it fails. A logged-out reader (null) gets `loggedOut`.
 */
export function WithProfile({
  children,
  loggedOut = null,
}: {
  children: (profile: Profile) => ReactNode;
  loggedOut?: ReactNode;
}) {
  const profile = useProfile();
  if (profile.isPending) return <CentredLoader label={messages.loadingProfile} />;
  if (profile.isError) {
    return <ErrorCard message={messages.profileError} onRetry={() => void profile.refetch()} />;
  }
  if (profile.data === null) return <>{loggedOut}</>;
  return <>{children(profile.data)}</>;
}
