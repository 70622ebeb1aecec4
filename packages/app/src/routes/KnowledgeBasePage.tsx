import {
  createTeachingMutationOptions,
  type Domain,
  domainsQueryOptions,
  statsQueryOptions,
  type Teaching,
  teachingsQueryOptions,
} from '@app/contract';
import { Button, ButtonLink, Card, Loader, Notice, RadioGroup, TextArea, TextField } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FileTrigger, Form, Link } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useCurrentUser } from '../app/session';
import { specToasts } from '../app/specToasts';
import { appToasts } from '../app/toasts';
import { appMessages } from '../messages';
import * as kb from './KnowledgeBasePage.css';
import * as styles from './page.css';
import { SubmitButton } from './SubmitButton';
import { TeachingUsageSection } from './TeachingUsageSection';
import { usePageTitle } from './usePageTitle';

const m = appMessages.knowledge;

/** The largest teaching file accepted (1 MB). */
export const maxTeachingFileBytes = 1024 * 1024;
export const teachingFileExtensions = ['.txt', '.md'] as const;

/** Why a chosen file cannot be used, or null when it can. */
export function teachingFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!teachingFileExtensions.some((extension) => name.endsWith(extension))) return m.fileType;
  if (file.size > maxTeachingFileBytes) return m.fileTooLarge;
  return null;
}

/** Domains, teachings and stats, with the spec's load error as error state and toast (spec 8). */
function useKnowledge() {
  const domains = useQuery(domainsQueryOptions(apiClient));
  const teachings = useQuery(teachingsQueryOptions(apiClient));
  // The contract computes the stats from the teachings when the stats call fails (spec 3).
  const stats = useQuery(statsQueryOptions(apiClient));
  const failed = domains.isError || teachings.isError;
  // Counts failed reads while failing, so each new failure (a retry that fails again) toasts once.
  const failures = failed ? domains.errorUpdateCount + teachings.errorUpdateCount : 0;
  useEffect(() => {
    if (failures > 0) appToasts.add(specToasts.knowledgeLoadError());
  }, [failures]);
  return {
    domains: domains.data ?? [],
    teachings: teachings.data ?? [],
    stats: stats.data,
    isLoading: domains.isPending || teachings.isPending,
    failed,
    retry: () => {
      void domains.refetch();
      void teachings.refetch();
      void stats.refetch();
    },
  };
}

function domainName(domains: readonly Domain[], id: Teaching['domainId']): string {
  return domains.find((domain) => String(domain.id) === String(id))?.name ?? m.unknownDomain;
}

function excerpt(text: string | undefined, length = 280): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

function TeachingList({
  teachings,
  domains,
  emptyText,
}: {
  teachings: readonly Teaching[];
  domains: readonly Domain[];
  emptyText: string;
}) {
  if (teachings.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ul className={styles.list}>
      {teachings.map((teaching) => {
        const source = typeof teaching.source === 'string' ? teaching.source : null;
        const tradition = typeof teaching.tradition === 'string' ? teaching.tradition : null;
        return (
          <Card key={String(teaching.id)} elementType="li">
            <h3 className={kb.teachingTitle}>{teaching.title ?? m.unknownDomain}</h3>
            <p className={styles.muted}>{m.domainOf(domainName(domains, teaching.domainId))}</p>
            <p className={styles.text}>{excerpt(teaching.content)}</p>
            {source || tradition ? (
              <p className={styles.muted}>{[source, tradition].filter(Boolean).join(' · ')}</p>
            ) : null}
          </Card>
        );
      })}
    </ul>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice tone="critical" announce="assertive">
      <p>{specToasts.knowledgeLoadError().description}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onRetry}>
          {m.retry}
        </Button>
      </div>
    </Notice>
  );
}

interface UploadValues {
  title: string;
  domainId: string;
  content: string;
  file: File | null;
}
const emptyUpload: UploadValues = { title: '', domainId: '', content: '', file: null };

