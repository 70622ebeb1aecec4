import { serverMessageOf } from '@app/contract';
import {
  type PersonaHistory,
  type PersonaKey,
  type PersonaVersion,
  personaContentLines,
  personaKeys,
  personaNames,
  personaVersionsQueryOptions,
  rollbackPersonaMutationOptions,
} from '@app/contract/personas';
import { Button, Card, Loader, Select, visuallyHidden } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import * as accountStyles from '../routes/account/account.css';
import type { ActionOutcome } from '../routes/OutcomeRegion';
import * as styles from '../routes/page.css';
import { SaveResult } from '../routes/SaveResult';
import { usePageTitle } from '../routes/usePageTitle';
import { foldUnchanged, lineDiff } from './lineDiff';
import { trainingMessages } from './messages';
import { LoadFailed } from './parts';
import * as own from './training.css';

const m = trainingMessages.history;
const marks = { same: ' ', added: '+', removed: '-' } as const;

/** What changed in `version` against the version before it, line by line. */
function VersionDiff({ version, previous }: { version: PersonaVersion; previous: PersonaVersion | undefined }) {
  const lines = useMemo(
    () => (previous ? lineDiff(personaContentLines(previous.content), personaContentLines(version.content)) : []),
    [version, previous],
  );
  if (!previous) return <p className={styles.muted}>{m.firstVersion}</p>;
  const added = lines.filter((line) => line.kind === 'added').length;
  const removed = lines.filter((line) => line.kind === 'removed').length;
  return (
    <>
      <h3 className={styles.label}>{m.diffTitle(version.version, previous.version)}</h3>
      {added + removed === 0 ? (
        <p className={styles.muted}>{m.noChanges}</p>
      ) : (
        <>
          <p className={styles.muted}>{m.diffSummary(added, removed)}</p>
          {/* Focusable so a keyboard can scroll it. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
          <ul className={own.diff} aria-label={m.diffTitle(version.version, previous.version)} tabIndex={0}>
            {foldUnchanged(lines).map((line, index) =>
              line.kind === 'folded' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a diff line is its place in the diff.
                <li key={index} className={own.diffFolded}>
                  {m.folded(line.count)}
                </li>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a diff line is its place in the diff.
                <li key={index} className={own.diffLine[line.kind]}>
                  <span className={own.diffMark} aria-hidden="true">
                    {marks[line.kind]}
                  </span>
                  {line.kind === 'same' ? null : (
                    <span className={visuallyHidden}>{line.kind === 'added' ? m.added : m.removed}: </span>
                  )}
                  <span>{line.text}</span>
                </li>
              ),
            )}
          </ul>
        </>
      )}
    </>
  );
}

/** The confirmation before a rollback: what happens, then Roll Back or Cancel. */
function RollbackDialog({
  personaKey,
  version,
  next,
  onDone,
}: {
  personaKey: PersonaKey;
  version: number;
  next: number;
  onDone: (outcome: ActionOutcome) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const rollback = useMutation(rollbackPersonaMutationOptions(personaKey, apiClient));
  const confirm = () =>
    rollback.mutate(
      { version },
      {
        onSuccess: (detail) => {
          setOpen(false);
          onDone({ ok: true, text: m.rolledBack(detail.published.version, version) });
        },
        onError: (error) => {
          setOpen(false);
          onDone({ ok: false, text: serverMessageOf(error, m.failedRollback) });
        },
      },
    );
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {m.rollback(version)}
      </Button>
      <ModalOverlay className={accountStyles.overlay} isDismissable isOpen={isOpen} onOpenChange={setOpen}>
        <Modal className={accountStyles.modal}>
          <Dialog role="alertdialog" className={accountStyles.dialog}>
            <Heading slot="title" className={styles.subtitle}>
              {m.confirmTitle(version)}
            </Heading>
            <p className={styles.text}>{m.confirmText(version, next)}</p>
            <div className={styles.actions}>
              <Button slot="close" variant="secondary">
                {m.cancel}
              </Button>
              <Button variant="primary" onPress={confirm} isDisabled={rollback.isPending}>
                {rollback.isPending ? m.rollingBack : m.confirm}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

function Versions({ history }: { history: PersonaHistory }) {
  const formatTime = useFormatDateTime();
  const [openVersion, setOpenVersion] = useState<number | null>(history.versions[0]?.version ?? null);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  if (history.versions.length === 0)
    return (
      <Card>
        <p className={styles.text}>{m.empty}</p>
      </Card>
    );
  const newest = history.versions[0]!.version;
  const index = history.versions.findIndex((entry) => entry.version === openVersion);
  const open = history.versions[index];
  return (
    <div className={own.historyLayout}>
      <Card title={m.versionsLabel}>
        <ul className={own.versionList}>
          {history.versions.map((entry) => (
            <li key={entry.version}>
              <AriaButton
                className={own.versionRow}
                onPress={() => setOpenVersion(entry.version)}
                aria-current={entry.version === openVersion || undefined}
              >
                <span className={own.rowTitle}>
                  {m.version(entry.version)}
                  {entry.version === newest ? ` · ${m.current}` : ''}
                </span>
                <span className={own.rowMeta}>
                  {m.meta(formatTime(entry.publishedAt), entry.publishedBy)}
                  {entry.rolledBackFrom ? ` · ${m.restores(entry.rolledBackFrom)}` : ''}
                </span>
              </AriaButton>
            </li>
          ))}
        </ul>
      </Card>
      <Card className={styles.form} aria-label={m.versionsLabel}>
        {outcome ? <SaveResult outcome={outcome} /> : null}
        {open ? (
          <>
            <VersionDiff version={open} previous={history.versions[index + 1]} />
            {open.version === newest ? null : (
              <div className={styles.actions}>
                <RollbackDialog
                  personaKey={history.key}
                  version={open.version}
                  next={newest + 1}
                  onDone={(result) => {
                    setOutcome(result);
                    if (result?.ok) setOpenVersion(newest + 1);
                  }}
                />
              </div>
            )}
          </>
        ) : (
          <p className={styles.muted}>{m.choose}</p>
        )}
      </Card>
    </div>
  );
}

/** `/training-history` (admins): every published version of a persona, a line diff of each, and rollback. */
export function TrainingHistoryPage() {
  const title = usePageTitle() ?? appMessages.titles.trainingHistory;
  const [personaKey, setPersonaKey] = useState<PersonaKey>('selene');
  const history = useQuery(personaVersionsQueryOptions(personaKey, apiClient));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <div className={own.personaPicker}>
        <Select
          label={m.persona}
          value={personaKey}
          options={personaKeys.map((key) => ({ id: key, label: personaNames[key] }))}
          onChange={(id) => setPersonaKey(id as PersonaKey)}
        />
      </div>
      {history.isPending ? (
        <Card>
          <Loader size="md" label={m.loading} showLabel />
        </Card>
      ) : history.isError ? (
        <LoadFailed message={m.failed} onRetry={() => void history.refetch()} />
      ) : (
        <Versions key={personaKey} history={history.data} />
      )}
    </section>
  );
}
