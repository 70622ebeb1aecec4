import { FieldError, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './field.css';

export interface FieldHelpProps {
  description?: string | undefined;
  errorMessage?: string | null | ((validation: ValidationResult) => string) | undefined;
}

/**
 * What a field says under itself: its hint, then its error while invalid (the given text, or the
 * validation's own). Inside a react-aria field, both are wired to the control (`aria-describedby`).
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

/**
 * A field is invalid when told so, or when it is given an error text of its own to show: the
 * caller's validation already decided, so `errorMessage={error}` alone marks it.
 */
export function isInvalidField(
  isInvalid: boolean | undefined,
  errorMessage: FieldHelpProps['errorMessage'],
): boolean | undefined {
  if (isInvalid !== undefined) return isInvalid;
  return typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined;
}
