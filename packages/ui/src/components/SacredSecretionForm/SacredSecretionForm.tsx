import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { skyCalculatorMessages } from '../../messages/skyCalculator';
import { skyFieldsMessages } from '../../messages/skyFields';
import { skyValidationMessages } from '../../messages/skyValidation';
import { Button } from '../Button';
import { ComboBox } from '../ComboBox';
import { birthDateError, containsFolded, localDay, normalizeBirthDate } from '../SkyCommon/birthData';
import { TextField } from '../TextField';
import * as styles from './SacredSecretionForm.css';

/** A time zone the windows can be shown in. */
export interface TimeZoneOption {
  /** IANA name, e.g. "Europe/London". */
  id: string;
  /** "Birth place: London (Europe/London)". */
  label: string;
}

export interface SacredSecretionFormValue {
  /** YYYY-MM-DD. */
  birthDate: string;
  /** IANA time zone. */
  timeZone: string;
}

export interface SacredSecretionFormProps {
  /** The birth date to start from (e.g. the profile's), YYYY-MM-DD. */
  defaultBirthDate?: string;
  /** Time zones to choose from. */
  timeZones: readonly TimeZoneOption[];
  /** The time zone chosen at first. @default the first option */
  defaultTimeZone?: string;
  /** The local calendar day (YYYY-MM-DD) for the "in the future" check. @default today */
  today?: string;
  /** Called with a valid date and time zone. */
  onSubmit: (value: SacredSecretionFormValue) => void;
  /** While the windows are being computed. @default false */
  isPending?: boolean;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * The Sacred Secretion Calculator's form: a birth date (typed, checked with clear messages; what
 * was typed is never cleared) and the time zone the windows are shown in.
 */
export function SacredSecretionForm({
  defaultBirthDate = '',
  timeZones,
  defaultTimeZone,
  today = localDay(new Date()),
  onSubmit,
  isPending = false,
  headingLevel = 2,
  className,
}: SacredSecretionFormProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [birthDate, setBirthDate] = useState(defaultBirthDate);
  const [timeZone, setTimeZone] = useState<TimeZoneOption | null>(
    timeZones.find((z) => z.id === defaultTimeZone) ?? timeZones[0] ?? null,
  );
  const [showErrors, setShowErrors] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

  const dateKey = birthDateError(birthDate, today);
  const dateMessage = showErrors && dateKey ? skyValidationMessages[dateKey] : null;
  const zoneMessage = showErrors && !timeZone ? skyValidationMessages.timeZoneUnknown : null;

  // After a submit with errors, the first invalid field takes focus.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setShowErrors(true);
    if (dateKey || !timeZone) {
      setAttempt((n) => n + 1);
      return;
    }
    onSubmit({ birthDate: normalizeBirthDate(birthDate), timeZone: timeZone.id });
  };

  return (
    <Form
      ref={formRef}
      aria-labelledby={headingId}
      // The form checks its fields itself and shows each error under its field.
      validationBehavior="aria"
      onSubmit={submit}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      <Heading id={headingId} className={styles.heading}>
        {skyCalculatorMessages.title}
      </Heading>
      <TextField
        label={skyFieldsMessages.birthDate}
        description={skyFieldsMessages.birthDateHint}
        value={birthDate}
        onChange={setBirthDate}
        onBlur={() => {
          if (birthDate.trim() !== '') setShowErrors(true);
        }}
        errorMessage={dateMessage}
        placeholder="YYYY-MM-DD"
        inputMode="numeric"
        autoComplete="bday"
        isRequired
        name="birthDate"
      />
      <ComboBox
        label={skyFieldsMessages.timeZone}
        description={skyFieldsMessages.timeZoneHint}
        buttonLabel={skyFieldsMessages.showOptions}
        options={timeZones}
        defaultFilter={containsFolded}
        // The collection is built after the first render in a browser: start the text from the value.
        defaultInputValue={timeZone?.label ?? ''}
        value={timeZone?.id ?? null}
        // An emptied field reports null: no time zone, and submitting says so.
        onChange={(id) => setTimeZone(timeZones.find((z) => z.id === id) ?? null)}
        errorMessage={zoneMessage}
        isRequired
      />
      <div className={styles.actions}>
        {/* Not RAC's isPending: its announcement node trips axe; the status below says it instead. */}
        <Button type="submit" variant="primary" aria-disabled={isPending || undefined}>
          {isPending ? skyCalculatorMessages.pending : skyCalculatorMessages.submit}
        </Button>
        <span role="status" className={visuallyHidden}>
          {isPending ? skyCalculatorMessages.pending : ''}
        </span>
      </div>
    </Form>
  );
}
