// Offline (issue 21, item 3): after one online visit installs the service worker, a page opened
// without a network shows the static "Today" document, today's sky computed on the device, and the
// worker's caches hold the static app only: no page, no /api reply, nothing of the person's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launch } from './support.mjs';

const password = 'an offline secret';
const signs = 'Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A new account of our own, with a name and a birth date to look for in the caches. */
async function newAccount(tag) {
  const username = `offline${tag}x${Date.now().toString(36)}`;
  const displayName = `Otterbloom ${tag}`;
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const headers = { Origin: baseUrl };
    const registered = await context.request.post('/api/auth/register', {
      headers,
      data: { username, email: `${username}@example.test`, password },
    });
    assert.equal(registered.status(), 201, await registered.text());
  } finally {
    await context.close();
  }
  return { username, email: `${username}@example.test`, displayName, birthDate: '1987-08-19' };
}

/** A context in a theme (stored as the app stores it), logged in, with the profile filled in. */
async function signedInContext(account, { viewport, theme }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, reducedMotion: 'reduce' });
  await context.addInitScript((name) => localStorage.setItem('moonheart-theme', name), theme);
  await context.addCookies([
    { name: 'moonheart-theme', value: theme, url: baseUrl },
    { name: 'moonheart-splash-seen', value: '1', url: baseUrl },
  ]);
  const headers = { Origin: baseUrl };
  const login = await context.request.post('/api/login', {
    headers,
    data: { username: account.username, password },
  });
  assert.ok(login.ok(), await login.text());
  const saved = await context.request.put('/api/user/profile', {
    headers,
    data: { displayName: account.displayName, birthDate: account.birthDate },
  });
  assert.ok(saved.ok(), await saved.text());
  return context;
}

/** Every cached request's path and body, read from the page (the worker's Cache Storage). */
const cacheContents = (page) =>
  page.evaluate(async () => {
    const entries = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, path: new URL(request.url).pathname, body: response ? await response.text() : '' });
      }
    }
    return entries;
  });

describe('today’s sky without a network', () => {
  for (const [viewport, theme] of [
    [{ width: 1280, height: 800 }, 'light'],
    [{ width: 390, height: 844 }, 'dark-celestial'],
  ]) {
    it(`at ${viewport.width} px (${theme}): the Today view answers / and a signed-in page; nothing personal is cached`, async () => {
      const account = await newAccount(viewport.width);
      const context = await signedInContext(account, { viewport, theme });
      try {
        const page = await context.newPage();
        // The first, online visit installs the worker; it takes control of the page when active.
        await page.goto('/preferences');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Bounded: a worker whose install fails (a precached file missing) never takes control.
        const controlled = await page.evaluate(() =>
          Promise.race([
            (async () => {
              await navigator.serviceWorker.ready;
              if (!navigator.serviceWorker.controller)
                await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
              return true;
            })(),
            new Promise((resolve) => setTimeout(() => resolve(false), 20_000)),
          ]),
        );
        assert.ok(controlled, 'the service worker did not take control of the page within 20 s');
        // The person chose to keep their Sun sign on this device (the control is on /astrology).
        await page.evaluate(() => localStorage.setItem('moonheart-natal-sun', JSON.stringify({ sign: 'Leo' })));

        await context.setOffline(true);
        for (const path of ['/', '/preferences']) {
          await page.goto(path);
          assert.equal(new URL(page.url()).pathname, path);
          await page.getByRole('heading', { level: 1, name: 'Today’s sky' }).waitFor();
          assert.equal(
            await page.getByRole('status').textContent(),
            'You’re offline. Today’s sky is computed on this device.',
          );
          const moon = page.getByRole('region', { name: 'The Moon' });
          assert.match(await moon.textContent(), new RegExp(`Moon in (${signs})`));
          assert.match(await moon.textContent(), /\d+% lit/);
          assert.match(
            await page.getByRole('region', { name: 'The Sun' }).textContent(),
            new RegExp(`Sun in (${signs})`),
          );
          assert.match(
            await page.getByRole('region', { name: 'Today’s aspects' }).textContent(),
            /Exact times in your device’s time zone, /,
          );
          assert.match(await page.getByRole('region', { name: 'Your Sun sign' }).textContent(), /Your Sun is in Leo\./);
          assert.equal(await page.getByRole('link', { name: 'Try again' }).getAttribute('href'), `${baseUrl}${path}`);
          assert.equal(await page.locator('html').getAttribute('data-theme'), theme);
          assert.ok(
            await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
            'no sideways scroll',
          );
        }

        const cached = await cacheContents(page);
        assert.ok(cached.some((entry) => entry.path === '/offline.html'));
        for (const entry of cached) {
          assert.ok(entry.path.startsWith('/assets/') || entry.path === '/offline.html', `cached: ${entry.path}`);
          for (const personal of [account.displayName, account.username, account.email, account.birthDate])
            assert.ok(!entry.body.includes(personal), `${entry.path} holds ${personal}`);
        }

        // Back online, the same address opens the real page again (network first, never the copy).
        await context.setOffline(false);
        await page.goto('/preferences');
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
        assert.equal(await page.getByRole('heading', { level: 1, name: 'Today’s sky' }).count(), 0);
      } finally {
        await context.close();
      }
    });
  }
});
