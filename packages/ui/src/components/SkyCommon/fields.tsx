import { useMemo } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  TextField,
} from 'react-aria-components';
import { skyComboBoxMessages } from '../../messages/skyBirthFields';
import * as styles from './fields.css';

export interface SkyTextFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  /** Checked when the field loses focus (and by the form on submit). */
  onBlur?: () => void;
  /** The message shown under the field; the field is invalid while it is set. */
  error?: string | null;
  placeholder?: string;
  isRequired?: boolean;
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  name?: string;
  autoFocus?: boolean;
}

/** A labelled text input with a hint and an inline error (RAC TextField). */
export function SkyTextField({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  isRequired,
  inputMode,
  autoComplete,
  name,
  autoFocus,
}: SkyTextFieldProps) {
  return (
    <TextField
      className={styles.field}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      name={name}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} inputMode={inputMode} />
      {description ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </TextField>
  );
}

export interface SkyComboBoxProps<T> {
  label: string;
  description?: string;
  /** Every option; the input narrows them as the user types. */
  options: readonly T[];
  getKey: (option: T) => string;
  getLabel: (option: T) => string;
  /** Second line of an option (e.g. the time zone of a city). */
  getDetail?: (option: T) => string;
  value: T | null;
  onChange: (value: T | null) => void;
  error?: string | null;
  isRequired?: boolean;
}

/** Lower case without accents, so that "sao" finds "São Paulo". */
export const foldForSearch = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

const containsFolded = (textValue: string, inputValue: string) =>
  foldForSearch(textValue).includes(foldForSearch(inputValue.trim()));

/**
 * A searchable single choice over a long list (RAC ComboBox). RAC keeps the typed text itself;
 * the options are filtered accent- and case-insensitively.
 */
export function SkyComboBox<T>({
  label,
  description,
  options,
  getKey,
  getLabel,
  getDetail,
  value,
  onChange,
  error,
  isRequired,
}: SkyComboBoxProps<T>) {
  const items = useMemo(() => options.map((option) => ({ id: getKey(option), option })), [options, getKey]);
  return (
    <ComboBox
      className={styles.field}
      defaultItems={items}
      defaultFilter={containsFolded}
      // The collection is built after the first render in a browser: start the text from the value.
      defaultInputValue={value ? getLabel(value) : ''}
      value={value ? getKey(value) : null}
      onChange={(key: Key | null) => {
        onChange(key === null ? null : (options.find((o) => getKey(o) === String(key)) ?? null));
      }}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.comboRow}>
        <Input className={styles.comboInput} />
        <Button className={styles.comboButton} aria-label={skyComboBoxMessages.showOptions}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden focusable={false}>
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </div>
      {description ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox className={styles.listBox}>
          {(item: { id: string; option: T }) => (
            <ListBoxItem id={item.id} textValue={getLabel(item.option)} className={styles.option}>
              <span>{getLabel(item.option)}</span>
              {getDetail ? <span className={styles.optionDetail}>{getDetail(item.option)}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
