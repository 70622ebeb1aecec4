import { serverMessageOf } from '@app/contract';
import { type FeedbackDomain, feedbackDomains } from '@app/contract/feedbackConversations';
import {
  decideLearningMutationOptions,
  type LearningDecision,
  type LearningDecisionInput,
  type LearningSuggestion,
  type LearningSuggestionKind,
  learningQueryOptions,
} from '@app/contract/learning';
import { type PersonaKey, personaKeys } from '@app/contract/personas';
import { type TrainingIntent, trainingIntents } from '@app/contract/trainingAnalytics';
import { Badge, Button, Card, Loader, Notice, Select, TextArea, TextField } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { SubmitButton } from '../routes/SubmitButton';
import { usePageTitle } from '../routes/usePageTitle';
import { learningMessages as m } from './learningMessages';
import { LoadFailed } from './parts';
import * as own from './TrainingAnalyticsPage.css';

type Mode = 'rule' | 'teaching' | 'dismissed' | null;

const isDomain = (value: string): value is FeedbackDomain => (feedbackDomains as readonly string[]).includes(value);
const isPersona = (value: string): value is PersonaKey => (personaKeys as readonly string[]).includes(value);
const isIntent = (value: string): value is TrainingIntent => (trainingIntents as readonly string[]).includes(value);

/** A suggestion's title from its parts (a decision carries only the suggestion's id). */
function titleOf(kind: LearningSuggestionKind, group: string, intent: string): string {
  const name = isDomain(group) ? m.domainName(group) : isPersona(group) ? m.personaName(group) : group;
  return isIntent(intent) ? m.title(kind, name, intent) : `${m.kinds[kind]}: ${name}`;
}
const suggestionTitle = (s: LearningSuggestion) => titleOf(s.kind, s.persona ?? s.domain, s.intent);
function decisionTitle(decision: LearningDecision) {
  const [, group = '', intent = ''] = decision.suggestionId.split(':');
  return titleOf(decision.kind, group, intent);
}

function Field({
  label,
  hint,
  value,
  onChange,
  multiline = false,
  isRequired = false,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  isRequired?: boolean;
}) {
  return multiline ? (
    <TextArea label={label} description={hint} rows={3} value={value} onChange={onChange} isRequired={isRequired} />
  ) : (
    <TextField label={label} description={hint} value={value} onChange={onChange} isRequired={isRequired} />
  );
}

