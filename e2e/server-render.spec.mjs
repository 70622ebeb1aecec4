// The shell rendered on the server: guards answered as HTTP redirects for every path of spec 2 and
// every audience (the hand-written table of packages/app/src/routing/expectedOutcomes.ts), pages
// readable with JavaScript off, hydration without a warning or a second fetch of the server's data.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { transform } from 'esbuild';
import { baseUrl, demoPassword, hydrated, launch, openContext, sessionOf } from './support.mjs';

/** The table is TypeScript without imports: compiled here as it is, so both tests read one table. */
async function loadExpectedOutcomes() {
  const source = readFileSync(new URL('../packages/app/src/routing/expectedOutcomes.ts', import.meta.url), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
const { audienceNames, expectedOutcomes } = await loadExpectedOutcomes();

/** Log in through the API: the session cookie, as a `Cookie` header. */
async function cookieOf(username) {
  const reply = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username, password: demoPassword }),
  });
  assert.equal(reply.status, 200, `log-in as ${username}`);
  return reply.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A page request as a browser's first visit makes it: HTML accepted, redirects not followed. */
function requestPage(path, cookie) {
  return fetch(`${baseUrl}${path}`, {
    redirect: 'manual',
    headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** The seeded accounts: the teacher is on the advanced tier (packages/server/src/db/seed.ts). */
const seededTierColumn = { teacher: 'advanced' };
const tierGated = new Set(['/astrology', '/forecast', '/sacred-secretion']);

describe('guards answered by the server, every path of spec 2 for every audience', () => {
  for (const audience of audienceNames) {
    describe(`as ${audience}`, () => {
      let cookie;
      before(async () => {
        if (audience !== 'visitor') cookie = await cookieOf(audience);
      });
      for (const [path, outcomes] of Object.entries(expectedOutcomes)) {
        // The table's teacher is on the free tier; the seeded one passes the tier checks of its tier.
        const column = tierGated.has(path) && seededTierColumn[audience] ? seededTierColumn[audience] : audience;
        const expected = outcomes[column];
        const shown = typeof expected === 'string' ? expected : `redirect to ${expected.to}`;
        it(`${path}: ${shown}`, async () => {
          const reply = await requestPage(path, cookie);
          const cookies = reply.headers.getSetCookie().join('\n');
          if (expected === 'page' || expected === 'notFound') {
            assert.equal(reply.status, expected === 'page' ? 200 : 404);
            assert.match(reply.headers.get('content-type') ?? '', /text\/html/);
            const html = await reply.text();
            assert.match(html, /^<!DOCTYPE html><html lang="en"/);
            if (expected === 'notFound') assert.match(html, /404 Page Not Found/);
            return;
          }
          await reply.body?.cancel();
          assert.ok([302, 307].includes(reply.status), `status ${reply.status}`);
          // `/login` is another name of /auth: one hop there, and /auth sends a signed-in user on.
          let location = reply.headers.get('location');
          if (path === '/login' && location === '/auth' && expected.to !== '/auth') {
            const next = await requestPage(location, cookie);
            await next.body?.cancel();
            location = next.headers.get('location');
          }
          assert.equal(location, expected.to);
          if (expected.to === '/auth' && expected.savesIntendedPath) {
            assert.match(cookies, new RegExp(`moonheart-redirect-after-auth=${encodeURIComponent(path)};`));
          } else {
            assert.doesNotMatch(cookies, /moonheart-redirect-after-auth=[^;]/);
          }
          if (expected.toast) assert.match(cookies, /moonheart-notice=/);
          else assert.doesNotMatch(cookies, /moonheart-notice=/);
        });
      }
    });
  }

  it('keeps the query of the intended path for after log-in', async () => {
    const reply = await requestPage('/knowledge-base?domain=2');
    assert.equal(reply.status, 302);
    assert.match(
      reply.headers.getSetCookie().join('\n'),
      /moonheart-redirect-after-auth=%2Fknowledge-base%3Fdomain%3D2;/,
    );
  });
});

describe('what the server sends', () => {
  it('holds the first paint until the footer is parsed, so the chat is never laid out without it', async () => {
    const html = await (await requestPage('/', await cookieOf('core'))).text();
    const expected = html.match(/<link rel="expect" href="#([^"]+)" blocking="render"\/>/);
    assert.ok(expected, 'a render-blocking expect link in the head');
    assert.ok(html.indexOf(expected[0]) < html.indexOf('</head>'));
    assert.match(html, new RegExp(`<footer id="${expected[1]}"`));
  });

  it('signed-in HTML is never stored; a visitor page is revalidated; each has its own script nonce', async () => {
    const visitor = await requestPage('/');
    assert.equal(visitor.headers.get('cache-control'), 'private, no-cache');
    const html = await visitor.text();
    const nonce = /'nonce-([^']+)'/.exec(visitor.headers.get('content-security-policy') ?? '')?.[1];
    assert.ok(nonce, 'the policy names a nonce');
    assert.doesNotMatch(visitor.headers.get('content-security-policy') ?? '', /script-src[^;]*unsafe-inline/);
    // Every inline script carries it.
    for (const [tag] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g))
      assert.ok(tag.includes(`nonce="${nonce}"`), tag);
    const again = await requestPage('/');
    assert.notEqual(/'nonce-([^']+)'/.exec(again.headers.get('content-security-policy') ?? '')?.[1], nonce);
    await again.body?.cancel();

    const signedIn = await requestPage('/', await cookieOf('core'));
    assert.equal(signedIn.headers.get('cache-control'), 'private, no-store');
    await signedIn.body?.cancel();
  });

  it('renders the theme of the cookie on <html>, so a dark page never flashes light', async () => {
    const dark = await (await requestPage('/pricing', 'moonheart-theme=dark-celestial')).text();
    assert.match(dark, /^<!DOCTYPE html><html lang="en" data-theme="dark-celestial"/);
    const light = await (await requestPage('/pricing', 'moonheart-theme=light')).text();
    assert.match(light, /^<!DOCTYPE html><html lang="en">/);
  });

  it('a first visit paints from the HTML alone: its styles inline, its script loaded and its fonts fetched after the first paint', async () => {
    const reply = await requestPage('/');
    const html = await reply.text();
    const nonce = /'nonce-([^']+)'/.exec(reply.headers.get('content-security-policy') ?? '')?.[1];
    const styleSources = /style-src ([^;]*)/.exec(reply.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    assert.ok(styleSources.split(' ').includes(`'nonce-${nonce}'`), styleSources);
    assert.doesNotMatch(html, /<link[^>]*rel="stylesheet"/, 'no stylesheet to wait for');
    const [style] = html.match(/<style[^>]*data-tsr-inline-css[^>]*>/) ?? [];
    assert.ok(style?.includes(`nonce="${nonce}"`), "the page's styles are inline, with the nonce");
    assert.doesNotMatch(html, /rel="modulepreload"|<script[^>]*\bsrc=|as="font"/, 'nothing fetched before the paint');
    assert.ok(!html.includes('@font-face{font-family:Inter Variable'), 'the web fonts come after the paint');
    // The boot script names the entry, the page's chunks and the font files (for later, not this page).
    assert.match(html, /"\/assets\/index-[^"]+\.js"/);
    assert.match(html, /"\/assets\/ChatPage-[^"]+\.js"/);
    assert.match(html, /"\/assets\/inter-latin-wght-normal-[^"]+\.woff2"/);
    assert.doesNotMatch(html, /"\/assets\/fonts-[^"]+\.css"/);
  });

  it('a browser that has the fonts cached gets them in the first paint: preloaded, their faces inline', async () => {
    const html = await (await requestPage('/pricing', 'moonheart-fonts-cached=1')).text();
    assert.match(html, /<link rel="preload" href="\/assets\/inter-latin-wght-normal-[^"]+\.woff2" as="font"/);
    assert.match(
      html,
      /<link rel="preload" href="\/assets\/cormorant-garamond-latin-600-normal-[^"]+\.woff2" as="font"/,
    );
    assert.ok(html.includes('@font-face{font-family:Inter Variable'), 'the faces are inline');
  });

  it("puts the signed-in user's data in the page: who they are, their usage, their planner, their conversation", async () => {
    const html = await (await requestPage('/', await cookieOf('core'))).text();
    for (const key of ['/api/user', '/api/subscriptions/status', '/api/conversations', '/api/user/home-synopsis']) {
      assert.ok(html.includes(key), `the dehydrated cache holds ${key}`);
    }
    assert.match(html, /Ask Selene anything/);
  });
});

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('with JavaScript off', () => {
  async function withoutScripts(path, check) {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'moonheart-splash-seen', value: '1', url: baseUrl }]);
    const page = await context.newPage();
    try {
      await page.goto(path);
      await check(page);
    } finally {
      await context.close();
    }
  }

  it('a visitor reads the chat: its suggested prompts and why the input waits for a log-in', async () => {
    await withoutScripts('/', async (page) => {
      const input = page.getByRole('textbox', { name: 'Message to Selene' });
      assert.ok(await input.isVisible());
      assert.equal(await input.getAttribute('placeholder'), 'Please log in to chat with Selene');
      assert.ok((await page.getByRole('button').count()) > 3, 'the suggested prompts are there');
    });
  });

  it('the pricing table is readable', async () => {
    await withoutScripts('/pricing', async (page) => {
      for (const plan of ['Core', 'Advanced', 'Elite']) {
        assert.ok(await page.getByText(plan, { exact: true }).first().isVisible(), plan);
      }
    });
  });

  it('the log-in form is readable', async () => {
    await withoutScripts('/auth', async (page) => {
      const logIn = page.getByRole('tabpanel', { name: 'Log In' });
      assert.ok(await logIn.getByLabel('Username or e-mail').isVisible());
      assert.ok(await logIn.getByLabel('Password', { exact: true }).isVisible());
      assert.ok(await logIn.getByRole('button', { name: 'Log In' }).isVisible());
    });
  });

  it('a guarded path redirects to /auth', async () => {
    await withoutScripts('/billing', async (page) => {
      assert.equal(new URL(page.url()).pathname, '/auth');
    });
  });

  it('the splash leaves after 2 s by itself', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/about');
      const splash = page.locator('[role="status"][aria-busy="true"]', { hasText: 'Moonheart' });
      assert.ok(await splash.isVisible(), 'the splash greets the first visit');
      await page.waitForTimeout(2_600);
      assert.equal(await splash.isVisible(), false);
    } finally {
      await context.close();
    }
  });
});

