import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { skyBirthFieldsMessages, skyComboBoxMessages } from '../../messages/skyBirthFields';
import { skyBirthValidationMessages, skyNameValidationMessages } from '../../messages/skyBirthValidation';
import { skyOnboardingMessages } from '../../messages/skyOnboarding';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from '../Checkbox';
import { ComboBox } from '../ComboBox';
import { Notice } from '../Notice';
import {
  birthDateError,
  birthTimeError,
  type CityOption,
  cityKey,
  cityLabel,
  containsFolded,
  localDay,
  normalizeBirthDate,
  normalizeBirthTime,
} from '../SkyCommon/birthData';
import { TextField } from '../TextField';
import * as styles from './BirthDataForm.css';
import { StepIndicator } from './StepIndicator';

const messages = skyOnboardingMessages;

/** The three domains of guidance. */
export const interestNames = ['Psychology', 'Astrology', 'Esoteric Wisdom'] as const;
export type Interest = (typeof interestNames)[number];

/** The onboarding steps, in order. */
export const onboardingSteps = ['name', 'birthDate', 'birthTime', 'birthPlace', 'interests'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** What the user has entered so far. Dates and times are normalised (YYYY-MM-DD, HH:MM) on submit. */
export interface BirthDataDraft {
  displayName: string;
  birthDate: string;
  birthTime: string;
  birthPlace: CityOption | null;
  interests: Interest[];
}

export const emptyBirthData: BirthDataDraft = {
  displayName: '',
  birthDate: '',
  birthTime: '',
  birthPlace: null,
  interests: [],
};

export const maxDisplayNameLength = 80;

export interface BirthDataFormProps {
  /** The step shown, 0-based (controlled: the caller moves on once a step is saved). */
  step: number;
  /** What is already known (e.g. the saved profile). */
  defaultValue?: Partial<BirthDataDraft>;
  /** The offline city list for the birth place. */
  cities: readonly CityOption[];
  /** The local calendar day (YYYY-MM-DD) for the "in the future" check. @default today */
  today?: string;
  /**
   * Called with the step and the whole draft once the step is valid. When it returns a promise
   * that rejects, the save error shows and everything typed stays.
   */
  onSubmitStep: (step: number, draft: BirthDataDraft) => unknown;
  /** Called with the previous step's index. Without it there is no Back button. */
  onBack?: (step: number) => void;
  /** "Skip for now". Without it there is no skip button. */
  onSkip?: () => void;
  /** @default 1 */
  headingLevel?: 1 | 2;
  /** Layout-only escape hatch. */
  className?: string;
}

type StepErrors = Partial<Record<'displayName' | 'birthDate' | 'birthTime', string>>;

function validateStep(step: OnboardingStep, draft: BirthDataDraft, today: string): StepErrors {
  const v = skyBirthValidationMessages;
  switch (step) {
    case 'name':
      return draft.displayName.trim().length > maxDisplayNameLength
        ? { displayName: skyNameValidationMessages.nameTooLong }
        : {};
    case 'birthDate': {
      const key = birthDateError(draft.birthDate, today);
      return key ? { birthDate: v[key] } : {};
    }
    case 'birthTime': {
      const key = birthTimeError(draft.birthTime);
      return key ? { birthTime: v[key] } : {};
    }
    default:
      return {};
  }
}

/**
 * The onboarding steps for birth data (name, birth date, optional birth time, birth place from an
 * offline list, domains of interest) with a step indicator, checked with clear messages. Nothing
 * typed is lost on an error: the draft lives here until the caller's save succeeds.
 */
export function BirthDataForm({
  step,
  defaultValue,
  cities,
  today = localDay(new Date()),
  onSubmitStep,
  onBack,
  onSkip,
  headingLevel = 1,
  className,
}: BirthDataFormProps) {
  const headingId = useId();
  const stepIndex = Math.max(0, Math.min(onboardingSteps.length - 1, step));
  const stepName = onboardingSteps[stepIndex] as OnboardingStep;
  const isLast = stepIndex === onboardingSteps.length - 1;
  const [draft, setDraft] = useState<BirthDataDraft>({ ...emptyBirthData, ...defaultValue });
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as 'h1' | 'h2';

  // A new step starts clean, and screen-reader users hear its heading.
  const [shownStep, setShownStep] = useState(stepIndex);
  const stepChanged = shownStep !== stepIndex;
  if (stepChanged) {
    setShownStep(stepIndex);
    setShowErrors(false);
    setSaveFailed(false);
  }
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (mounted.current) headingRef.current?.focus();
    mounted.current = true;
  }, [stepIndex]);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const errors = showErrors ? validateStep(stepName, draft, today) : {};
  const update = (patch: Partial<BirthDataDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // The cities as the combo box's options: the label to search, the time zone on a second line.
  const cityOptions = useMemo(
    () => cities.map((city) => ({ id: cityKey(city), label: cityLabel(city), description: city.timeZone })),
    [cities],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateStep(stepName, draft, today);
    if (Object.keys(found).length > 0) {
      setShowErrors(true);
      setAttempt((n) => n + 1);
      return;
    }
    const clean: BirthDataDraft = {
      ...draft,
      displayName: draft.displayName.trim(),
      birthDate: draft.birthDate.trim() === '' ? '' : normalizeBirthDate(draft.birthDate),
      birthTime: normalizeBirthTime(draft.birthTime),
    };
    setSaveFailed(false);
    setSaving(true);
    try {
      await onSubmitStep(stepIndex, clean);
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      ref={formRef}
      // The form checks its fields itself and shows each error under its field.
      validationBehavior="aria"
      aria-labelledby={headingId}
      onSubmit={submit}
      className={[styles.form, className].filter(Boolean).join(' ')}
      data-step={stepName}
    >
      <StepIndicator steps={onboardingSteps.map((s) => messages.steps[s])} current={stepIndex} />
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {messages.steps[stepName]}
      </Heading>
      <p className={styles.intro}>{messages.intro[stepName]}</p>

      {stepName === 'name' ? (
        <TextField
          label={messages.nameLabel}
          value={draft.displayName}
          onChange={(displayName) => update({ displayName })}
          errorMessage={errors.displayName}
          autoComplete="given-name"
          name="displayName"
        />
      ) : null}
      {stepName === 'birthDate' ? (
        <TextField
          label={skyBirthFieldsMessages.birthDate}
          description={skyBirthFieldsMessages.birthDateHint}
          value={draft.birthDate}
          onChange={(birthDate) => update({ birthDate })}
          onBlur={() => {
            if (draft.birthDate.trim() !== '') setShowErrors(true);
          }}
          errorMessage={errors.birthDate}
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          autoComplete="bday"
          isRequired
          name="birthDate"
        />
      ) : null}
      {stepName === 'birthTime' ? (
        <TextField
          label={skyBirthFieldsMessages.birthTime}
          description={skyBirthFieldsMessages.birthTimeHint}
          value={draft.birthTime}
          onChange={(birthTime) => update({ birthTime })}
          onBlur={() => {
            if (draft.birthTime.trim() !== '') setShowErrors(true);
          }}
          errorMessage={errors.birthTime}
          placeholder="HH:MM"
          inputMode="numeric"
          name="birthTime"
        />
      ) : null}
      {stepName === 'birthPlace' ? (
        <ComboBox
          label={skyBirthFieldsMessages.birthPlace}
          description={skyBirthFieldsMessages.birthPlaceHint}
          buttonLabel={skyComboBoxMessages.showOptions}
          options={cityOptions}
          defaultFilter={containsFolded}
          // The collection is built after the first render in a browser: start the text from the value.
          defaultInputValue={draft.birthPlace ? cityLabel(draft.birthPlace) : ''}
          value={draft.birthPlace ? cityKey(draft.birthPlace) : null}
          onChange={(id) => update({ birthPlace: cities.find((city) => cityKey(city) === id) ?? null })}
        />
      ) : null}
      {stepName === 'interests' ? (
        <CheckboxGroup
          label={messages.interestsLabel}
          value={draft.interests}
          onChange={(values) => update({ interests: values.filter((v): v is Interest => isInterest(v)) })}
        >
          {interestNames.map((interest) => (
            <Checkbox key={interest} value={interest}>
              {messages.interests[interest]}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}

      <p role="status" className={visuallyHidden}>
        {saving ? messages.saving : ''}
      </p>
      {saveFailed ? (
        <Notice tone="critical" announce="assertive">
          {messages.saveError}
        </Notice>
      ) : null}

      <div className={styles.actions}>
        {onBack && stepIndex > 0 ? (
          <Button variant="secondary" onPress={() => onBack(stepIndex - 1)} isDisabled={saving}>
            {messages.back}
          </Button>
        ) : null}
        {/* Not RAC's isPending: its announcement node trips axe; the status above says it instead. */}
        <Button type="submit" variant="primary" aria-disabled={saving || undefined}>
          {saving ? messages.saving : isLast ? messages.finish : messages.next}
        </Button>
        {onSkip ? (
          <Button variant="quiet" onPress={onSkip} isDisabled={saving}>
            {messages.skip}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

const isInterest = (value: string): value is Interest => (interestNames as readonly string[]).includes(value);
