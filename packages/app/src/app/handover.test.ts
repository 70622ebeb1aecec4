import { afterEach, describe, expect, it } from 'vitest';
import { fakeDocument } from '../testing/fakeDocument';
import {
  handoverCookie,
  handoverCookies,
  keepPathForAfterAuth,
  parseNotice,
  receiveHandovers,
  showNotice,
  takePathForAfterAuth,
} from './handover';
import { provideRequestScope, type RequestScope } from './requestScope';
import { storageKeys } from './storageKeys';
import { appToasts } from './toasts';

/** A server render's scope: the request's cookies, and what it hands over. */
function serverScope(cookies: Record<string, string> = {}) {
  const handed = new Map<string, string | null>();
  const scope: RequestScope = {
    fetch: globalThis.fetch,
    cookie: (name) => cookies[name],
    handOver: (name, value) => void handed.set(name, value),
    timeZone: 'UTC',
  };
  provideRequestScope(() => scope);
  return handed;
}

afterEach(() => {
  provideRequestScope(() => undefined);
  sessionStorage.clear();
  appToasts.remove();
});

describe('handing values over across a server redirect', () => {
  it('in the browser, keeps the intended path in session storage and shows the toast at once', () => {
    keepPathForAfterAuth('/billing?tab=2');
    expect(sessionStorage.getItem(storageKeys.redirectAfterAuth)).toBe('/billing?tab=2');
    showNotice({ kind: 'subscriptionRequired', tiers: ['advanced', 'elite'], currentTier: 'core' });
    expect(appToasts.getSnapshot()[0]).toMatchObject({
      title: 'Subscription Required',
      description: 'This feature requires a advanced or elite subscription or higher. Your current tier: core',
    });
  });

  it('on the server, hands both over as cookies and touches no storage', () => {
    const handed = serverScope();
    keepPathForAfterAuth('/billing');
    showNotice({ kind: 'subscriptionRequired', tiers: ['advanced', 'elite'], currentTier: null });
    expect(sessionStorage.length).toBe(0);
    expect(appToasts.getSnapshot()).toEqual([]);
    expect(handed.get(handoverCookies.redirectAfterAuth)).toBe('/billing');
    expect(parseNotice(handed.get(handoverCookies.notice) as string)).toEqual({
      kind: 'subscriptionRequired',
      tiers: ['advanced', 'elite'],
      currentTier: null,
    });
  });

  it('never hands over a path that would loop or leave the site', () => {
    const handed = serverScope();
    for (const path of ['/auth', '//evil.test/x', 'https://evil.test/', '/logout']) keepPathForAfterAuth(path);
    expect(handed.size).toBe(0);
  });

  it('a server render of /auth for a signed-in user takes the handed-over path once', () => {
    const handed = serverScope({ [handoverCookies.redirectAfterAuth]: '/forecast' });
    expect(takePathForAfterAuth()).toBe('/forecast');
    expect(handed.get(handoverCookies.redirectAfterAuth)).toBeNull();
    serverScope({ [handoverCookies.redirectAfterAuth]: '//evil.test' });
    expect(takePathForAfterAuth()).toBe('/');
  });

  it('the page at start moves the path into session storage, shows the toast, and expires both cookies', () => {
    const notice = JSON.stringify({
      kind: 'subscriptionRequired',
      tiers: ['core', 'advanced', 'elite'],
      currentTier: 'free',
    });
    const { doc, written } = fakeDocument(
      `a=1; ${handoverCookies.redirectAfterAuth}=%2Fbilling; ${handoverCookies.notice}=${encodeURIComponent(notice)}`,
    );
    receiveHandovers(doc);
    expect(sessionStorage.getItem(storageKeys.redirectAfterAuth)).toBe('/billing');
    expect(appToasts.getSnapshot()).toHaveLength(1);
    expect(appToasts.getSnapshot()[0]?.description).toBe(
      'This feature requires a core or advanced or elite subscription or higher. Your current tier: free',
    );
    expect(written.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect(written).toHaveLength(2);
  });

  it('ignores a notice it did not write (only known kinds and tiers become a toast)', () => {
    expect(parseNotice('{"kind":"other","tiers":[]}')).toBeNull();
    expect(parseNotice('{"kind":"subscriptionRequired","tiers":["gold"],"currentTier":null}')).toBeNull();
    expect(parseNotice('not json')).toBeNull();
    const { doc } = fakeDocument(`${handoverCookies.notice}=%7Bbroken`);
    receiveHandovers(doc);
    expect(appToasts.getSnapshot()).toEqual([]);
  });

  it('writes one-minute cookies, Secure over https, expired for null', () => {
    expect(handoverCookie('moonheart-notice', '{"a":1}', true)).toBe(
      'moonheart-notice=%7B%22a%22%3A1%7D; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
    expect(handoverCookie('moonheart-notice', null, false)).toBe('moonheart-notice=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
