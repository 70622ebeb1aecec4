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
import {
  Button,
  Card,
  ComboBox,
  Loader,
  Notice,
  RadioGroup,
  Select,
  Switch,
  TextField,
  type ThemeName,
  useTheme,
} from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Button as AriaButton, Form, Link } from 'react-aria-components';
import * as v from 'valibot';
import { apiClient } from '../app/api';
import { browserTimeZone } from '../app/displayTime';
import { applyPreferredTheme, useSavePreferences } from '../app/preferences';
import { useCurrentUser } from '../app/session';
import { appMessages } from '../messages';
import { pageMessages } from '../pageMessages';
import { MemorySection } from './MemorySection';
import type { ActionOutcome } from './OutcomeRegion';
import * as own from './PreferencesPage.css';
import * as styles from './page.css';
import { SaveResult } from './SaveResult';
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
  const zones = useMemo(() => knownZones().map((id) => ({ id, label: id })), []);
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
            variant="chips"
            label={m.theme}
            name="theme"
            options={[
              { id: 'light', label: m.themeLight },
              { id: 'dark-celestial', label: m.themeDark },
            ]}
            value={theme}
            onChange={(value) => {
              setTheme(value as ThemeName);
              clearError('theme');
            }}
          />
        </section>

        <hr className={own.divider} />

        <section className={own.group} aria-labelledby="preferences-assistant">
          <h2 id="preferences-assistant" className={own.legend}>
            {m.assistantSection}
          </h2>
          <RadioGroup
            variant="chips"
            label={m.assistant}
            description={m.assistantHint}
            name="assistant"
            options={[
              { id: 'selene', label: m.assistantSelene },
              { id: 'orion', label: m.assistantOrion },
            ]}
            value={assistant}
            onChange={(value) => {
              setAssistant(value as Preferences['assistant']);
              clearError('assistant');
            }}
          />
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
          <Switch
            name="voiceReplies"
            label={m.voiceReplies}
            description={m.voiceRepliesHint}
            isSelected={voiceReplies}
            onChange={setVoiceReplies}
            isDisabled={!voiceAllowed}
            errorMessage={errors.voiceReplies}
          />
          <Select
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
          <Select
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
            className={own.zoneField}
            label={m.timeZone}
            description={m.timeZoneHint}
            buttonLabel={m.showZones}
            name="timeZone"
            options={zones}
            inputValue={zone}
            onInputChange={(value) => {
              setZone(value);
              clearError('timeZone');
            }}
            // The typed text is the value (emptying it included); a pick from the list replaces it.
            onChange={(id) => {
              if (id !== null) setZone(id);
            }}
            allowsCustomValue
            menuTrigger="input"
          />
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
