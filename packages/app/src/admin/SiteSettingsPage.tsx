import { authErrorOf } from '@app/contract';
import {
  type PromptDomainName,
  promptDomains,
  type SiteSettings,
  type SiteSettingsInput,
  saveSiteSettingsMutationOptions,
  siteSettingLimits,
  siteSettingsQueryOptions,
} from '@app/contract/admin';
import { Button, Card, Loader, Notice, Select, Switch, TextArea, TextField } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import type { ActionOutcome } from '../routes/OutcomeRegion';
import * as styles from '../routes/page.css';
import { SaveResult } from '../routes/SaveResult';
import { SubmitButton } from '../routes/SubmitButton';
import { usePageTitle } from '../routes/usePageTitle';
import { adminMessages } from './adminMessages';
import * as own from './SiteSettingsPage.css';

const m = adminMessages.settings;

type FieldErrors = Record<string, string>;

/**
 * One setting's form: its own Save, its own result, and the server's field errors (keyed by the
 * field's path, e.g. `suggestedPrompts.0.title`). Nothing is lost on failure: the form keeps what
 * was typed.
 */
function useSettingSave() {
  const mutation = useMutation(saveSiteSettingsMutationOptions(apiClient));
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = (input: SiteSettingsInput) => {
    if (mutation.isPending) return;
    setOutcome(null);
    mutation.mutate(input, {
      onSuccess: () => {
        setErrors({});
        setOutcome({ ok: true, text: m.saved });
      },
      onError: (error) => {
        const body = authErrorOf(error);
        const fields: FieldErrors = {};
        for (const item of body?.errors ?? [])
          fields['field' in item && item.field ? item.field : 'body'] ??= item.message;
        setErrors(fields);
        setOutcome({ ok: false, text: body?.message && body.errors.length > 0 ? body.message : m.saveFailed });
      },
    });
  };
  return { save, isPending: mutation.isPending, outcome, errors, setErrors, setOutcome };
}

/** The first error at `path` or under it (`crisisDirectory.fallback.name` for `crisisDirectory`). */
const errorAt = (errors: FieldErrors, path: string): string | undefined => {
  if (errors[path]) return errors[path];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return nested ? `${nested.slice(path.length + 1)}: ${errors[nested]}` : undefined;
};

function SettingSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Card title={title}>
      {lead ? <p className={styles.muted}>{lead}</p> : null}
      {children}
    </Card>
  );
}

function RegistrationForm({ settings }: { settings: SiteSettings }) {
  const [inviteOnly, setInviteOnly] = useState(settings.registration === 'invite');
  const { save, isPending, outcome, errors } = useSettingSave();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save({ registration: inviteOnly ? 'invite' : 'open' });
  };
  return (
    <SettingSection title={m.registration.title}>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <Switch
          name="registration"
          label={m.registration.inviteOnly}
          description={m.registration.hint}
          isSelected={inviteOnly}
          onChange={setInviteOnly}
          errorMessage={errors.registration}
        />
        <div className={styles.actions}>
          <SubmitButton isBusy={isPending} label={m.save} busyLabel={m.saving} />
        </div>
        <SaveResult outcome={outcome} />
      </Form>
    </SettingSection>
  );
}

function NoticeForm({ settings }: { settings: SiteSettings }) {
  const [notice, setNotice] = useState(settings.maintenanceNotice ?? '');
  const { save, isPending, outcome, errors, setErrors } = useSettingSave();
  const max = siteSettingLimits.maintenanceNotice;
  const tooLong = notice.trim().length > max;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tooLong) {
      setErrors({ maintenanceNotice: `A notice has at most ${max} characters.` });
      return;
    }
    save({ maintenanceNotice: notice.trim() === '' ? null : notice });
  };
  const error = errors.maintenanceNotice;
  return (
    <SettingSection title={m.notice.title}>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <TextArea
          label={m.notice.label}
          description={m.notice.hint(max)}
          errorMessage={error}
          name="maintenanceNotice"
          value={notice}
          onChange={setNotice}
          rows={3}
        />
        <div className={styles.actions}>
          <SubmitButton isBusy={isPending} label={m.save} busyLabel={m.saving} />
          {settings.maintenanceNotice ? (
            <Button
              variant="secondary"
              onPress={() => {
                setNotice('');
                save({ maintenanceNotice: null });
              }}
            >
              {m.notice.clear}
            </Button>
          ) : null}
        </div>
        <SaveResult outcome={outcome} />
      </Form>
    </SettingSection>
  );
}

interface PromptDraft {
  key: number;
  domain: PromptDomainName;
  title: string;
  text: string;
}

let nextPromptKey = 1;
const draftsOf = (prompts: SiteSettings['suggestedPrompts']): PromptDraft[] =>
  prompts.map(({ domain, title, text }) => ({ key: nextPromptKey++, domain, title, text }));

