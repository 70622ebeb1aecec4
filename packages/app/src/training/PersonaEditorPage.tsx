import { serverMessageOf } from '@app/contract';
import {
  type PersonaContent,
  PersonaContentSchema,
  type PersonaDetail,
  type PersonaKey,
  type PersonaPhrasing,
  type PersonaTestReply,
  personaDomains,
  personaPhrasingFields,
  personaQueryOptions,
  publishPersonaMutationOptions,
  savePersonaDraftMutationOptions,
  testPersonaMutationOptions,
} from '@app/contract/personas';
import { Button, Card, Checkbox, CheckboxGroup, Loader, Notice, SafeMarkdown, TextArea, TextField } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import * as v from 'valibot';
import { apiClient } from '../app/api';
import { appMessages } from '../messages';
import type { ActionOutcome } from '../routes/OutcomeRegion';
import * as styles from '../routes/page.css';
import { SaveResult } from '../routes/SaveResult';
import { SubmitButton } from '../routes/SubmitButton';
import { usePageTitle } from '../routes/usePageTitle';
import { trainingMessages } from './messages';
import { LoadFailed } from './parts';
import * as own from './training.css';

const m = trainingMessages.editor;

/** The form's values: the content, with the rules as lines of one text. */
interface Draft {
  voice: string;
  domains: string[];
  rules: string;
  examples: { question: string; answer: string }[];
  systemPrompt: string;
  phrasing: PersonaPhrasing;
}

const draftOf = (content: PersonaContent): Draft => ({
  voice: content.voice,
  domains: [...content.domains],
  rules: content.guidanceRules.join('\n'),
  examples: content.examples.map((example) => ({ ...example })),
  systemPrompt: content.systemPrompt,
  phrasing: { ...content.phrasing },
});

/** What the form sends: empty lines of the rules left out. */
const contentOf = (draft: Draft) => ({
  voice: draft.voice,
  domains: draft.domains,
  guidanceRules: draft.rules
    .split('\n')
    .map((rule) => rule.trim())
    .filter((rule) => rule !== ''),
  examples: draft.examples,
  systemPrompt: draft.systemPrompt,
  phrasing: draft.phrasing,
});

type FieldErrors = Record<string, string>;

/** A field's name in the form: a rule's error belongs to the rules' one text. */
const formField = (path: string) => (path.startsWith('guidanceRules') ? 'guidanceRules' : path);

function clientErrors(content: unknown): FieldErrors {
  const parsed = v.safeParse(PersonaContentSchema, content);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.issues) {
    const path = issue.path?.map((step) => String(step.key)).join('.') ?? '';
    errors[formField(path)] ??= issue.message;
  }
  return errors;
}

function serverErrors(error: unknown): FieldErrors {
  const data = (error as { data?: { errors?: unknown } } | null)?.data;
  const list = Array.isArray(data?.errors) ? data.errors : [];
  const errors: FieldErrors = {};
  for (const entry of list) {
    if (entry && typeof entry.field === 'string' && typeof entry.message === 'string') {
      errors[formField(entry.field)] ??= entry.message;
    }
  }
  return errors;
}

function TextInput({
  name,
  label,
  hint,
  value,
  onChange,
  multiline = false,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
}) {
  return multiline ? (
    <TextArea label={label} description={hint} rows={3} name={name} value={value} onChange={onChange} />
  ) : (
    <TextField label={label} description={hint} name={name} value={value} onChange={onChange} />
  );
}

/** Both answers of the test console, or what to do to see them. */
function TestAnswers({ reply }: { reply: PersonaTestReply | undefined }) {
  if (!reply) return <p className={styles.muted}>{m.noAnswerYet}</p>;
  return (
    <>
      {reply.crisis ? <Notice tone="info">{m.crisisNote}</Notice> : null}
      <div className={own.answers}>
        <section className={own.answer} aria-labelledby="answer-draft">
          <h3 id="answer-draft" className={styles.label}>
            {m.draftAnswer}
          </h3>
          <SafeMarkdown>{reply.draft.content}</SafeMarkdown>
        </section>
        <section className={own.answer} aria-labelledby="answer-published">
          <h3 id="answer-published" className={styles.label}>
            {m.publishedAnswer(reply.published.version)}
          </h3>
          <SafeMarkdown>{reply.published.content}</SafeMarkdown>
        </section>
      </div>
    </>
  );
}

