import {
  canUseVoice,
  type Preferences,
  type PreferencesUpdate,
  PreferencesUpdateSchema,
  preferencesQueryOptions,
  preferredNameLength,
  serverMessageOf,
  speechSpeedOptions,
  voicesQueryOptions,
} from '@app/contract';
import { Button, Card, Loader, Notice, TextField, type ThemeName, useTheme } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  FieldError,
  Form,
  Input,
  type Key,
  Label,
  Link,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as v from 'valibot';
import { apiClient } from '../app/api';
import { browserTimeZone } from '../app/displayTime';
import { applyPreferredTheme, useSavePreferences } from '../app/preferences';
import { useCurrentUser } from '../app/session';
import { appMessages } from '../messages';
import { pageMessages } from '../pageMessages';
import * as kb from './KnowledgeBasePage.css';
import { MemorySection } from './MemorySection';
import type { ActionOutcome } from './OutcomeRegion';
import * as own from './PreferencesPage.css';
import * as styles from './page.css';
import { SaveResult } from './SaveResult';
import { SettingSwitch } from './SettingSwitch';
import { SubmitButton } from './SubmitButton';
import { usePageTitle } from './usePageTitle';

const m = pageMessages.preferences;

/** Every IANA zone this runtime knows (the list of the time zone field); UTC first. */
function knownZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** Field errors keyed by field name, as RAC's `Form` shows them: from the contract's schema or the server's reply. */
type FieldErrors = Record<string, string>;

function fieldErrorsOf(update: unknown): FieldErrors {
  const parsed = v.safeParse(PreferencesUpdateSchema, update);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.issues) {
    const field = issue.path?.map((step) => String(step.key)).join('.') ?? '';
    errors[field] ??= issue.message;
  }
  return errors;
}

function serverFieldErrorsOf(error: unknown): FieldErrors {
  const data = (error as { data?: { errors?: unknown } } | null)?.data;
  const list = Array.isArray(data?.errors) ? data.errors : [];
  const errors: FieldErrors = {};
  for (const entry of list) {
    if (entry && typeof entry.field === 'string' && typeof entry.message === 'string') {
      errors[entry.field] ??= entry.message;
    }
  }
  return errors;
}