/** The upload form (spec 7, 8): title, domain, text or a .txt/.md file up to 1 MB, sent as multipart. */
function UploadForm({ domains }: { domains: readonly Domain[] }) {
  const [values, setValues] = useState<UploadValues>(emptyUpload);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const upload = useMutation(createTeachingMutationOptions(apiClient));
  const statusId = useId();
  const titleRef = useRef<HTMLInputElement>(null);

  const chooseFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = teachingFileProblem(file);
    setFileError(problem);
    if (problem) return;
    const text = await file.text();
    setValues((current) => ({ ...current, file, content: text }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    setUploadError(null);
    setUploaded(null);
    const body = new FormData();
    body.set('title', values.title.trim());
    body.set('domainId', values.domainId);
    body.set('content', values.content);
    if (values.file) body.set('file', values.file, values.file.name);
    upload.mutate(body, {
      onSuccess: (teaching) => {
        setUploaded(m.uploaded(teaching.title ?? values.title.trim()));
        setValues(emptyUpload);
        titleRef.current?.focus();
      },
      // Spec 8: "Failed to upload teaching" as the error state and a toast; what was typed stays.
      onError: () => {
        setUploadError(specToasts.teachingUploadError().description ?? '');
        appToasts.add(specToasts.teachingUploadError());
      },
    });
  };

  return (
    <Form className={styles.form} onSubmit={submit} aria-labelledby="upload-title">
      <h2 id="upload-title" className={styles.subtitle}>
        {m.uploadTitle}
      </h2>
      <TextField
        label={m.titleField}
        name="title"
        isRequired
        value={values.title}
        onChange={(title) => setValues((current) => ({ ...current, title }))}
        validate={(value) => (value.trim() === '' ? m.needTitle : null)}
        inputRef={titleRef}
      />
      <RadioGroup
        variant="chips"
        label={m.domainField}
        name="domainId"
        isRequired
        options={domains.map((domain) => ({ id: String(domain.id), label: domain.name }))}
        value={values.domainId}
        onChange={(domainId) => setValues((current) => ({ ...current, domainId }))}
        validate={(value) => (value ? null : m.needDomain)}
      />
      <TextArea
        label={m.contentField}
        description={m.contentHint}
        name="content"
        isRequired
        value={values.content}
        onChange={(content) => setValues((current) => ({ ...current, content }))}
        validate={(value) => (value.trim() === '' ? m.needContent : null)}
        rows={6}
      />
      <div className={styles.actions}>
        <FileTrigger
          acceptedFileTypes={[...teachingFileExtensions, 'text/plain', 'text/markdown']}
          onSelect={chooseFile}
        >
          <Button variant="secondary">{m.chooseFile}</Button>
        </FileTrigger>
        {values.file ? (
          <>
            <span className={styles.text}>{m.chosenFile(values.file.name)}</span>
            <Button variant="secondary" onPress={() => setValues((current) => ({ ...current, file: null }))}>
              {m.removeFile}
            </Button>
          </>
        ) : null}
      </div>
      {fileError ? (
        <p className={styles.fieldError} role="alert">
          {fileError}
        </p>
      ) : null}
      {uploadError ? (
        <Notice tone="critical" announce="assertive">
          <p>{uploadError}</p>
        </Notice>
      ) : null}
      <div id={statusId} role="status" className={kb.status}>
        {uploaded ? (
          <Notice tone="positive">
            <p>{uploaded}</p>
          </Notice>
        ) : null}
      </div>
      <div className={styles.actions}>
        <SubmitButton isBusy={upload.isPending} label={m.upload} busyLabel={m.uploading} />
      </div>
    </Form>
  );
}

function StatsGrid({ stats }: { stats: readonly { domainId: unknown; name: string; count: number }[] }) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className={styles.subtitle}>
        {m.statsLabel}
      </h2>
      <ul className={styles.grid}>
        {stats.map((stat) => (
          <Card key={String(stat.domainId)} elementType="li">
            <span className={styles.muted}>{stat.name}</span>
            <span className={styles.statValue}>{m.teachingsCount(stat.count)}</span>
          </Card>
        ))}
      </ul>
    </section>
  );
}

function KnowledgeScreen({ mode }: { mode: 'browse' | 'upload' }) {
  const title = usePageTitle() ?? appMessages.titles.knowledgeBase;
  const { user } = useCurrentUser();
  const knowledge = useKnowledge();
  const [filter, setFilter] = useState('all');
  const uploadHref = user?.role === 'teacher' ? '/teacher-upload-teachings' : '/upload-teachings';
  const browseHref = user?.role === 'teacher' ? '/teacher-knowledge-base' : '/knowledge-base';
  const isTeachersPage = useLocation({ select: (location) => location.pathname === '/teacher-knowledge-base' });
  const shown =
    filter === 'all'
      ? knowledge.teachings
      : knowledge.teachings.filter((teaching) => String(teaching.domainId) === filter);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {knowledge.isLoading ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : knowledge.failed ? (
        <LoadError onRetry={knowledge.retry} />
      ) : (
        <>
          {mode === 'upload' ? (
            <Card>
              <UploadForm domains={knowledge.domains} />
            </Card>
          ) : (
            <>
              {knowledge.stats ? <StatsGrid stats={knowledge.stats} /> : null}
              <div className={styles.actions}>
                <ButtonLink variant="primary" href={uploadHref}>
                  {m.uploadTitle}
                </ButtonLink>
              </div>
            </>
          )}
          <section aria-labelledby="teachings-title" className={styles.form}>
            <h2 id="teachings-title" className={styles.subtitle}>
              {m.teachingsTitle}
            </h2>
            {mode === 'browse' && knowledge.domains.length > 0 ? (
              <RadioGroup
                variant="chips"
                label={m.filterLabel}
                options={[
                  { id: 'all', label: m.allDomains },
                  ...knowledge.domains.map((domain) => ({ id: String(domain.id), label: domain.name })),
                ]}
                value={filter}
                onChange={setFilter}
                orientation="horizontal"
              />
            ) : null}
            <TeachingList
              teachings={shown}
              domains={knowledge.domains}
              emptyText={filter === 'all' ? m.empty : m.emptyDomain}
            />
            {mode === 'upload' ? (
              <Link className={styles.textLink} href={browseHref}>
                {appMessages.titles.knowledgeBase}
              </Link>
            ) : null}
          </section>
          {/* The teachers' own page shows how Selene used their teachings (an admin there sees all). */}
          {mode === 'browse' && isTeachersPage ? <TeachingUsageSection /> : null}
        </>
      )}
    </section>
  );
}

/** `/knowledge-base` (admins) and `/teacher-knowledge-base` (teachers and admins). */
export function KnowledgeBasePage() {
  return <KnowledgeScreen mode="browse" />;
}

/** `/upload-teachings` (admins) and `/teacher-upload-teachings` (teachers and admins). */
export function UploadTeachingsPage() {
  return <KnowledgeScreen mode="upload" />;
}
