import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { serverMessages } from '../messages';
import { HttpError } from './errors';

/**
 * react-aria's usePress puts one <style> in the head (touch-action for double-tap zoom); its hash,
 * computed from react-aria-components 1.22's text, admits exactly that element and nothing else.
 */
export const reactAriaPressStyleHash = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * The Content Security Policy of every answer: the built shell needs nothing from elsewhere. A
 * rendered page adds its own nonce: the router's hydration data and React's streaming are inline
 * scripts, each carrying it. Style attributes are admitted (not `<style>` elements): react-aria
 * renders visually hidden text with one, and a server-rendered attribute cannot carry a nonce.
 */
export const contentSecurityPolicyWith = (nonce?: string) =>
  `default-src 'self'; script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}; style-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''} ${reactAriaPressStyleHash}; style-src-attr 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'`;

/** The policy of an answer without inline scripts (the API, the static files). */
export const contentSecurityPolicy = contentSecurityPolicyWith();

/** Whether the request reached us over https: the socket, or `X-Forwarded-Proto` from a trusted proxy. */
export function isHttps(request: Request, trustProxy: boolean): boolean {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded) return forwarded === 'https';
  }
  // A prefix check: parsing the URL cost more than the rest of this function, on every request.
  return /^https:/i.test(request.url);
}

/** The usual security headers, on every answer. */
export function securityHeaders(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', contentSecurityPolicyWith(c.get('cspNonce')));
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    // Voice input needs the microphone on our own pages; nothing else is used.
    headers.set('Permissions-Policy', 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()');
    if (isHttps(c.req.raw, trustProxy)) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The form uploads (POST, multipart, each with its own body limit): a teaching with its file, and a
 * PDF for the analyzer.
 */
export const uploadPaths: ReadonlySet<string> = new Set(['/api/teachings', '/api/admin/pdf-analyzer/analyze']);

/** The content types a state-changing API call may carry. */
function contentTypeAllowed(contentType: string, method: string, path: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json') return true;
  return type === 'multipart/form-data' && method === 'POST' && uploadPaths.has(path);
}

/**
 * Refuses cross-site state-changing API calls: a browser tells us with `Sec-Fetch-Site` and
 * `Origin`; a body must be JSON (a form cannot send that cross-site without a preflight), except the
 * multipart uploads, which the Origin and Sec-Fetch-Site checks cover. A call without a
 * body (log-out, create a conversation) needs no content type.
 */
export function sameOriginOnly(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (safeMethods.has(request.method)) return next();
    const fetchSite = request.headers.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw new HttpError(403, { message: serverMessages.common.crossSite });
    }
    const origin = request.headers.get('origin');
    if (origin) {
      const url = new URL(request.url);
      const scheme = isHttps(request, trustProxy) ? 'https:' : url.protocol;
      const host = request.headers.get('host') ?? url.host;
      if (origin !== `${scheme}//${host}`) throw new HttpError(403, { message: serverMessages.common.crossSite });
    }
    const contentType = request.headers.get('content-type');
    const hasBody =
      request.headers.has('transfer-encoding') || Number(request.headers.get('content-length') ?? '0') > 0;
    if (contentType ? !contentTypeAllowed(contentType, request.method, c.req.path) : hasBody) {
      throw new HttpError(415, { message: serverMessages.common.jsonRequired });
    }
    return next();
  };
}
