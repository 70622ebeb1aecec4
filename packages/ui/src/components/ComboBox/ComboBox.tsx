import type { Ref } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Input,
  Label,
  type ValidationResult,
} from 'react-aria-components';
import { FieldHelp, isInvalidField } from '../../internal/FieldHelp';
import { ChevronIcon, type IdSelection, type KeySelectionProps, OptionList } from '../../internal/OptionList';
import type { SelectOption } from '../Select';
import * as styles from './ComboBox.css';

export interface ComboBoxProps
  extends Omit<
      AriaComboBoxProps<SelectOption>,
      'className' | 'style' | 'children' | 'items' | 'defaultItems' | KeySelectionProps
    >,
    Omit<IdSelection, 'onChange'> {
  /**
   * Called with the `id` of the option the reader chooses, and with `null` when they empty the
   * field (a controlled `value` should then become `null` too).
   */
  onChange?: (id: string | null) => void;
  /** The visible label (also the input's accessible name). */
  label: string;
  /**
   * Every choice; the list shows those whose `label` matches what is typed. An option's
   * `description` shows under its label in the list (and is read as part of its name).
   */
  options: readonly SelectOption[];
  /** A hint under the field, read with it by screen readers. */
  description?: string;
  /** The error to show when the field is invalid; a text also marks it invalid, like `TextField`'s. */
  errorMessage?: string | null | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** The name of the button that opens the whole list. @default "Show suggestions" (in the reader's language) */
  buttonLabel?: string;
  /** The `input` element, to focus it from script. */
  inputRef?: Ref<HTMLInputElement>;
  /** Layout-only escape hatch, on the field's wrapper. */
  className?: string;
}

/**
 * A text input with a list of suggestions that narrows as one types, on react-aria-components:
 * for a choice among many (a time zone, a country), where typing finds faster than scrolling.
 * With `allowsCustomValue` the typed text may be a value of its own; read it with
 * `inputValue`/`onInputChange`.
 */
export function ComboBox({
  label,
  options,
  onChange,
  description,
  errorMessage,
  placeholder,
  buttonLabel,
  inputRef,
  className,
  ...props
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...props}
      isInvalid={isInvalidField(props.isInvalid, errorMessage)}
      defaultItems={options}
      // The options' ids are strings; an emptied field reports null.
      onChange={onChange ? (key) => onChange(key === null ? null : String(key)) : undefined}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.control}>
        <Input
          ref={inputRef}
          className={styles.comboInput}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
        />
        <Button className={styles.button} {...(buttonLabel ? { 'aria-label': buttonLabel } : {})}>
          <ChevronIcon />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionList />
    </AriaComboBox>
  );
}
