import { brand } from '@app/ui';
import { parseCookies } from './cookies';

/**
 * The splash greets a browser session once (spec 2: 2 s at start-up), not every page load. A
 * session cookie says it was seen, so the server renders the splash (or not) in the first HTML and
 * the browser's hydration makes the same choice.
 */
export const splashSeenCookie = `${brand.storagePrefix}splash-seen`;

/** Whether this page load shows the splash, judged from the request's cookies. */
export function splashDueFor(cookies: { has(name: string): boolean }): boolean {
  return !cookies.has(splashSeenCookie);
}

/** In the browser at start: the server's choice for this page (from the cookie), then marks it seen. */
export function takeSplashTurn(doc: Pick<Document, 'cookie'> = document): boolean {
  const due = splashDueFor(parseCookies(doc.cookie));
  // A session cookie (no Max-Age): the next start of the browser greets again.
  // biome-ignore lint/suspicious/noDocumentCookie: one short cookie, written once per session
  if (due) doc.cookie = `${splashSeenCookie}=1; Path=/; SameSite=Lax`;
  return due;
}
