import { useContext, useId, useState } from 'react';
import {
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
  FormValidationContext,
} from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** The visible words beside the switch (also its accessible name): the setting it turns on. */
  label: string;
  /** A hint under the switch (what turning it on does), read with it by screen readers. */
  description?: string;
  /**
   * An error to show under the switch (e.g. the setting could not be saved); none when `null` or
   * not given. Inside a `Form`, an error its `validationErrors` give for the switch's `name`
   * shows too, until the reader changes the switch, as under the other fields.
   */
  errorMessage?: string | null;
  /** Layout-only escape hatch, on the switch's wrapper. */
  className?: string;
}

/**
 * An on/off setting that takes effect at once, on react-aria-components: a track and thumb before
 * its label, 44 px tall. Its description and error are shown under it and attached to it
 * (`aria-describedby`); with a `name` it submits `on` (or its `value`) in a form while selected.
 * Controlled (`isSelected`, `onChange`) or uncontrolled (`defaultSelected`).
 */
export function Switch({
  label,
  description,
  errorMessage,
  className,
  'aria-describedby': describedBy,
  onChange,
  ...props
}: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const formErrors = useContext(FormValidationContext);
  // As react-aria's fields do, a form's error for this switch goes once the reader changes it; the
  // form's next errors show again.
  const [changedAfter, setChangedAfter] = useState<typeof formErrors | null>(null);
  const formError = props.name && changedAfter !== formErrors ? formErrors[props.name] : undefined;
  const error = errorMessage || [formError ?? []].flat().join(' ') || null;
  const describedByIds =
    [describedBy, description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <AriaSwitch
        {...props}
        onChange={(isSelected) => {
          setChangedAfter(formErrors);
          onChange?.(isSelected);
        }}
        aria-describedby={describedByIds}
        className={styles.root}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {label}
      </AriaSwitch>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
