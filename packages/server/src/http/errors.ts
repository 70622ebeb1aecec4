import * as v from 'valibot';
import { serverMessages } from '../messages';

export interface FieldError {
  field: string;
  message: string;
}

/** An answer other than success, thrown from a handler and turned into JSON by the app. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

/** The field errors of a failed validation: `{ field: 'birthPlace.latitude', message }`, each field once. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') || 'body';
    if (!errors.some((error) => error.field === field)) errors.push({ field, message: issue.message });
  }
  return errors;
}

/** 400 `{ message, errors: [{ field, message }] }`. */
export function invalidFields(errors: FieldError[]): HttpError {
  return new HttpError(400, { message: serverMessages.common.invalidFields, errors });
}

/** Parses `data` with `schema`, or throws the 400 with its field errors. */
export function parseInput<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw invalidFields(fieldErrorsOf(result.issues));
  return result.output;
}
