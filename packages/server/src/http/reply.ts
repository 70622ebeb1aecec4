import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { serverMessages } from '../messages';
import { HttpError, parseInput } from './errors';

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
  return parseInput(schema, data);
}

/** A positive integer id from the path; anything else reads as "not found". */
export function idParam(c: AppContext, name: string, notFound: string): number {
  const raw = c.req.param(name) ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new HttpError(404, { message: notFound });
  return id;
}
