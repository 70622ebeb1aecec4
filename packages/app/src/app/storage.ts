import { brand } from '@app/ui';
import { storageKeys } from './storageKeys';

/** Spec 3: `isAuthenticated` keeps its literal name (DECISIONS "Names"). */
export const authenticatedFlagKey = 'isAuthenticated';

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** After log-in or registration (spec 3). */
export function rememberAuthenticated(): void {
  local()?.setItem(authenticatedFlagKey, 'true');
}

/** On logout or a 401 reply (spec 3). */
export function forgetAuthenticated(): void {
  local()?.removeItem(authenticatedFlagKey);
}

/** Spec 3 and DECISIONS: logout removes the free-trial record too. */
export function forgetFreeTrial(): void {
  local()?.removeItem(storageKeys.freeTrial);
}

/** Paths that must never be the place to return to after log-in (they would loop or log out again). */
const authPaths = ['/auth', '/login', '/logout', '/register'];

/** A same-origin path worth returning to: starts with one `/` and is not an auth path. */
export function isReturnablePath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !authPaths.includes(pathname);
}

/** Saves the intended path under the redirect-after-auth key (spec 2, session storage). */
export function saveRedirectAfterAuth(path: string): void {
  if (isReturnablePath(path)) session()?.setItem(storageKeys.redirectAfterAuth, path);
}

/** Reads and removes the saved path; `/` when there is none (spec 2: "and back there after log-in"). */
export function takeRedirectAfterAuth(): string {
  const store = session();
  const saved = store?.getItem(storageKeys.redirectAfterAuth);
  store?.removeItem(storageKeys.redirectAfterAuth);
  return isReturnablePath(saved) ? saved : '/';
}

/** Whether a path other than `/` waits under the redirect-after-auth key (read, not removed). */
export function hasRedirectAfterAuth(): boolean {
  const saved = session()?.getItem(storageKeys.redirectAfterAuth);
  return isReturnablePath(saved) && saved !== '/';
}

/** A per-tab id for analytics events (spec 3 "Analytics event": sessionId). */
export function analyticsSessionId(): string {
  const key = `${brand.storagePrefix}analytics-session`;
  const store = session();
  const existing = store?.getItem(key);
  if (existing) return existing;
  const id = globalThis.crypto?.randomUUID?.() ?? `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  store?.setItem(key, id);
  return id;
}