function PromptsForm({ settings }: { settings: SiteSettings }) {
  const [drafts, setDrafts] = useState(() => draftsOf(settings.suggestedPrompts));
  const { save, isPending, outcome, errors } = useSettingSave();
  const { max } = siteSettingLimits.prompts;
  const change = (key: number, patch: Partial<PromptDraft>) =>
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save({ suggestedPrompts: drafts.map(({ domain, title, text }) => ({ domain, title, text })) });
  };
  const domainChoices = promptDomains.map((id) => ({ id, label: m.prompts.domains[id] }));
  return (
    <SettingSection title={m.prompts.title} lead={m.prompts.lead}>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <ol className={own.prompts}>
          {drafts.map((draft, index) => {
            const at = (field: string) => errors[`suggestedPrompts.${index}.${field}`];
            return (
              <li key={draft.key} className={own.prompt}>
                <fieldset className={own.promptFields}>
                  <legend className={styles.label}>{m.prompts.promptLabel(index + 1)}</legend>
                  <Select
                    label={m.prompts.domain}
                    value={draft.domain}
                    options={domainChoices}
                    onChange={(id) => change(draft.key, { domain: id as PromptDomainName })}
                    errorMessage={at('domain')}
                  />
                  <TextField
                    label={m.prompts.titleLabel}
                    errorMessage={at('title')}
                    value={draft.title}
                    onChange={(title) => change(draft.key, { title })}
                    maxLength={siteSettingLimits.promptTitle}
                  />
                  <TextArea
                    label={m.prompts.textLabel}
                    errorMessage={at('text')}
                    value={draft.text}
                    onChange={(text) => change(draft.key, { text })}
                    rows={3}
                  />
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      isDisabled={drafts.length <= 1}
                      onPress={() => setDrafts((all) => all.filter((item) => item.key !== draft.key))}
                    >
                      {m.prompts.remove(index + 1)}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <p className={styles.muted}>{m.prompts.count(drafts.length, max)}</p>
        {errors.suggestedPrompts ? <p className={styles.fieldError}>{errors.suggestedPrompts}</p> : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={drafts.length >= max}
            onPress={() =>
              setDrafts((all) => [...all, { key: nextPromptKey++, domain: 'astrology', title: '', text: '' }])
            }
          >
            {m.prompts.add}
          </Button>
          <Button variant="secondary" onPress={() => setDrafts(draftsOf(settings.defaults.suggestedPrompts))}>
            {m.prompts.restore}
          </Button>
          <SubmitButton isBusy={isPending} label={m.save} busyLabel={m.saving} />
        </div>
        <SaveResult outcome={outcome} />
      </Form>
    </SettingSection>
  );
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function CrisisForm({ settings }: { settings: SiteSettings }) {
  const [text, setText] = useState(settings.crisisDirectory ? pretty(settings.crisisDirectory) : '');
  const { save, isPending, outcome, errors, setErrors, setOutcome } = useSettingSave();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      save({ crisisDirectory: null });
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      setErrors({ crisisDirectory: m.crisis.notJson });
      setOutcome(null);
      return;
    }
    save({ crisisDirectory: data as SiteSettingsInput['crisisDirectory'] });
  };
  const error = errorAt(errors, 'crisisDirectory');
  return (
    <SettingSection title={m.crisis.title} lead={m.crisis.lead}>
      <p className={styles.text}>{settings.crisisDirectory ? m.crisis.usingCustom : m.crisis.usingDefault}</p>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <TextArea
          label={m.crisis.label}
          description={m.crisis.hint}
          errorMessage={error}
          name="crisisDirectory"
          value={text}
          onChange={setText}
          isCode
          rows={10}
          spellCheck="false"
        />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setText(pretty(settings.defaults.crisisDirectory))}>
            {m.crisis.startFromCurrent}
          </Button>
          <SubmitButton isBusy={isPending} label={m.save} busyLabel={m.saving} />
        </div>
        <SaveResult outcome={outcome} />
      </Form>
    </SettingSection>
  );
}

/** `/settings` (admins): the settings that change at run time, each with its own Save. */
export function SiteSettingsPage() {
  const formatTime = useFormatDateTime();
  const title = usePageTitle() ?? appMessages.titles.settings;
  const query = useQuery(siteSettingsQueryOptions(apiClient));
  return (
    <section className={styles.formPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {query.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : query.isError ? (
        <Notice tone="critical" announce="assertive">
          <p>{m.failed}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Notice>
      ) : (
        <>
          <p className={styles.muted}>
            {query.data.updatedAt
              ? m.lastChange(formatTime(query.data.updatedAt), query.data.updatedBy)
              : m.neverChanged}
          </p>
          <RegistrationForm settings={query.data} />
          <NoticeForm settings={query.data} />
          <PromptsForm settings={query.data} />
          <CrisisForm settings={query.data} />
        </>
      )}
    </section>
  );
}
