import { useState } from 'react';

/**
 * A form's typed values and the server's errors by field name (for RAC's `validationErrors`).
 * `change(field)` is a field's `onChange`: it keeps what is typed, and a corrected field loses its
 * server error.
 */
export function useFormFields<TValues extends Record<string, string>>(initial: TValues) {
  const [values, setValues] = useState(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const change = (field: keyof TValues & string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  return { values, setValues, serverErrors, setServerErrors, change };
}
