import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../context';
import { serverMessages } from '../messages';
import { HttpError } from './errors';

// What the rate limits of every feature key on and answer (log-in, registration, reset links).

/** The caller's address: the socket's, or the first `X-Forwarded-For` hop from a trusted proxy. */
export function clientAddress(c: AppContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A 429 that says how long to wait. */
export function tooMany(seconds: number): HttpError {
  return new HttpError(
    429,
    { message: serverMessages.common.rateLimited(seconds) },
    { 'Retry-After': String(seconds) },
  );
}
