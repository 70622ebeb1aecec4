import { hasControlCharacters, jsonBodyLimits } from '@app/contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { serverMessages } from '../messages';
import { type FieldError, HttpError, invalidFields, parseInput } from './errors';

/**
 * Answers JSON after checking it against the contract's schema. A reply that fails its schema is
 * a server bug: it is logged and the caller gets a 500, never a malformed body.
 */
export function replyJson<S extends v.GenericSchema>(
  c: AppContext,
  schema: S,
  data: v.InferInput<S>,
  status: ContentfulStatusCode = 200,
): Response {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    throw new ReplyContractError(c.req.method, c.req.path, v.summarize(result.issues));
  }
  return c.json(data as object, status);
}

export class ReplyContractError extends Error {
  constructor(method: string, path: string, summary: string) {
    super(`Reply of ${method} ${path} does not match the contract: ${summary}`);
    this.name = 'ReplyContractError';
  }
}

/** The JSON body parsed with `schema`; 400 for a body that is not JSON or breaks the schema. */
export async function readJson<S extends v.GenericSchema>(c: AppContext, schema: S): Promise<v.InferOutput<S>> {
  const text = await c.req.text();
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new HttpError(400, { message: serverMessages.common.invalidJson });
  }
  const problem = textProblemIn(data);
  if (problem) throw invalidFields([problem]);
  return parseInput(schema, data);
}

/**
 * The one rule for text in every JSON body, before any schema sees it: no control characters in a
 * string or a key, and no nesting deeper than `jsonBodyLimits.maxDepth`. Answers the first field
 * that breaks it. Walked with a stack, so a body nested thousands deep costs no recursion.
 */
export function textProblemIn(data: unknown): FieldError | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: data, path: '', depth: 0 }];
  const field = (path: string) => path || 'body';
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) return { field: field(path), message: serverMessages.common.controlCharacters };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= jsonBodyLimits.maxDepth) return { field: field(path), message: serverMessages.common.nestedTooDeep };
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) return { field: field(path), message: serverMessages.common.controlCharacters };
      pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A positive integer id from the path; anything else reads as "not found". */
export function idParam(c: AppContext, name: string, notFound: string): number {
  const raw = c.req.param(name) ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new HttpError(404, { message: notFound });
  return id;
}