/** The form of the chosen decision, inside the suggestion's card. */
function DecisionForm({
  suggestion,
  mode,
  onCancel,
  onDone,
}: {
  suggestion: LearningSuggestion;
  mode: Exclude<Mode, null>;
  onCancel: () => void;
  onDone: (decision: LearningDecision) => void;
}) {
  const titleId = useId();
  // The options refresh the list on success; `mutate`'s own onSuccess tells the page what was done.
  const decide = useMutation(decideLearningMutationOptions(apiClient));
  const [persona, setPersona] = useState<PersonaKey>(suggestion.persona ?? 'selene');
  const [rule, setRule] = useState<string>(m.ruleForm.proposal(suggestion.kind, suggestion.intent));
  const [domain, setDomain] = useState<FeedbackDomain>(suggestion.domain);
  const [title, setTitle] = useState<string>(m.teachingForm.proposal(suggestion.intent, suggestion.domain));
  const [content, setContent] = useState('');
  const [source, setSource] = useState('');
  const [note, setNote] = useState('');
  const copy = mode === 'rule' ? m.ruleForm : mode === 'teaching' ? m.teachingForm : m.dismissForm;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: LearningDecisionInput =
      mode === 'rule'
        ? { suggestionId: suggestion.id, outcome: 'rule', persona, rule }
        : mode === 'teaching'
          ? { suggestionId: suggestion.id, outcome: 'teaching', domain, title, content, source }
          : { suggestionId: suggestion.id, outcome: 'dismissed', ...(note.trim() ? { note } : {}) };
    decide.mutate(input, { onSuccess: onDone });
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} onSubmit={submit}>
      <h4 id={titleId} className={styles.sectionHeading}>
        {copy.title}
      </h4>
      {mode === 'rule' ? (
        <>
          <Select
            label={m.ruleForm.persona}
            value={persona}
            options={personaKeys.map((key) => ({ id: key, label: m.personaName(key) }))}
            onChange={(id) => isPersona(id) && setPersona(id)}
          />
          <Field
            label={m.ruleForm.rule}
            hint={m.ruleForm.ruleHint}
            value={rule}
            onChange={setRule}
            multiline
            isRequired
          />
        </>
      ) : mode === 'teaching' ? (
        <>
          <Select
            label={m.teachingForm.domain}
            value={domain}
            options={feedbackDomains.map((id) => ({ id, label: m.domainName(id) }))}
            onChange={(id) => isDomain(id) && setDomain(id)}
          />
          <Field label={m.teachingForm.heading} value={title} onChange={setTitle} isRequired />
          <Field
            label={m.teachingForm.content}
            hint={m.teachingForm.contentHint}
            value={content}
            onChange={setContent}
            multiline
            isRequired
          />
          <Field
            label={m.teachingForm.source}
            hint={m.teachingForm.sourceHint}
            value={source}
            onChange={setSource}
            isRequired
          />
        </>
      ) : (
        <Field label={m.dismissForm.note} hint={m.dismissForm.noteHint} value={note} onChange={setNote} />
      )}
      {decide.isError ? (
        <Notice tone="critical" announce="assertive">
          {serverMessageOf(decide.error, m.failedDecision)}
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <SubmitButton isBusy={decide.isPending} label={copy.submit} busyLabel={copy.busy} />
        <Button variant="secondary" onPress={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

function SuggestionCard({
  suggestion,
  onDone,
}: {
  suggestion: LearningSuggestion;
  onDone: (decision: LearningDecision) => void;
}) {
  const formatTime = useFormatDateTime();
  const [mode, setMode] = useState<Mode>(null);
  const titleId = `suggestion-${suggestion.id.replace(/[^a-z-]/g, '-')}`;
  const title = suggestionTitle(suggestion);
  return (
    <Card elementType="li" aria-labelledby={titleId}>
      <ul className={own.meta} aria-label={m.kinds[suggestion.kind]}>
        <Badge elementType="li">{m.kinds[suggestion.kind]}</Badge>
        <Badge elementType="li">{m.evidenceCount(suggestion.evidenceCount, suggestion.negativeCount)}</Badge>
      </ul>
      <h3 id={titleId} className={styles.subtitle}>
        {title}
      </h3>
      <p className={styles.muted}>{m.why[suggestion.kind]}</p>
      <details>
        <summary className={styles.textLink}>
          {m.evidenceTitle} ({suggestion.evidenceCount})
        </summary>
        <p className={styles.muted}>{m.evidenceShown(suggestion.evidence.length, suggestion.evidenceCount)}</p>
        <ul className={own.replies}>
          {suggestion.evidence.map((evidence) => (
            <li key={evidence.messageId} className={own.reply}>
              <ul className={own.meta} aria-label={m.evidenceTitle}>
                {evidence.reasons.map((reason) => (
                  <Badge elementType="li" key={reason}>
                    {m.reasons[reason]}
                  </Badge>
                ))}
                {evidence.persona ? (
                  <Badge elementType="li">{m.version(evidence.persona.name, evidence.persona.version)}</Badge>
                ) : null}
              </ul>
              <span className={own.label}>{m.question}</span>
              <p className={own.quote}>{evidence.question ?? m.questionMissing}</p>
              <span className={own.label}>{m.reply}</span>
              <p className={own.quote}>{evidence.reply}</p>
              <p className={styles.muted}>{formatTime(evidence.at)}</p>
              {/* /conversations opens rated conversations: only a rated reply's conversation is there. */}
              {evidence.reasons.includes('negative') ? (
                <Link
                  className={styles.textLink}
                  href={`/conversations?conversation=${evidence.conversationId}`}
                  aria-label={m.openConversationLabel(evidence.conversationId)}
                >
                  {m.openConversation}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
      {mode === null ? (
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => setMode('rule')}>
            {m.addRule}
          </Button>
          <Button variant="secondary" onPress={() => setMode('teaching')}>
            {m.addTeaching}
          </Button>
          <Button variant="secondary" onPress={() => setMode('dismissed')}>
            {m.dismiss}
          </Button>
        </div>
      ) : (
        <DecisionForm suggestion={suggestion} mode={mode} onCancel={() => setMode(null)} onDone={onDone} />
      )}
    </Card>
  );
}

function Decided({ decisions }: { decisions: LearningDecision[] }) {
  const formatTime = useFormatDateTime();
  return (
    <Card title={m.decidedTitle} headingId="decided-title">
      {decisions.length === 0 ? (
        <p className={styles.muted}>{m.decidedEmpty}</p>
      ) : (
        <ul className={own.replies} aria-labelledby="decided-title">
          {decisions.map((decision) => (
            <li key={decision.id} className={own.reply}>
              <span className={own.label}>{decisionTitle(decision)}</span>
              <p className={styles.text}>
                {decision.outcome === 'rule'
                  ? m.decided.rule(decision.persona ? m.personaName(decision.persona) : '', decision.rule ?? '')
                  : decision.outcome === 'teaching'
                    ? m.decided.teaching(decision.teachingTitle ?? '')
                    : m.decided.dismissed(decision.note)}
              </p>
              <p className={styles.muted}>
                {m.decidedBy(decision.decidedBy, formatTime(decision.decidedAt))} ·{' '}
                {m.decidedEvidence(decision.evidenceCount)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** `/learning` (admins): suggestions of what Selene should learn, each accepted or dismissed. */
export function LearningPage() {
  const title = usePageTitle() ?? appMessages.titles.learning;
  const learning = useQuery(learningQueryOptions(apiClient));
  const [done, setDone] = useState<LearningDecision | null>(null);
  const openHeading = useRef<HTMLHeadingElement>(null);
  // The decided card leaves the list: focus goes to the list's heading, the status says what was done.
  const decided = (decision: LearningDecision) => {
    setDone(decision);
    openHeading.current?.focus();
  };
  const doneText = (decision: LearningDecision) =>
    decision.outcome === 'rule'
      ? m.done.rule(decision.persona ? m.personaName(decision.persona) : '')
      : decision.outcome === 'teaching'
        ? m.done.teaching(decision.teachingTitle ?? '')
        : m.done.dismissed;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <div role="status">
        {done ? (
          <Notice tone="info">
            <p>{doneText(done)}</p>
            {done.outcome === 'rule' && done.persona ? (
              <Link className={styles.textLink} href={`/training/${done.persona}`}>
                {m.editDraft(m.personaName(done.persona))}
              </Link>
            ) : null}
          </Notice>
        ) : null}
      </div>
      {learning.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : learning.isError ? (
        <LoadFailed message={m.failed} onRetry={() => void learning.refetch()} />
      ) : (
        <>
          <section className={styles.form} aria-labelledby="open-title">
            <h2 id="open-title" className={styles.subtitle} ref={openHeading} tabIndex={-1}>
              {m.openTitle}
            </h2>
            {learning.data.suggestions.length === 0 ? (
              <Notice tone="info">{m.empty}</Notice>
            ) : (
              <>
                <p className={styles.muted}>{m.openCount(learning.data.suggestions.length)}</p>
                <ul className={own.replies} aria-labelledby="open-title">
                  {learning.data.suggestions.map((suggestion) => (
                    <SuggestionCard key={suggestion.id} suggestion={suggestion} onDone={decided} />
                  ))}
                </ul>
              </>
            )}
          </section>
          <Decided decisions={learning.data.decisions} />
        </>
      )}
    </section>
  );
}