function Chevron() {
  return (
    <svg className={own.chevron} viewBox="0 0 16 16" aria-hidden focusable={false}>
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

interface ChoiceProps {
  label: string;
  name: string;
  options: readonly { id: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  description?: string;
  isDisabled?: boolean;
}

/** A labelled single choice from a short list (RAC Select). */
function Choice({ label, name, options, value, onChange, description, isDisabled }: ChoiceProps) {
  return (
    <Select
      className={styles.field}
      name={name}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
      isDisabled={Boolean(isDisabled)}
    >
      <Label className={styles.label}>{label}</Label>
      <AriaButton className={own.selectButton}>
        <SelectValue />
        <Chevron />
      </AriaButton>
      {description ? (
        <Text slot="description" className={styles.fieldHint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError} />
      <Popover className={own.popover} placement="bottom start">
        <ListBox className={own.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={own.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

const speedChoices = speechSpeedOptions.map((speed) => ({ id: String(speed), label: m.speedOption(speed) }));

/** The form, once the stored preferences are known. */
function PreferencesForm({ stored, voiceAllowed }: { stored: Preferences; voiceAllowed: boolean }) {
  const [pageTheme] = useTheme();
  const [theme, setTheme] = useState<ThemeName>(stored.theme ?? pageTheme);
  const [voiceReplies, setVoiceReplies] = useState(stored.voiceReplies);
  const [speed, setSpeed] = useState(String(stored.speechSpeed));
  const [voice, setVoice] = useState(stored.voice ?? '');
  const [zone, setZone] = useState(stored.timeZone ?? '');
  const [name, setName] = useState(stored.preferredName ?? '');
  const [assistant, setAssistant] = useState<Preferences['assistant']>(stored.assistant);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const save = useSavePreferences();
  const voices = useQuery({ ...voicesQueryOptions(apiClient), enabled: voiceAllowed });
  const zones = useMemo(() => knownZones().map((id) => ({ id })), []);
  const ownZone = browserTimeZone();

  const voiceChoices = [
    { id: '', label: m.defaultVoice },
    ...(voices.data?.voices ?? []).map((entry) => ({ id: entry.id, label: entry.name })),
  ];
  // A voice saved earlier stays offered even if this server lists it no more.
  if (voice && !voiceChoices.some((choice) => choice.id === voice)) voiceChoices.push({ id: voice, label: voice });
  const noServerVoices = voiceAllowed && voices.data?.available === false;

  const say = (next: NonNullable<ActionOutcome>) => setOutcome(next);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const update: PreferencesUpdate = {
      theme,
      timeZone: zone.trim() === '' ? null : zone.trim(),
      preferredName: name,
      assistant,
      // A plan without voice cannot change these (the server refuses them): they are not sent.
      ...(voiceAllowed
        ? { voiceReplies, speechSpeed: Number(speed) as PreferencesUpdate['speechSpeed'], voice: voice || null }
        : {}),
    };
    const invalid = fieldErrorsOf(update);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      say({ ok: false, text: m.checkFields });
      return;
    }
    setOutcome(null);
    save.mutate(v.parse(PreferencesUpdateSchema, update), {
      onSuccess: (saved) => {
        applyPreferredTheme(saved.theme);
        setName(saved.preferredName ?? '');
        say({ ok: true, text: m.saved });
      },
      onError: (error) => {
        const fromServer = serverFieldErrorsOf(error);
        setErrors(fromServer);
        say({
          ok: false,
          text: Object.keys(fromServer).length > 0 ? m.checkFields : serverMessageOf(error, m.saveFailed),
        });
      },
    });
  };

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });

  return (
    <Card>
      <Form className={styles.form} onSubmit={submit} validationErrors={errors}>
        <section className={own.group} aria-labelledby="preferences-appearance">
          <h2 id="preferences-appearance" className={own.legend}>
            {m.appearance}
          </h2>
          <RadioGroup
            className={styles.field}
            name="theme"
            value={theme}
            onChange={(value) => {
              setTheme(value as ThemeName);
              clearError('theme');
            }}
          >
            <Label className={styles.label}>{m.theme}</Label>
            <div className={kb.radios}>
              <Radio value="light" className={kb.radio}>
                {m.themeLight}
              </Radio>
              <Radio value="dark-celestial" className={kb.radio}>
                {m.themeDark}
              </Radio>
            </div>
            <FieldError className={styles.fieldError} />
          </RadioGroup>
        </section>

        <hr className={own.divider} />

        <section className={own.group} aria-labelledby="preferences-assistant">
          <h2 id="preferences-assistant" className={own.legend}>
            {m.assistantSection}
          </h2>
          <RadioGroup
            className={styles.field}
            name="assistant"
            value={assistant}
            onChange={(value) => {
              setAssistant(value as Preferences['assistant']);
              clearError('assistant');
            }}
          >
            <Label className={styles.label}>{m.assistant}</Label>
            <div className={kb.radios}>
              <Radio value="selene" className={kb.radio}>
                {m.assistantSelene}
              </Radio>
              <Radio value="orion" className={kb.radio}>
                {m.assistantOrion}
              </Radio>
            </div>
            <Text slot="description" className={styles.fieldHint}>
              {m.assistantHint}
            </Text>
            <FieldError className={styles.fieldError} />
          </RadioGroup>
        </section>

        <hr className={own.divider} />

        <section className={own.group} aria-labelledby="preferences-voice">
          <h2 id="preferences-voice" className={own.legend}>
            {m.voice}
          </h2>
          {voiceAllowed ? null : (
            <Notice tone="info">
              {m.voiceLocked}{' '}
              <Link className={styles.textLink} href="/pricing">
                {m.seePlans}
              </Link>
            </Notice>
          )}
          <SettingSwitch
            name="voiceReplies"
            label={m.voiceReplies}
            hint={m.voiceRepliesHint}
            isSelected={voiceReplies}
            onChange={setVoiceReplies}
            isDisabled={!voiceAllowed}
            error={errors.voiceReplies}
          />
          <Choice
            label={m.speed}
            name="speechSpeed"
            options={speedChoices}
            value={speed}
            onChange={(next) => {
              setSpeed(next);
              clearError('speechSpeed');
            }}
            isDisabled={!voiceAllowed}
          />
          <Choice
            label={m.voiceChoice}
            name="voice"
            options={voiceChoices}
            value={voice}
            onChange={(next) => {
              setVoice(next);
              clearError('voice');
            }}
            isDisabled={!voiceAllowed || noServerVoices}
            {...(noServerVoices ? { description: m.noServerVoices } : {})}
          />
        </section>

        <hr className={own.divider} />

        <section className={own.group} aria-labelledby="preferences-time-name">
          <h2 id="preferences-time-name" className={own.legend}>
            {m.timeAndName}
          </h2>
          <ComboBox
            className={styles.field}
            name="timeZone"
            defaultItems={zones}
            inputValue={zone}
            onInputChange={(value) => {
              setZone(value);
              clearError('timeZone');
            }}
            onSelectionChange={(key: Key | null) => key !== null && setZone(String(key))}
            allowsCustomValue
            menuTrigger="input"
          >
            <Label className={styles.label}>{m.timeZone}</Label>
            <div className={own.comboRow}>
              <Input className={own.comboInput} autoComplete="off" spellCheck={false} />
              <AriaButton className={own.comboButton} aria-label={m.showZones}>
                <Chevron />
              </AriaButton>
            </div>
            <Text slot="description" className={styles.fieldHint}>
              {m.timeZoneHint}
            </Text>
            <FieldError className={styles.fieldError} />
            <Popover className={own.popover} placement="bottom start">
              <ListBox className={own.listBox}>
                {(item: { id: string }) => (
                  <ListBoxItem id={item.id} textValue={item.id} className={own.option}>
                    {item.id}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
          {ownZone && ownZone !== zone ? (
            <AriaButton
              className={own.inlineButton}
              onPress={() => {
                setZone(ownZone);
                clearError('timeZone');
              }}
            >
              {m.browserZoneButton(ownZone)}
            </AriaButton>
          ) : null}
          <TextField
            label={m.name}
            description={m.nameHint(preferredNameLength.max)}
            name="preferredName"
            value={name}
            onChange={(value) => {
              setName(value);
              clearError('preferredName');
            }}
            autoComplete="nickname"
          />
        </section>

        <div className={styles.actions}>
          <SubmitButton isBusy={save.isPending} label={m.save} busyLabel={m.saving} />
        </div>
        <SaveResult outcome={outcome} />
      </Form>
    </Card>
  );
}

/**
 * `/preferences` (DECISIONS "Pages"): theme, voice replies with their speed and voice, the time zone
 * of displayed times and the name the assistant uses, stored on the server. A plan without voice
 * sees the voice settings locked, with the reason.
 */
export function PreferencesPage() {
  const title = usePageTitle() ?? appMessages.titles.preferences;
  const { user } = useCurrentUser();
  const query = useQuery({ ...preferencesQueryOptions(apiClient), enabled: Boolean(user) });
  const voiceAllowed = user ? canUseVoice({ role: user.role, tier: user.subscriptionTier }) : false;

  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {query.data ? (
        <>
          <PreferencesForm stored={query.data} voiceAllowed={voiceAllowed} />
          <MemorySection />
        </>
      ) : query.isError ? (
        <Card>
          <Notice tone="critical" announce="assertive">
            {m.loadFailed}
          </Notice>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => void query.refetch()}>
              {m.retry}
            </Button>
          </div>
        </Card>
      ) : (
        <Card>
          <Loader size="md" label={m.loading} showLabel />
        </Card>
      )}
    </section>
  );
}
