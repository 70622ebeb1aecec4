import { serverMessageOf } from '@app/contract';
import {
  addPdfTeachingMutationOptions,
  analyzePdfMutationOptions,
  type PdfAnalysis,
  type PdfDomain,
  pdfContentType,
  pdfDomains,
  pdfFileProblem,
  pdfSourceOf,
} from '@app/contract/pdfAnalyzer';
import { Button, Card, Loader, Notice, Select, TextArea, TextField } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DropZone, FileTrigger, Form } from 'react-aria-components';
import { apiClient } from '../app/api';
import { appMessages } from '../messages';
import type { ActionOutcome } from '../routes/OutcomeRegion';
import * as styles from '../routes/page.css';
import { SaveResult } from '../routes/SaveResult';
import { SubmitButton } from '../routes/SubmitButton';
import { usePageTitle } from '../routes/usePageTitle';
import * as own from './PdfAnalyzerPage.css';
import { pdfAnalyzerMessages as m } from './pdfAnalyzerMessages';

/** The summary, then the teaching it suggests, editable, and "Add as teaching". */
function AnalysisResult({ analysis }: { analysis: PdfAnalysis }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { summary } = analysis;
  const [title, setTitle] = useState(summary.title);
  const [domain, setDomain] = useState<PdfDomain>(summary.domain);
  const [content, setContent] = useState(summary.suggestedTeaching);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const [addedId, setAddedId] = useState<number | string | null>(null);
  const add = useMutation(addPdfTeachingMutationOptions(apiClient));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!title.trim() || !content.trim()) {
      setOutcome({ ok: false, text: m.required });
      return;
    }
    add.mutate(
      { fileName: analysis.fileName, title, domain, content },
      {
        onSuccess: (teaching) => {
          setAddedId(teaching.id);
          setOutcome({ ok: true, text: m.added(teaching.title) });
        },
        onError: (error) => setOutcome({ ok: false, text: serverMessageOf(error, m.addFailed) }),
      },
    );
  };
  return (
    <>
      <Card elementType="section" aria-labelledby="summary-title">
        <h2 id="summary-title" ref={heading} tabIndex={-1} className={`${styles.subtitle} ${own.summaryHeading}`}>
          {m.summaryTitle(analysis.fileName)}
        </h2>
        <p className={styles.muted}>{m.size(analysis.pages, analysis.characters)}</p>
        <dl className={own.facts}>
          <dt className={own.factTerm}>{m.titleLabel}</dt>
          <dd className={own.factValue}>{summary.title}</dd>
          <dt className={own.factTerm}>{m.domainLabel}</dt>
          <dd className={own.factValue}>{m.domains[summary.domain]}</dd>
        </dl>
        <h3 className={styles.label}>{m.keyPoints}</h3>
        {summary.keyPoints.length === 0 ? (
          <p className={styles.muted}>{m.noKeyPoints}</p>
        ) : (
          <ul className={own.points}>
            {summary.keyPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>{m.provider(analysis.provider)}</p>
      </Card>
      <Card title={m.addTitle} headingId="add-title">
        <p className={styles.muted}>{m.addLead}</p>
        <Form className={styles.form} onSubmit={submit} aria-labelledby="add-title">
          <TextField
            label={m.teachingTitle}
            name="title"
            value={title}
            onChange={setTitle}
            isRequired
            maxLength={200}
          />
          <Select
            label={m.teachingDomain}
            name="domain"
            value={domain}
            options={pdfDomains.map((id) => ({ id, label: m.domains[id] }))}
            onChange={(id) => setDomain(id as PdfDomain)}
          />
          <TextArea
            label={m.teachingContent}
            name="content"
            value={content}
            onChange={setContent}
            isRequired
            rows={6}
          />
          <p className={styles.muted}>{m.source(pdfSourceOf(analysis.fileName))}</p>
          <div className={styles.actions}>
            {addedId === null ? <SubmitButton isBusy={add.isPending} label={m.add} busyLabel={m.adding} /> : null}
            {addedId !== null ? (
              <Link to="/knowledge-base" className={styles.textLink}>
                {m.openKnowledgeBase}
              </Link>
            ) : null}
          </div>
          <SaveResult outcome={outcome} />
        </Form>
      </Card>
    </>
  );
}

/** `/pdf-analyzer` (admins): a PDF read and summarised on the server, added as a teaching. */
export function PdfAnalyzerPage() {
  const title = usePageTitle() ?? appMessages.titles.pdfAnalyzer;
  const [file, setFile] = useState<File | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const analyze = useMutation(analyzePdfMutationOptions(apiClient));
  const choose = (chosen: File | null | undefined) => {
    analyze.reset();
    if (!chosen) return;
    const problem = pdfFileProblem(chosen);
    if (problem) {
      setFile(null);
      setFileNote(problem === 'type' ? m.notPdf : m.tooLarge);
      return;
    }
    setFileNote(null);
    setFile(chosen);
  };
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <Card title={m.uploadTitle}>
        <DropZone
          className={own.dropZone}
          aria-label={m.dropLabel}
          onDrop={async (event) => {
            for (const item of event.items) {
              if (item.kind === 'file') {
                choose(await item.getFile());
                return;
              }
            }
          }}
        >
          <span>{m.dropLabel}</span>
          <FileTrigger acceptedFileTypes={[pdfContentType, '.pdf']} onSelect={(files) => choose(files?.[0])}>
            <Button variant="secondary">{m.chooseFile}</Button>
          </FileTrigger>
        </DropZone>
        {fileNote ? (
          <Notice tone="critical" announce="assertive">
            {fileNote}
          </Notice>
        ) : null}
        <p role="status" className={own.fileName}>
          {file ? m.chosen(file.name, file.size) : ''}
        </p>
        <div className={styles.actions}>
          <Button
            variant="primary"
            isDisabled={!file || analyze.isPending}
            onPress={() => file && analyze.mutate(file)}
          >
            {m.analyze}
          </Button>
        </div>
      </Card>
      {analyze.isPending && file ? <Loader size="md" label={m.analyzing(file.name)} showLabel /> : null}
      {analyze.isError ? (
        <Notice tone="critical" announce="assertive">
          {serverMessageOf(analyze.error, m.failed)}
        </Notice>
      ) : null}
      {analyze.data ? (
        <AnalysisResult key={`${analyze.data.fileName}:${analyze.submittedAt}`} analysis={analyze.data} />
      ) : null}
    </section>
  );
}
