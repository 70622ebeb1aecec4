import * as v from 'valibot';
import { contractMessages } from './messages';
import { type LimitReachedBody, LimitReachedBodySchema } from './schemas/chat';

/**
 * A non-OK reply (spec 8). Its message is `${status}: ${body}`, or `${status}: ${statusText}` when
 * the body is empty, so the spec's text checks ("contains 401 or Unauthorized") keep working.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The body as text. */
  readonly body: string;
  /** The body parsed as JSON, or `undefined` when it is not JSON. */
  readonly data: unknown;

  constructor(status: number, statusText: string, body: string, data: unknown) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.data = data;
  }
}

/** No reply within the timeout (spec 8: "Request timeout - please check your connection."). */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(contractMessages.request.timeout);
    this.timeoutMs = timeoutMs;
  }
}

/** The request never got a reply: `fetch` rejected (spec 8: "Network error - please check your connection."). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause?: unknown) {
    super(contractMessages.request.network, { cause });
  }
}

/**
 * A reply that does not match the contract. The message names the endpoint and the path of the
 * first issue, e.g. `Unexpected reply from GET /api/user: role: Invalid type: ...`.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly endpoint: string;
  /** Dot path of the first issue; `(root)` for the reply itself. */
  readonly path: string;
  readonly issues: readonly v.BaseIssue<unknown>[];

  constructor(endpoint: string, path: string, issue: string, issues: readonly v.BaseIssue<unknown>[] = []) {
    super(contractMessages.request.unexpectedReply(endpoint, path, issue));
    this.endpoint = endpoint;
    this.path = path;
    this.issues = issues;
  }

  static fromIssues(endpoint: string, issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
    const [first] = issues;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    return new ContractError(endpoint, v.getDotPath(first) ?? '(root)', `${first.message}${more}`, issues);
  }
}

/** An `AbortError` like the one `fetch` raises, for a request the caller aborted. */
export function createAbortError(): Error {
  return new DOMException(contractMessages.request.aborted, 'AbortError');
}

/** True for an aborted request (the user pressed stop); a timeout is a `TimeoutError` instead. */
export function isAbortError(error: unknown): boolean {
  // By name: a DOMException is not an `Error` instance in every realm (jsdom's is not).
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Spec 8: an error whose text contains 401 or Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  const text = error instanceof Error ? error.message : String(error);
  return text.includes('401') || text.includes('Unauthorized');
}

/** The `{ message, limitInfo }` of a 429 (spec 7), or `null` for any other error. */
export function limitReachedOf(error: unknown): LimitReachedBody | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const result = v.safeParse(LimitReachedBodySchema, error.data);
  return result.success ? result.output : null;
}

/** The server's `message` of an error reply, or `fallback` (spec 8: "the server message or ..."). */
export function serverMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.data && typeof error.data === 'object') {
    const message = (error.data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
