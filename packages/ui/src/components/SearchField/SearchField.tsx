import type { Ref } from 'react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
  Label,
  type ValidationResult,
} from 'react-aria-components';
import { FieldHelp, isInvalidField } from '../../internal/FieldHelp';
import * as fieldStyles from '../../internal/field.css';
import { Icon } from '../Icon';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label (also the field's accessible name). */
  label: string;
  /** A hint under the field, read with it by screen readers ("Name or email"). */
  description?: string;
  /** The error to show when the field is invalid, like `TextField`'s. */
  errorMessage?: string | null | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** The `input` element, to focus it from script. */
  inputRef?: Ref<HTMLInputElement>;
  /** Layout-only escape hatch, on the field's wrapper. */
  className?: string;
}

/**
 * A labelled search input (`type="search"`, in a `searchbox` role) with a clear button once it has
 * text. Escape clears it; Enter calls `onSubmit`. Filter as the reader types with `onChange`, or
 * on Enter with `onSubmit`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      isInvalid={isInvalidField(props.isInvalid, errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.control}>
        <Icon size="md" className={styles.glass}>
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </Icon>
        <Input ref={inputRef} className={styles.searchInput} placeholder={placeholder} />
        {/* Named "Clear search" by react-aria, in the reader's language; out of the Tab order. */}
        <Button className={styles.clear}>
          <Icon size="sm">
            <path d="M6 6l12 12M18 6 6 18" />
          </Icon>
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