function Editor({ detail }: { detail: PersonaDetail }) {
  const key = detail.key;
  const [draft, setDraft] = useState<Draft>(() => draftOf(detail.draft));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const [question, setQuestion] = useState('');
  const [questionError, setQuestionError] = useState<string | null>(null);
  const save = useMutation(savePersonaDraftMutationOptions(key, apiClient));
  const publish = useMutation(publishPersonaMutationOptions(key, apiClient));
  const test = useMutation(testPersonaMutationOptions(key, apiClient));

  const change = (update: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...update }));
    setDirty(true);
    setOutcome(null);
  };
  const setPhrase = (field: keyof PersonaPhrasing, value: string) =>
    change({ phrasing: { ...draft.phrasing, [field]: value } });
  const setExample = (index: number, part: 'question' | 'answer', value: string) =>
    change({ examples: draft.examples.map((example, i) => (i === index ? { ...example, [part]: value } : example)) });

  /** Saves the form when it has unsaved changes; false when it could not (the errors are shown). */
  async function saveIfNeeded(): Promise<boolean> {
    if (!dirty) return true;
    const content = contentOf(draft);
    const invalid = clientErrors(content);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setOutcome({ ok: false, text: m.checkFields });
      return false;
    }
    try {
      const saved = await save.mutateAsync(v.parse(PersonaContentSchema, content));
      setDraft(draftOf(saved.draft));
      setDirty(false);
      return true;
    } catch (error) {
      const fromServer = serverErrors(error);
      setErrors(fromServer);
      setOutcome({
        ok: false,
        text: Object.keys(fromServer).length > 0 ? m.checkFields : serverMessageOf(error, m.failedSave),
      });
      return false;
    }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || publish.isPending) return;
    setOutcome(null);
    if (!dirty) {
      setOutcome({ ok: true, text: m.saved });
      return;
    }
    if (await saveIfNeeded()) setOutcome({ ok: true, text: m.saved });
  };

  const publishDraft = async () => {
    if (save.isPending || publish.isPending) return;
    setOutcome(null);
    if (!(await saveIfNeeded())) return;
    try {
      const published = await publish.mutateAsync();
      setDraft(draftOf(published.draft));
      setOutcome({ ok: true, text: m.published(published.published.version) });
    } catch (error) {
      setOutcome({ ok: false, text: serverMessageOf(error, m.failedPublish) });
    }
  };

  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (test.isPending) return;
    if (question.trim() === '') {
      setQuestionError(m.questionRequired);
      return;
    }
    setQuestionError(null);
    if (!(await saveIfNeeded())) return;
    test.mutate({ question });
  };

  const busy = save.isPending || publish.isPending;
  return (
    <div className={own.editorLayout}>
      <Card>
        <Form
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          validationErrors={errors}
          aria-label={m.voiceSection}
        >
          <p className={styles.text}>
            <strong>{m.status(detail.published.version)}</strong>{' '}
            {dirty ? m.unsaved : detail.hasDraftChanges ? m.unpublished : m.upToDate}
          </p>
          <fieldset className={own.group}>
            <legend className={styles.sectionHeading}>{m.voiceSection}</legend>
            <TextInput
              name="voice"
              label={m.voice}
              hint={m.voiceHint}
              value={draft.voice}
              onChange={(voice) => change({ voice })}
              multiline
            />
            <CheckboxGroup
              label={m.domains}
              name="domains"
              orientation="horizontal"
              value={draft.domains}
              onChange={(domains) => change({ domains })}
            >
              {personaDomains.map((domain) => (
                <Checkbox key={domain} value={domain}>
                  {domain}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <TextInput
              name="guidanceRules"
              label={m.rules}
              hint={m.rulesHint}
              value={draft.rules}
              onChange={(rules) => change({ rules })}
              multiline
            />
          </fieldset>
          <fieldset className={own.group}>
            <legend className={styles.sectionHeading}>{m.examplesSection}</legend>
            {draft.examples.length === 0 ? <p className={styles.muted}>{m.noExamples}</p> : null}
            {draft.examples.map((example, index) => (
              // Examples have no ids of their own: their place is who they are.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <div key={index} className={own.example}>
                <TextInput
                  name={`examples.${index}.question`}
                  label={m.exampleQuestion(index + 1)}
                  value={example.question}
                  onChange={(value) => setExample(index, 'question', value)}
                />
                <TextInput
                  name={`examples.${index}.answer`}
                  label={m.exampleAnswer(index + 1)}
                  value={example.answer}
                  onChange={(value) => setExample(index, 'answer', value)}
                  multiline
                />
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    onPress={() => change({ examples: draft.examples.filter((_, i) => i !== index) })}
                  >
                    {m.removeExample(index + 1)}
                  </Button>
                </div>
              </div>
            ))}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onPress={() => change({ examples: [...draft.examples, { question: '', answer: '' }] })}
              >
                {m.addExample}
              </Button>
            </div>
          </fieldset>
          <fieldset className={own.group}>
            <legend className={styles.sectionHeading}>{m.promptSection}</legend>
            <TextInput
              name="systemPrompt"
              label={m.systemPrompt}
              hint={m.systemPromptHint}
              value={draft.systemPrompt}
              onChange={(systemPrompt) => change({ systemPrompt })}
              multiline
            />
          </fieldset>
          <fieldset className={own.group}>
            <legend className={styles.sectionHeading}>{m.phrasingSection}</legend>
            <p className={styles.muted}>{m.phrasingLead}</p>
            {personaPhrasingFields.map((field) => (
              <TextInput
                key={field}
                name={`phrasing.${field}`}
                label={m.phrases[field]}
                value={draft.phrasing[field]}
                onChange={(value) => setPhrase(field, value)}
                multiline={field === 'greetingInvite' || field === 'noBirthData'}
              />
            ))}
          </fieldset>
          <div className={styles.actions}>
            <SubmitButton isBusy={save.isPending && !publish.isPending} label={m.save} busyLabel={m.saving} />
            <Button variant="primary" onPress={() => void publishDraft()} isDisabled={busy}>
              {publish.isPending ? m.publishing : m.publish}
            </Button>
            <Link className={styles.textLink} href="/training-history">
              {m.history}
            </Link>
          </div>
          <SaveResult outcome={outcome} />
        </Form>
      </Card>
      <Card title={m.consoleTitle} headingId="console-title" className={`${styles.form} ${own.testConsole}`}>
        <p className={styles.muted}>{m.consoleLead}</p>
        <Form className={styles.form} onSubmit={(event) => void ask(event)} validationBehavior="aria">
          <TextField
            label={m.question}
            errorMessage={questionError}
            name="question"
            value={question}
            onChange={(value) => {
              setQuestion(value);
              setQuestionError(null);
            }}
          />
          <div className={styles.actions}>
            <SubmitButton isBusy={test.isPending} label={m.ask} busyLabel={m.asking} />
          </div>
        </Form>
        {test.isError ? (
          <Notice tone="critical" announce="assertive">
            {serverMessageOf(test.error, m.failedTest)}
          </Notice>
        ) : null}
        <div aria-live="polite">
          {test.isPending ? <Loader size="sm" label={m.asking} showLabel /> : <TestAnswers reply={test.data} />}
        </div>
      </Card>
    </div>
  );
}

function PersonaEditorPage({ personaKey }: { personaKey: PersonaKey }) {
  const title = usePageTitle() ?? appMessages.titles.training;
  const detail = useQuery(personaQueryOptions(personaKey, apiClient));
  return (
    <section className={own.widePage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead(detail.data?.name ?? title)}</p>
      {detail.isPending ? (
        <Card>
          <Loader size="md" label={m.loading} showLabel />
        </Card>
      ) : detail.isError ? (
        <LoadFailed message={m.failed} onRetry={() => void detail.refetch()} />
      ) : (
        <Editor key={detail.data.key} detail={detail.data} />
      )}
    </section>
  );
}

/** `/training/selene` (admins): Selene's draft, its test console and publishing. */
export function SeleneTrainingPage() {
  return <PersonaEditorPage personaKey="selene" />;
}

/** `/training/orion` (admins): Orion's draft, its test console and publishing. */
export function OrionTrainingPage() {
  return <PersonaEditorPage personaKey="orion" />;
}
