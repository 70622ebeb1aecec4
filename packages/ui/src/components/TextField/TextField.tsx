import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  Label,
  type ValidationResult,
} from 'react-aria-components';
import { FieldHelp, isInvalidField } from '../../internal/FieldHelp';
import * as styles from './TextField.css';

interface FieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label (also the field's accessible name). */
  label: string;
  /** A hint under the field, read with it by screen readers. */
  description?: string;
  /**
   * The error to show when the field is invalid: a fixed text, or one made from the validation
   * result. Without one (`null` or not given), the validation's own message shows. A text given
   * here also marks the field invalid, unless `isInvalid` says otherwise: pass your own
   * validation's verdict as `errorMessage={error}`.
   */
  errorMessage?: string | null | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * For code, CSV, keys or links: a fixed-width face, a size smaller, and (in a `TextArea`) lines
   * kept as typed, a long one scrolling sideways instead of wrapping.
   */
  isCode?: boolean;
  /** Layout-only escape hatch, on the field's wrapper. */
  className?: string;
}

export interface TextFieldProps extends FieldProps {
  /** The `input` element, to focus or select it from script. */
  inputRef?: Ref<HTMLInputElement>;
}

export interface TextAreaProps extends FieldProps {
  /** Visible lines before it scrolls (the reader may also drag it taller). @default 4 */
  rows?: number;
  /** The `textarea` element, to focus it from script. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled one-line text input on react-aria-components: its label, description and error are
 * wired to it (`aria-describedby`, `aria-invalid`), and native or custom validation shows its
 * message under it.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isCode = false,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalidField(props.isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <Input
        ref={inputRef}
        className={isCode ? `${styles.input} ${styles.code}` : styles.input}
        placeholder={placeholder}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

/** {@link TextField}'s several-line sibling, for free text (a message, a note). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  isCode = false,
  inputRef,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalidField(props.isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <AriaTextArea
        ref={inputRef}
        className={isCode ? `${styles.textArea} ${styles.code} ${styles.codeLines}` : styles.textArea}
        placeholder={placeholder}
        rows={rows}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
