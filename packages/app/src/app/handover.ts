import { isTier, type Tier } from '@app/contract';
import { brand } from '@app/ui';
import { parseCookies } from './cookies';
import { requestScope } from './requestScope';
import { specToasts } from './specToasts';
import { isReturnablePath, saveRedirectAfterAuth, takeRedirectAfterAuth } from './storage';
import { storageKeys } from './storageKeys';
import { appToasts } from './toasts';

/** A toast a guard decided on the server, shown by the page it redirected to. */
export type Notice = { kind: 'subscriptionRequired'; tiers: readonly Tier[]; currentTier: string | null };

/** The short-lived cookies a server render hands over (read once by the page, then expired). */
export const handoverCookies = {
  redirectAfterAuth: storageKeys.redirectAfterAuth,
  notice: `${brand.storagePrefix}notice`,
} as const;

/** Spec 2: the intended path is kept for after log-in (session storage; across a server redirect, a cookie). */
export function keepPathForAfterAuth(path: string): void {
  const scope = requestScope();
  if (!scope) saveRedirectAfterAuth(path);
  else if (isReturnablePath(path)) scope.handOver(handoverCookies.redirectAfterAuth, path);
}

/** Reads and forgets the path to return to after log-in; `/` when there is none. */
export function takePathForAfterAuth(): string {
  const scope = requestScope();
  if (!scope) return takeRedirectAfterAuth();
  const saved = scope.cookie(handoverCookies.redirectAfterAuth);
  if (saved === undefined) return '/';
  scope.handOver(handoverCookies.redirectAfterAuth, null);
  return isReturnablePath(saved) ? saved : '/';
}

function toastOf(notice: Notice) {
  return specToasts.subscriptionRequired(notice.tiers, notice.currentTier);
}

/** Shows `notice` now, or after the redirect a server render answers with. */
export function showNotice(notice: Notice): void {
  const scope = requestScope();
  if (scope) scope.handOver(handoverCookies.notice, JSON.stringify(notice));
  else appToasts.add(toastOf(notice));
}

/** A notice read back from its cookie, or null when it is not one we wrote. */
export function parseNotice(text: string): Notice | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { kind, tiers, currentTier } = value as Record<string, unknown>;
    if (kind !== 'subscriptionRequired' || !Array.isArray(tiers) || !tiers.every(isTier)) return null;
    if (currentTier !== null && typeof currentTier !== 'string') return null;
    return { kind, tiers, currentTier };
  } catch {
    return null;
  }
}

/**
 * In the browser at start: takes what the server handed over (the path to return to after log-in,
 * a toast), puts each where the client keeps it, and expires the cookies so nothing shows twice.
 */
export function receiveHandovers(doc: Pick<Document, 'cookie'> = document): void {
  const cookies = parseCookies(doc.cookie);
  const path = cookies.get(handoverCookies.redirectAfterAuth);
  const notice = cookies.get(handoverCookies.notice);
  if (path !== undefined) {
    saveRedirectAfterAuth(path);
    doc.cookie = `${handoverCookies.redirectAfterAuth}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
  if (notice !== undefined) {
    const parsed = parseNotice(notice);
    if (parsed) appToasts.add(toastOf(parsed));
    doc.cookie = `${handoverCookies.notice}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}

/** `Set-Cookie` for a value handed over (server side): one minute, or expired when `value` is null. */
export function handoverCookie(name: string, value: string | null, secure: boolean): string {
  const life = value === null ? 'Max-Age=0' : 'Max-Age=60';
  return `${name}=${encodeURIComponent(value ?? '')}; Path=/; ${life}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
