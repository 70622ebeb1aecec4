// Shared helpers of the end-to-end specs: Debian's Chromium through playwright-core, log-in through
// the API, the app's themes, and axe (WCAG 2.0-2.2 A/AA, the rule set of the story tests).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { wcagTags } from '../scripts/axe-rules.mjs';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const demoPassword = 'moonheart-demo';
/** The demo accounts of DECISIONS "Running it". */
export const demoUsers = ['admin', 'teacher', 'free', 'core', 'plus', 'advanced', 'elite'];
export const themes = ['light', 'dark-celestial'];

const axeSource = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

/** Debian's Chromium, as root, on a closed network (no background connections). */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export async function launch() {
  return chromium.launch(launchOptions);
}

/**
 * A fresh browser context (own cookies and storage), optionally logged in as a demo account and
 * in a theme. Reduced motion, as in the story tests.
 */
export async function openContext(
  browser,
  { user = null, theme = 'light', serviceWorkers = 'allow', bypassCSP = false, storageState, viewport } = {},
) {
  // bypassCSP only for axe: it is injected as an inline script, which the server's CSP (rightly) blocks.
  const context = await browser.newContext({
    baseURL: baseUrl,
    reducedMotion: 'reduce',
    serviceWorkers,
    bypassCSP,
    ...(storageState ? { storageState } : {}),
    ...(viewport ? { viewport } : {}),
  });
  await context.addInitScript((name) => localStorage.setItem('moonheart-theme', name), theme);
  // The server renders the theme of the cookie; the splash greets a session once (a session cookie):
  // the specs that test it open a context without these.
  await context.addCookies([
    { name: 'moonheart-theme', value: theme, url: baseUrl },
    { name: 'moonheart-splash-seen', value: '1', url: baseUrl },
  ]);
  if (user) await logInByApi(context, user);
  // A server-rendered page shows its controls before its script answers them: each navigation (and reload) waits
  // for the hydration mark (a part in its own chunk may still need `hydrated(page, control)`).
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const reply = await goto(...args);
      await hydrated(page).catch(() => {});
      return reply;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const reply = await reload(...args);
      await hydrated(page).catch(() => {});
      return reply;
    };
  });
  return context;
}

/**
 * The cookies of a logged-in demo account, to start many contexts from one log-in (the server
 * limits log-in attempts per account).
 */
export async function sessionOf(browser, username) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await logInByApi(context, username);
    const { cookies } = await context.storageState();
    return { cookies, origins: [] };
  } finally {
    await context.close();
  }
}

export async function logInByApi(context, username) {
  const reply = await context.request.post('/api/login', {
    data: { username, password: demoPassword },
    headers: { Origin: baseUrl },
  });
  if (!reply.ok()) throw new Error(`log-in as ${username} failed: ${reply.status()} ${await reply.text()}`);
}

/**
 * Waits until the server-rendered page is hydrated (its buttons answer), and `control` too when
 * given: a part in its own chunk (the account menu) hydrates when that chunk arrives.
 */
export async function hydrated(page, control) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  if (control) {
    // Asked again on every try: a node the first render made may be replaced before it hydrates,
    // and a handle taken once would wait on the detached node until the time-out.
    await expectHydrated(control);
  }
}

async function expectHydrated(control) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await control
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')), undefined, {
        timeout: 2_000,
      })
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`not hydrated within 15 s: ${control}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The path the app settled on (after redirects). */
export async function settledPath(page, { not } = {}) {
  if (not) await page.waitForURL((url) => url.pathname !== not, { timeout: 15_000 }).catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
  return new URL(page.url()).pathname;
}

/**
 * Runs axe on the page (the WCAG tags, or only `rules`, ids from those tags); returns the violations
 * (id, impact, targets).
 */
export async function axeViolations(page, { rules } = {}) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ({ tags, rules }) => {
      const result = await globalThis.axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
      }));
    },
    { tags: wcagTags, rules },
  );
}

/** Text of the toast region (the app's one destructive toast), or '' when there is none. */
export async function toastText(page, title, timeout = 10_000) {
  const toast = page.getByRole('alertdialog', { name: title });
  await toast.waitFor({ timeout });
  return toast.textContent();
}

/**
 * The link to `path` (e.g. `/reset-password`) in the newest mail to `email` in the outbox (the
 * embedded default's mail, what an admin reads at /system), read as an admin. It waits for the mail,
 * which the server sends after answering; `count`: until that many such mails went to the address.
 */
export async function outboxLink(browser, email, path, count = 1) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await logInByApi(context, 'admin');
    for (let tries = 0; tries < 50; tries += 1) {
      const { messages } = await (await context.request.get('/api/admin/outbox')).json();
      // Newest first.
      const links = messages
        .filter((message) => message.to.toLowerCase() === email.toLowerCase())
        .map((message) => new URL(/https?:\/\/\S+/.exec(message.text)?.[0] ?? 'about:blank'))
        .filter((link) => link.pathname === path);
      if (links.length >= count) return links[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${email} with a link to ${path} in the outbox`);
  } finally {
    await context.close();
  }
}

/** The desktop and phone widths the admin flows are checked at. */
export const desktopAndPhone = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** A JSON POST through a context's request API, from the site's own origin (cookies included). */
export const postJson = (context, path, data) => context.request.post(path, { headers: { Origin: baseUrl }, data });

export async function noSidewaysOverflow(page) {
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'nothing overflows sideways',
  );
}

/**
 * A new client, registered through the API, who asked `question(username)` in a new conversation
 * and rated Selene's reply not helpful. Answers what the admin pages show of it.
 */
export async function clientWhoRatedReply(browser, { viewport, prefix, question }) {
  const username = `${prefix}${viewport.width}x${Date.now().toString(36)}`;
  const context = await openContext(browser, { viewport });
  try {
    const registered = await postJson(context, '/api/auth/register', {
      username,
      email: `${username}@example.test`,
      password: 'the first secret',
    });
    assert.equal(registered.status(), 201, await registered.text());
    const { id } = await (await postJson(context, '/api/conversations', {})).json();
    const asked = question(username);
    const sent = await postJson(context, `/api/conversations/${id}/messages`, { content: asked, isUserMessage: true });
    assert.ok(sent.ok(), await sent.text());
    const { aiResponse } = await sent.json();
    const rated = await postJson(context, '/api/feedback', {
      contentType: 'chat_message',
      contentId: aiResponse.id,
      feedback: 'negative',
      content: aiResponse.content,
    });
    assert.equal(rated.status(), 201, await rated.text());
    const conversations = await (await context.request.get('/api/conversations')).json();
    const title = conversations.find((conversation) => conversation.id === id)?.title;
    return { username, question: asked, conversationId: id, title, aiResponse };
  } finally {
    await context.close();
  }
}
