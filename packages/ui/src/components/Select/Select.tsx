import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  Label,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components';
import { FieldHelp, isInvalidField } from '../../internal/FieldHelp';
import { ChevronIcon, type IdSelection, type KeySelectionProps, OptionList, reportId } from '../../internal/OptionList';
import * as styles from './Select.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** What the select's value is when this option is chosen (and what a form submits). */
  id: string;
  /** The text shown for it, in the list and on the button. */
  label: string;
  /**
   * A second line under the label in the list, smaller and muted (e.g. a city's time zone): part
   * of the option's accessible name, after its label, as it is part of what is seen. Not shown on
   * the button, nor matched when a `ComboBox` narrows its list (that looks at `label`).
   */
  description?: string;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'className' | 'style' | 'children' | 'items' | KeySelectionProps>,
    IdSelection {
  /** The visible label (also the select's accessible name). */
  label: string;
  /** The choices, in the order listed. */
  options: readonly SelectOption[];
  /** A hint under the select, read with it by screen readers. */
  description?: string;
  /**
   * The error to show when the select is invalid: a fixed text, or one made from the validation
   * result. Without one (`null` or not given), the validation's own message shows. A text given
   * here also marks the select invalid, unless `isInvalid` says otherwise: pass your own
   * validation's verdict as `errorMessage={error}`.
   */
  errorMessage?: string | null | ((validation: ValidationResult) => string);
  /** Shown on the button, muted, while nothing is chosen. */
  placeholder?: string;
  /** Layout-only escape hatch, on the select's wrapper. */
  className?: string;
}

/**
 * A labelled single choice from a list, on react-aria-components: a button showing the choice
 * opens a list below it. Its label, description and error are wired to the button, and with a
 * `name` it submits its value in a form. Controlled (`value`, `onChange`) or uncontrolled
 * (`defaultValue`).
 */
export function Select({ label, options, description, errorMessage, className, onChange, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      isInvalid={isInvalidField(props.isInvalid, errorMessage)}
      // A single select reports a key; the options' ids are strings, and there is no way back to none.
      onChange={reportId(onChange)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value}>
          {/* The chosen option's label only: its description belongs to the list. */}
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <ChevronIcon />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionList options={options} />
    </AriaSelect>
  );
}
