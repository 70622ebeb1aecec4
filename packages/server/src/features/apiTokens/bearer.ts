// `Authorization: Bearer mh_…`: who a personal API token speaks for, and what it may call. A request
// with the header is judged by its token alone (any cookie is ignored), so the CSRF rules of cookie
// sessions (http/security.ts) stay as they are: a browser cannot add the header cross-site without
// a CORS preflight, which this server never admits.
import type { ApiTokenScope } from '@app/contract/apiTokens';

/** Calls no token may make, whatever its scope: token management, account settings, admin calls. */
const deniedPrefixes = [
  '/api/api-tokens',
  '/api/admin',
  '/api/user/account',
  '/api/user/sessions',
  '/api/user/export',
  '/api/user/email',
  '/api/user/password',
  '/api/preferences',
  '/api/notifications/settings',
  '/api/teachings',
  '/api/email-verification',
  '/api/integrations',
];

/** The chat calls a `chat` token may make besides reading: start a conversation, send, regenerate. */
const chatCalls = [/^\/api\/conversations$/, /^\/api\/conversations\/[^/]+\/(messages|regenerate)$/];

/** Whether a token with `scope` may make this call. */
export function tokenAdmits(scope: ApiTokenScope, method: string, path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (deniedPrefixes.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`))) return false;
  if (method === 'GET' || method === 'HEAD') return true;
  return scope === 'chat' && method === 'POST' && chatCalls.some((call) => call.test(clean));
}

/** The token of an `Authorization: Bearer` header; undefined when there is no such header; null when malformed. */
export function bearerOf(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S{1,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
