import { authErrorOf, serverMessageOf } from '@app/contract';
import {
  refusedImportReportOf,
  type UserImportLine,
  type UserImportReport,
  type UserImportResult,
  userImportColumns,
  userImportDryRunMutationOptions,
  userImportLimits,
  userImportMutationOptions,
} from '@app/contract/userGenerator';
import { Button, Card, Notice, TextArea } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DropZone, FileTrigger, Form } from 'react-aria-components';
import { apiClient } from '../app/api';
import { appMessages } from '../messages';
import { OutcomeRegion } from '../routes/OutcomeRegion';
import * as styles from '../routes/page.css';
import { SubmitButton } from '../routes/SubmitButton';
import { usePageTitle } from '../routes/usePageTitle';
import * as own from './UserGeneratorPage.css';
import { userGeneratorMessages as m } from './userGeneratorMessages';

const exampleCsv = 'username,email,role,tier\nluna,luna@example.com,client,core\norion,orion@example.com,teacher,free';

/** The server's words for a refused call: a field's own message first (the body's schema), else the message. */
function failureText(error: unknown, fallback: string): string {
  return authErrorOf(error)?.errors[0]?.message ?? serverMessageOf(error, fallback);
}

const isCsvFile = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** Reads a chosen or dropped file's text into the text area, or says why it cannot. */
async function readCsvFile(file: File): Promise<{ text: string } | { error: string }> {
  if (!isCsvFile(file)) return { error: m.notCsvFile(file.name) };
  // Characters are at most bytes: a file this large cannot fit, so it is not read at all.
  if (file.size > userImportLimits.maxCharacters * 4) {
    return { error: m.fileTooLarge(file.name, userImportLimits.maxCharacters.toLocaleString('en-US')) };
  }
  try {
    const text = await file.text();
    if (text.length > userImportLimits.maxCharacters) {
      return { error: m.fileTooLarge(file.name, userImportLimits.maxCharacters.toLocaleString('en-US')) };
    }
    return { text };
  } catch {
    return { error: m.fileUnreadable(file.name) };
  }
}

