import { authErrorOf, serverMessageOf } from '@app/contract';

/**
 * A failed settings call, for its form: the server's field errors by field (shown under each
 * field), or, when it named none, one message for the whole form (the server's, or `fallback`).
 */
export function formErrorsOf(
  error: unknown,
  fallback: string,
): { byField: Record<string, string>; message: string | null } {
  const errors = authErrorOf(error)?.errors ?? [];
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const field = 'field' in error ? error.field : undefined;
    if (field && !byField[field]) byField[field] = error.message;
  }
  return Object.keys(byField).length > 0
    ? { byField, message: null }
    : { byField, message: serverMessageOf(error, fallback) };
}
