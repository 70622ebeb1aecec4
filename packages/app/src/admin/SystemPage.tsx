import { type OutboxMail, outboxQueryOptions, type SystemInfo, systemInfoQueryOptions } from '@app/contract/admin';
import { Button, Card, Loader } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import { adminMessages, formatBytes, formatUptime } from './adminMessages';
import { LoadFailed } from './LoadFailed';
import * as own from './SystemPage.css';

const m = adminMessages.system;

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={own.fact}>
      <dt className={own.factLabel}>{label}</dt>
      <dd className={own.factValue}>
        {value}
        {detail ? <span className={own.mailMeta}> {detail}</span> : null}
      </dd>
    </div>
  );
}

function ServerState({ info }: { info: SystemInfo }) {
  const formatTime = useFormatDateTime();
  return (
    <>
      <Card title={m.stateTitle}>
        <dl className={own.facts}>
          <Fact label={m.version} value={info.version} />
          <Fact
            label={m.uptime}
            value={formatUptime(info.uptimeSeconds)}
            detail={m.startedAt(formatTime(info.startedAt))}
          />
          <Fact label={m.storage} value={m.storageKinds[info.storage.kind]} />
          <Fact
            label={m.size}
            value={info.storage.sizeBytes === null ? m.sizeUnknown : formatBytes(info.storage.sizeBytes)}
          />
          <Fact label={m.assistant} value={info.providers.assistant} />
          <Fact label={m.tts} value={info.providers.tts ?? m.noTts} />
          <Fact label={m.payments} value={m.paymentProviders[info.providers.payments] ?? info.providers.payments} />
          <Fact label={m.mailer} value={m.mailers[info.mailer]} />
        </dl>
      </Card>
      <Card title={m.errorsTitle} headingId="errors-title">
        {info.recentErrors.length === 0 ? (
          <p className={styles.muted}>{m.errorsEmpty}</p>
        ) : (
          <ol className={styles.list} aria-labelledby="errors-title">
            {info.recentErrors.map((error) => (
              <li key={`${error.time}-${error.message}-${error.details}`} className={own.mail}>
                <span className={own.mailSubject}>{error.message}</span>
                <span className={own.mailMeta}>{formatTime(error.time)}</span>
                {error.details !== '{}' ? <pre className={own.preformatted}>{error.details}</pre> : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title={m.migrationsTitle}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard. */}
        <section className={styles.tableScroll} tabIndex={0} aria-labelledby="migrations-caption">
          <table className={styles.table}>
            <caption id="migrations-caption">{m.migrationsCaption(info.migrations.length)}</caption>
            <thead>
              <tr>
                <th scope="col">{m.migrationId}</th>
                <th scope="col">{m.migrationName}</th>
                <th scope="col">{m.migrationApplied}</th>
              </tr>
            </thead>
            <tbody>
              {info.migrations.map((migration) => (
                <tr key={migration.id}>
                  <td>{migration.id}</td>
                  <td>{migration.name}</td>
                  <td>{formatTime(migration.appliedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Card>
    </>
  );
}

function Mail({ mail }: { mail: OutboxMail }) {
  const formatTime = useFormatDateTime();
  return (
    <li>
      <Disclosure className={own.mail}>
        <Heading level={3} style={{ margin: 0, fontSize: 'inherit' }}>
          <AriaButton slot="trigger" className={own.mailTrigger}>
            <span className={own.mailSubject}>{mail.subject}</span>
            <span className={own.mailMeta}>
              {m.to(mail.to)} · {formatTime(mail.createdAt)}
            </span>
          </AriaButton>
        </Heading>
        <DisclosurePanel>
          <pre className={own.preformatted}>{mail.text}</pre>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}

function OutboxSection() {
  const outbox = useQuery(outboxQueryOptions(apiClient));
  return (
    <Card title={m.outboxTitle} headingId="outbox-title">
      <p className={styles.muted}>{m.outboxLead}</p>
      {outbox.isPending ? (
        <Loader size="md" label={m.outboxLoading} showLabel />
      ) : outbox.isError ? (
        <LoadFailed retryLabel={m.retry} message={m.outboxFailed} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.messages.length === 0 ? (
        <p className={styles.muted}>{outbox.data.mailer === 'smtp' ? m.outboxSmtp : m.outboxEmpty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="outbox-title">
          {outbox.data.messages.map((mail) => (
            <Mail key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void outbox.refetch()}>
          {m.refresh}
        </Button>
      </div>
    </Card>
  );
}

/** `/system` (admins): the server's state, its last errors, its migrations and the e-mail outbox. */
export function SystemPage() {
  const title = usePageTitle() ?? appMessages.titles.system;
  const info = useQuery(systemInfoQueryOptions(apiClient));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {info.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : info.isError ? (
        <LoadFailed retryLabel={m.retry} message={m.failed} onRetry={() => void info.refetch()} />
      ) : (
        <ServerState info={info.data} />
      )}
      <OutboxSection />
    </section>
  );
}
