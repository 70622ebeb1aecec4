import { isEmailAddress } from '@app/contract';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { appMessages } from '../messages';
import * as styles from './page.css';

export interface AuthFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's own check, shown under it once the form is submitted; the server's errors come through the form. */
  validate: (value: string) => string | null;
}

/** A required field of the log-in and sign-up forms: label, input and its error, announced with the field. */
export function AuthField({ name, label, type = 'text', autoComplete, value, onChange, validate }: AuthFieldProps) {
  return (
    <TextField
      className={styles.field}
      name={name}
      type={type}
      autoComplete={autoComplete}
      isRequired
      value={value}
      onChange={onChange}
      validate={validate}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} />
      <FieldError className={styles.fieldError} />
    </TextField>
  );
}

/** The check of a required e-mail field labelled `label`, as the server checks the address. */
export const emailFieldError = (label: string) => (value: string) =>
  value.trim() === '' ? appMessages.auth.required(label) : isEmailAddress(value) ? null : appMessages.auth.invalidEmail;