function ReportRow({ entry }: { entry: UserImportLine }) {
  const invalid = entry.errors.length > 0;
  return (
    <tr data-invalid={invalid || undefined}>
      <th scope="row" data-label={m.columns.line}>
        {entry.line}
      </th>
      {userImportColumns.map((column) => (
        <td key={column} data-label={m.columns[column]}>
          {entry[column] || m.empty}
        </td>
      ))}
      <td data-label={m.columns.problems}>
        {invalid ? (
          <ul className={own.problems}>
            {entry.errors.map((issue) => (
              <li key={`${issue.field}:${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        ) : (
          <span className={own.okState}>{m.ok}</span>
        )}
      </td>
    </tr>
  );
}

/** The dry run's report: a summary (announced) and a table of every line, stacked on a phone. */
function Report({ report }: { report: UserImportReport }) {
  return (
    <Card title={m.reportTitle} className={styles.form}>
      <Notice tone={report.invalid === 0 ? 'positive' : 'critical'}>
        {m.reportSummary(report.lines.length, report.invalid)}
      </Notice>
      {/* Scrolls inside itself if a wide screen's column cannot wrap; a phone stacks the rows. */}
      <section className={styles.tableScroll} aria-label={m.tableLabel}>
        <table className={`${styles.table} ${own.report}`}>
          <caption>{m.tableLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{m.columns.line}</th>
              {userImportColumns.map((column) => (
                <th key={column} scope="col">
                  {m.columns[column]}
                </th>
              ))}
              <th scope="col">{m.columns.problems}</th>
            </tr>
          </thead>
          <tbody>
            {report.lines.map((entry) => (
              <ReportRow key={entry.line} entry={entry} />
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

/** The import's outcome: how many were made and mailed, and who. */
function Result({ result, onAgain }: { result: UserImportResult; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const missing = result.created.length - result.invitationsSent;
  return (
    <Card title={m.resultTitle} headingRef={heading} className={styles.form}>
      <Notice tone="positive" announce="polite">
        {m.resultSummary(result.created.length, result.invitationsSent, result.invitationDays)}
      </Notice>
      {missing > 0 ? (
        <Notice tone="critical" announce="assertive">
          {m.mailShortfall(missing)}
        </Notice>
      ) : null}
      <ul className={own.created} aria-label={m.createdLabel}>
        {result.created.map((user) => (
          <li key={user.id}>{m.createdItem(user.username, user.email, user.role, user.tier)}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onAgain}>
          {m.again}
        </Button>
      </div>
    </Card>
  );
}

/**
 * `/admin/user-generator` (admins): paste or upload CSV, check it (a dry run: a report of every line,
 * nothing stored), then create every user at once; each is mailed an invitation link.
 */
export function UserGeneratorPage() {
  const title = usePageTitle() ?? appMessages.titles.userGenerator;
  const [csv, setCsv] = useState('');
  const [fileNote, setFileNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  // The report belongs to the text it was made from: any edit sets it aside until checked again.
  const [report, setReport] = useState<UserImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<UserImportResult | null>(null);
  const dryRun = useMutation(userImportDryRunMutationOptions(apiClient));
  const create = useMutation(userImportMutationOptions(apiClient));

  const changeCsv = (text: string) => {
    setCsv(text);
    setReport(null);
    setFailure(null);
  };

  const loadFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readCsvFile(file);
    if ('error' in read) {
      setFileNote({ kind: 'error', text: read.error });
      return;
    }
    changeCsv(read.text);
    setFileNote({ kind: 'ok', text: m.fileLoaded(file.name) });
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dryRun.isPending) return;
    setFailure(null);
    setReport(null);
    dryRun.mutate(
      { csv },
      {
        onSuccess: setReport,
        onError: (error) => setFailure(failureText(error, m.checkFailed)),
      },
    );
  };

  const createUsers = () => {
    if (create.isPending) return;
    setFailure(null);
    create.mutate(
      { csv },
      {
        onSuccess: (created) => {
          setResult(created);
          setReport(null);
          setCsv('');
          setFileNote(null);
        },
        onError: (error) => {
          // Someone took a name since the check: the fresh report shows which lines.
          const refused = refusedImportReportOf(error);
          if (refused) setReport(refused);
          setFailure(failureText(error, m.createFailed));
        },
      },
    );
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {result ? (
        <Result result={result} onAgain={() => setResult(null)} />
      ) : (
        <>
          <Card title={m.formatTitle} className={styles.form}>
            <p className={styles.text}>{m.formatBody(userImportLimits.maxRows)}</p>
            <figure className={styles.figure}>
              <figcaption className={styles.label}>{m.example}</figcaption>
              <pre className={styles.codeBlock}>{exampleCsv}</pre>
            </figure>
            <Notice tone="info">{m.allOrNothing}</Notice>
          </Card>
          <Card>
            <Form className={styles.form} onSubmit={check} aria-label={m.check}>
              <TextArea
                label={m.csvLabel}
                description={m.csvHint}
                name="csv"
                value={csv}
                onChange={changeCsv}
                isCode
                rows={7}
                spellCheck="false"
              />
              <DropZone
                className={own.dropZone}
                aria-label={m.dropLabel}
                onDrop={async (event) => {
                  for (const item of event.items) {
                    if (item.kind === 'file') {
                      await loadFile(await item.getFile());
                      return;
                    }
                  }
                }}
              >
                <span>{m.dropLabel}</span>
                <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => void loadFile(files?.[0])}>
                  <Button variant="secondary">{m.chooseFile}</Button>
                </FileTrigger>
              </DropZone>
              <OutcomeRegion
                outcome={fileNote?.kind === 'error' ? { ok: false, text: fileNote.text } : null}
                idle={<p className={styles.muted}>{fileNote?.text ?? ''}</p>}
              />
              <div className={styles.actions}>
                <SubmitButton isBusy={dryRun.isPending} label={m.check} busyLabel={m.checking} />
              </div>
              {failure ? (
                <Notice tone="critical" announce="assertive">
                  {failure}
                </Notice>
              ) : null}
            </Form>
          </Card>
          {/* The report's summary is announced as it arrives. */}
          <div aria-live="polite" className={styles.form}>
            {report ? <Report report={report} /> : null}
          </div>
          {report ? (
            <Card className={styles.form} aria-label={m.create(report.valid)}>
              {report.invalid === 0 ? (
                <div className={styles.actions}>
                  <Button variant="primary" onPress={createUsers}>
                    {create.isPending ? m.creating : m.create(report.valid)}
                  </Button>
                </div>
              ) : (
                <p className={styles.text}>{m.fixFirst(report.invalid)}</p>
              )}
            </Card>
          ) : null}
        </>
      )}
    </section>
  );
}
