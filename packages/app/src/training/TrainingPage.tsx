import { type PersonaSummary, personasQueryOptions } from '@app/contract/personas';
import { Badge, ButtonLink, Card, Loader } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import { trainingMessages } from './messages';
import { LoadFailed } from './parts';
import * as own from './training.css';

const m = trainingMessages.list;

function PersonaCard({ persona }: { persona: PersonaSummary }) {
  const formatTime = useFormatDateTime();
  const titleId = `persona-${persona.key}`;
  return (
    <Card elementType="li" aria-labelledby={titleId}>
      <div className={own.cardBody}>
        <h2 id={titleId} className={styles.subtitle}>
          {persona.name}
        </h2>
        <p className={styles.muted}>{m.descriptions[persona.key]}</p>
        <p className={styles.text}>{m.published(persona.publishedVersion, formatTime(persona.publishedAt))}</p>
        {persona.hasDraftChanges ? (
          <Badge tone="caution">{m.draftChanged}</Badge>
        ) : (
          <p className={styles.muted}>{m.draftClean}</p>
        )}
        {persona.hasDraftChanges ? (
          <p className={styles.muted}>{m.draftSaved(formatTime(persona.draftUpdatedAt))}</p>
        ) : null}
        <div className={styles.actions}>
          <ButtonLink variant="primary" href={`/training/${persona.key}`}>
            {m.edit(persona.name)}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}

/** `/training` (admins): the personas, each with its published version and the state of its draft. */
export function TrainingPage() {
  const title = usePageTitle() ?? appMessages.titles.training;
  const list = useQuery(personasQueryOptions(apiClient));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {list.isPending ? (
        <Card>
          <Loader size="md" label={m.loading} showLabel />
        </Card>
      ) : list.isError ? (
        <LoadFailed message={m.failed} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Card>
          <p className={styles.text}>{m.empty}</p>
        </Card>
      ) : (
        <ul className={own.personaGrid}>
          {list.data.map((persona) => (
            <PersonaCard key={persona.key} persona={persona} />
          ))}
        </ul>
      )}
      <p>
        <Link className={styles.textLink} href="/training-history">
          {m.history}
        </Link>
      </p>
    </section>
  );
}
