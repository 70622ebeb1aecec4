import { isEmailAddress } from '@app/contract';
import { TextField } from '@app/ui';
import { appMessages } from '../messages';

export interface AuthFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's own check, shown under it once the form is submitted; the server's errors come through the form. */
  validate?: (value: string) => string | null;
  /**
   * The error the form decides (instead of `validate`): shown as given and cleared as soon as the form
   * clears it, while typing, so fixing a field never shifts the form under the pointer on its way to
   * the submit button (a `validate` error leaves only when the field loses focus).
   */
  error?: string | null;
}

/** A required field of the log-in and sign-up forms: label, input and its error, announced with the field. */
export function AuthField({
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  validate,
  error,
}: AuthFieldProps) {
  const decided = error !== undefined;
  return (
    <TextField
      label={label}
      errorMessage={decided ? error : undefined}
      name={name}
      type={type}
      autoComplete={autoComplete}
      isRequired
      value={value}
      onChange={onChange}
      {...(decided ? { validationBehavior: 'aria' as const, isInvalid: Boolean(error) } : { validate })}
    />
  );
}

/** The check of a required e-mail field labelled `label`, as the server checks the address. */
export const emailFieldError = (label: string) => (value: string) =>
  value.trim() === '' ? appMessages.auth.required(label) : isEmailAddress(value) ? null : appMessages.auth.invalidEmail;