describe('hydration', () => {
  const pages = [
    { user: null, path: '/' },
    { user: null, path: '/pricing' },
    { user: null, path: '/auth' },
    { user: 'core', path: '/' },
    { user: 'advanced', path: '/astrology' },
    { user: 'admin', path: '/knowledge-base' },
  ];
  for (const { user, path } of pages) {
    it(`${path} as ${user ?? 'a visitor'}: no warning, and no second fetch of what the server loaded`, async () => {
      const storageState = user ? await sessionOf(browser, user) : undefined;
      const context = await openContext(browser, { storageState });
      const page = await context.newPage();
      const problems = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const refetched = [];
      page.on('request', (request) => {
        // Reads only: a user without a conversation has one created (a POST), as before.
        if (request.method() !== 'GET') return;
        const url = new URL(request.url());
        if (
          ['/api/user', '/api/subscriptions/status', '/api/conversations', '/api/user/home-synopsis'].includes(
            url.pathname,
          )
        )
          refetched.push(url.pathname);
        if (/^\/api\/conversations\/\d+\/messages$/.test(url.pathname)) refetched.push(url.pathname);
      });
      try {
        const reply = await page.goto(path);
        assert.equal(reply?.status(), 200);
        await page.waitForLoadState('networkidle');
        await hydrated(page);
        // Hydrated: a button answers (the theme toggle switches the theme).
        await page.getByRole('button', { name: 'Dark celestial theme' }).click();
        await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark-celestial');
        assert.deepEqual(
          problems.filter((text) => !/favicon/.test(text) && !/Failed to load resource/.test(text)),
          [],
        );
        assert.deepEqual(refetched, []);
        const cookies = await context.cookies();
        assert.equal(cookies.find((cookie) => cookie.name === 'moonheart-theme')?.value, 'dark-celestial');
      } finally {
        await context.close();
      }
    });
  }

  it('a browser in another time zone and locale: no mismatch on the first visit or the next', async () => {
    const storageState = await sessionOf(browser, 'elite');
    const context = await browser.newContext({
      baseURL: baseUrl,
      storageState,
      timezoneId: 'Asia/Tokyo',
      locale: 'de-DE',
      reducedMotion: 'reduce',
    });
    await context.addCookies([{ name: 'moonheart-splash-seen', value: '1', url: baseUrl }]);
    // A conversation with a question and a reply, so the page writes message times and a day.
    const started = await context.request.post('/api/conversations', { headers: { Origin: baseUrl }, data: {} });
    const { id } = await started.json();
    const sent = await context.request.post(`/api/conversations/${id}/messages`, {
      headers: { Origin: baseUrl },
      data: { content: 'What does the Moon ask of me today?', isUserMessage: true },
    });
    assert.ok(sent.ok(), `send: ${sent.status()}`);
    const page = await context.newPage();
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      for (const visit of ['first', 'next']) {
        await page.goto(`/?conversation=${id}`);
        await hydrated(page);
        await page.getByRole('article').first().waitFor();
        assert.deepEqual(
          problems.filter((text) => !/Failed to load resource/.test(text)),
          [],
          `${visit} visit`,
        );
      }
      const cookies = await context.cookies();
      assert.equal(
        cookies.find((cookie) => cookie.name === 'moonheart-time-zone')?.value,
        encodeURIComponent('Asia/Tokyo'),
      );
    } finally {
      await context.close();
    }
  });

  /** Whether the page's text is set in the web fonts (their stylesheet applied and Inter loaded). */
  const inWebFonts = (page) =>
    page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded',
      ),
    );

  it('a first visit keeps the stand-in fonts and fetches the web fonts for later; they come at the first navigation, and the next page names them at once', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    const stylesheets = [];
    const fontFiles = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.css')) stylesheets.push(path);
      if (path.endsWith('.woff2')) fontFiles.push(path);
    });
    try {
      await page.goto('/');
      await hydrated(page);
      // Fetched into the cache (and remembered), not applied: swapping fonts would lay the page out again.
      await page.waitForFunction(() => document.cookie.includes('moonheart-fonts-cached=1'));
      await page.waitForLoadState('networkidle');
      assert.ok(
        fontFiles.some((file) => /inter-latin-wght-normal-/.test(file)),
        fontFiles.join(', '),
      );
      assert.ok(
        fontFiles.some((file) => /cormorant-garamond-latin-600-normal-/.test(file)),
        fontFiles.join(', '),
      );
      assert.deepEqual(stylesheets, []);
      assert.equal(await inWebFonts(page), false);
      // The page changes anyway at a navigation: the fonts come with it.
      await page.getByRole('link', { name: 'Info' }).click();
      await page.getByRole('heading', { name: 'About Moonheart' }).waitFor();
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      await page.waitForFunction(() =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded',
        ),
      );
      assert.equal(stylesheets.filter((path) => /^\/assets\/fonts-/.test(path)).length, 1, stylesheets.join(', '));
      // The next page names them at once.
      stylesheets.length = 0;
      await page.goto('/pricing');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(stylesheets, []);
      assert.equal(await page.locator('link[rel="preload"][as="font"]').count(), 2);
      assert.equal(await inWebFonts(page), true);
    } finally {
      await context.close();
    }
  });

  it('a first visit that stays on its page gets the web fonts when the page is hidden', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    try {
      await page.goto('/pricing');
      await hydrated(page);
      await page.waitForFunction(() => document.cookie.includes('moonheart-fonts-cached=1'));
      assert.equal(await inWebFonts(page), false);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.waitForFunction(() =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded',
        ),
      );
    } finally {
      await context.close();
    }
  });

  for (const { user, path, viewport } of [
    { user: null, path: '/', viewport: { width: 390, height: 844 } },
    { user: 'core', path: '/', viewport: { width: 390, height: 844 } },
    { user: 'core', path: '/', viewport: { width: 1280, height: 800 } },
    { user: null, path: '/pricing', viewport: { width: 390, height: 844 } },
  ]) {
    it(`${path} as ${user ?? 'a visitor'} at ${viewport.width} px: hydration adopts every element of the server's page`, async () => {
      const storageState = user ? await sessionOf(browser, user) : undefined;
      const context = await openContext(browser, { storageState, viewport });
      const page = await context.newPage();
      // The entry waits, so the page is marked before any script of ours has run.
      await page.route('**/assets/index-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      try {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        const marked = await page.evaluate(() => {
          const elements = document.querySelectorAll('body *');
          for (const element of elements) element.setAttribute('data-from-server', '');
          return elements.length;
        });
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        // An element React rendered again (its server HTML discarded) has lost the mark: anything
        // typed or focused in it before hydration would be lost with it.
        const renderedAgain = await page.evaluate(() =>
          [...document.querySelectorAll('main *, header *')]
            .filter((element) => !element.hasAttribute('data-from-server'))
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
        );
        assert.ok(marked > 100, `${marked} elements marked`);
        assert.deepEqual(renderedAgain, []);
      } finally {
        await context.close();
      }
    });
  }

  it("the chat's parts in the server's page are loaded before hydration, however slow their chunks", async () => {
    // A part still loading when the page first updates is rendered again with its fallback: on a
    // first visit the composer's row of voice controls left and came back (chat/partsInPage.ts).
    const context = await openContext(browser, {
      storageState: await sessionOf(browser, 'core'),
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    // The chunk of each part a page can name on its root (chat/partsInPage.ts).
    const chunkOfPart = {
      'conversation-panel': 'ConversationPanel',
      'usage-notice': 'UsageNotice',
      'synopsis-card': 'DailySynopsis',
      'conversation-log': 'ConversationLog',
      'composer-bar': 'ComposerBar',
    };
    const parts = new RegExp(`/assets/(${Object.values(chunkOfPart).join('|')})-[^/]*\\.js$`);
    await page.route(parts, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript((source) => {
      const pattern = new RegExp(source);
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        window.atHydration = {
          named: document.querySelector('[data-chat-parts]')?.getAttribute('data-chat-parts') ?? '',
          loaded: performance
            .getEntriesByType('resource')
            .map((entry) => entry.name.match(pattern)?.[1])
            .filter(Boolean),
        };
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    }, parts.source);
    try {
      await page.goto('/');
      await hydrated(page);
      const { named, loaded } = await page.evaluate(() => window.atHydration);
      const expected = named.split(' ').map((name) => chunkOfPart[name]);
      assert.ok(expected.includes('ComposerBar'), named);
      assert.deepEqual(
        expected.filter((chunk) => !loaded.includes(chunk)),
        [],
        `loaded at hydration: ${loaded}`,
      );
    } finally {
      await context.close();
    }
  });

  for (const reducedMotion of ['reduce', 'no-preference']) {
    it(`the footer's pause control is the same before and after hydration (motion: ${reducedMotion})`, async () => {
      const context = await openContext(browser, { viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion });
      await page.route('**/assets/index-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      const pause = page.getByRole('button', { name: 'Pause background animation' });
      const firstLink = page.getByRole('contentinfo').getByRole('link').first();
      try {
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        const before = { pause: await pause.count(), link: await firstLink.boundingBox() };
        await hydrated(page);
        const after = { pause: await pause.count(), link: await firstLink.boundingBox() };
        // A still starfield has nothing to pause; an animated one offers it from the first paint.
        assert.equal(before.pause, reducedMotion === 'reduce' ? 0 : 1);
        assert.deepEqual(after, before);
      } finally {
        await context.close();
      }
    });
  }

  it('a question typed and sent with Enter before the composer hydrated is sent once it has', async () => {
    // Not openContext: its navigations wait for hydration, and this one must not.
    const context = await browser.newContext({ baseURL: baseUrl, storageState: await sessionOf(browser, 'elite') });
    await context.addCookies([{ name: 'moonheart-splash-seen', value: '1', url: baseUrl }]);
    const page = await context.newPage();
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    const sends = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/conversations\/\d+\/messages$/.test(request.url()))
        sends.push(request);
    });
    try {
      await page.goto('/chat', { waitUntil: 'domcontentloaded' });
      const input = page.getByRole('textbox', { name: 'Message to Selene' });
      await input.fill('What does the waning Moon ask of me?');
      await input.press('Enter');
      assert.equal(await page.locator('html[data-hydrated]').count(), 0, 'pressed before hydration');
      assert.equal(await input.inputValue(), 'What does the waning Moon ask of me?', 'no new line added');
      const log = page.getByRole('log', { name: 'Conversation with Selene' });
      await log.getByText('What does the waning Moon ask of me?').waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      assert.equal(sends.length, 1);
      assert.equal(await input.inputValue(), '');
    } finally {
      await context.close();
    }
  });

  it('a tier refused on the server shows the "Subscription Required" toast on /chat', async () => {
    const context = await openContext(browser, { storageState: await sessionOf(browser, 'core') });
    const page = await context.newPage();
    try {
      await page.goto('/astrology');
      assert.equal(new URL(page.url()).pathname, '/chat');
      const toast = page.getByRole('alertdialog', { name: 'Subscription Required' });
      await toast.waitFor({ timeout: 10_000 });
      assert.match(await toast.textContent(), /Your current tier: core/);
      // Shown once: a reload does not show it again.
      await page.reload();
      await page.waitForLoadState('networkidle');
      assert.equal(await toast.count(), 0);
    } finally {
      await context.close();
    }
  });
});
