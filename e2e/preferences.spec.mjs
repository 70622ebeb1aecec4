// Preferences (DECISIONS "Pages"): stored on the server, so a theme and a name chosen in one browser
// are there in another after log-in: the page is dark from the server's first byte and Selene greets
// by the chosen name. Notifications: a setting saved, and a notice the server's scheduler posted
// (the newest product update) marked read.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launch, openContext, settledPath } from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const password = 'a preferences secret';

/** A new account of our own (the free tier): the demo accounts' preferences stay as other specs expect. */
async function newAccount(tag) {
  const username = `prefs${tag}x${Date.now().toString(36)}`;
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const reply = await context.request.post('/api/auth/register', {
      headers: { Origin: baseUrl },
      data: { username, email: `${username}@example.test`, password },
    });
    assert.equal(reply.status(), 201, await reply.text());
  } finally {
    await context.close();
  }
  return username;
}

async function logInThroughForm(page, username) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Log In' });
  const submit = panel.getByRole('button', { name: 'Log In' });
  await hydrated(page, submit);
  await panel.getByLabel('Username or e-mail').fill(username);
  await panel.getByLabel('Password').fill(password);
  await submit.click();
  assert.equal(await settledPath(page, { not: '/auth' }), '/');
}

const noSidewaysScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('preferences follow the user to another browser', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px: theme and name chosen in one browser apply in another after log-in`, async () => {
      const username = await newAccount(viewport.width);
      const first = await openContext(browser, { viewport });
      const second = await openContext(browser, { viewport });
      try {
        // The first browser: choose the dark theme and a name.
        const page = await first.newPage();
        await logInThroughForm(page, username);
        await page.goto('/preferences');
        const save = page.getByRole('button', { name: 'Save Preferences' });
        await hydrated(page, save);
        // A free account: the voice settings are locked, with the reason.
        await page.getByText(/Voice replies come with the Core plan and above/).waitFor();
        assert.equal(await page.getByRole('switch', { name: 'Voice replies' }).isDisabled(), true);
        await page.getByRole('radio', { name: 'Dark celestial' }).check({ force: true });
        await page.getByRole('textbox', { name: 'What should Selene call you?' }).fill('Stardust');
        await save.click();
        await page.getByText('Your preferences are saved.').waitFor();
        await page.locator('html[data-theme="dark-celestial"]').waitFor({ state: 'attached' });
        assert.ok(await noSidewaysScroll(page), 'nothing overflows sideways on /preferences');

        // The second browser, still light: log in, and the theme follows.
        const other = await second.newPage();
        await logInThroughForm(other, username);
        await other.locator('html[data-theme="dark-celestial"]').waitFor({ state: 'attached', timeout: 15_000 });
        // Kept in this browser's theme key and cookie: the server renders the next page dark.
        assert.equal(await other.evaluate(() => localStorage.getItem('moonheart-theme')), 'dark-celestial');
        const html = await (await other.request.get('/preferences')).text();
        assert.match(html, /<html[^>]*data-theme="dark-celestial"/);

        // Selene greets by the chosen name.
        const input = other.getByRole('textbox', { name: 'Message to Selene' });
        await hydrated(other, input);
        await input.fill('Hello');
        await input.press('Enter');
        await other
          .getByText(/^Hello, Stardust\./)
          .first()
          .waitFor({ timeout: 30_000 });

        // The preferences page there shows what was chosen.
        await other.goto('/preferences');
        const name = other.getByRole('textbox', { name: 'What should Selene call you?' });
        await name.waitFor();
        assert.equal(await name.inputValue(), 'Stardust');
        assert.equal(await other.getByRole('radio', { name: 'Dark celestial' }).isChecked(), true);
        assert.ok(await noSidewaysScroll(other), 'nothing overflows sideways in the second browser');
      } finally {
        await first.close();
        await second.close();
      }
    });
  }
});

describe('notifications: settings saved and a notice marked read', () => {
  const accounts = new Map();
  /** Per account: the product update's title and the unread count once it arrived. */
  const inbox = new Map();
  before(
    async () => {
      for (const width of [1280, 390]) accounts.set(width, await newAccount(`n${width}`));
      // The server's scheduler posts the newest product update to each account within a minute.
      // In the day before a new or full moon it also posts a moon-phase reminder (on by default):
      // the test counts what arrived instead of assuming one notice.
      const context = await browser.newContext({ baseURL: baseUrl });
      try {
        for (const username of accounts.values()) {
          await context.clearCookies();
          const login = await context.request.post('/api/login', {
            headers: { Origin: baseUrl },
            data: { username, password },
          });
          assert.ok(login.ok());
          let list = { notices: [], unreadCount: 0 };
          const productUpdate = () => list.notices.find((notice) => notice.kind === 'productUpdate');
          for (let tries = 0; tries < 90 && !productUpdate(); tries += 1) {
            list = await (await context.request.get('/api/notifications')).json();
            if (!productUpdate()) await new Promise((resolve) => setTimeout(resolve, 1000));
          }
          assert.ok(productUpdate(), `a product update notice reached ${username}`);
          assert.ok(
            list.notices.every((notice) => ['productUpdate', 'moonPhase'].includes(notice.kind)),
            `only the product update and a moon-phase reminder reached ${username}`,
          );
          inbox.set(username, { title: productUpdate().title, unread: list.unreadCount });
        }
      } finally {
        await context.close();
      }
    },
    { timeout: 200_000 },
  );

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px: a setting saved stays saved, and the notice marked read stays read`, async () => {
      const context = await openContext(browser, { viewport });
      try {
        const page = await context.newPage();
        const username = accounts.get(viewport.width);
        const { title, unread } = inbox.get(username);
        const unreadText = (count) => (count === 0 ? 'All read' : count === 1 ? '1 unread' : `${count} unread`);
        await logInThroughForm(page, username);
        await page.goto('/notifications');
        const notices = page.getByRole('region', { name: 'Notices' });
        await notices.getByText(unreadText(unread)).waitFor();
        // A free account: the synopsis e-mail is locked, with the reason.
        await page.getByText(/The daily synopsis comes with the Core, Advanced and Elite plans/).waitFor();

        const reminders = page.getByRole('switch', { name: 'Moon-phase reminders' });
        await hydrated(page, reminders);
        assert.equal(await reminders.isChecked(), true);
        await reminders.click({ force: true });
        await page.getByRole('button', { name: 'Save Settings' }).click();
        await page.getByText('Your notification settings are saved.').waitFor();

        await notices
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: title }) })
          .getByRole('button', { name: 'Mark as read' })
          .click();
        await notices.getByText(unreadText(unread - 1)).waitFor();
        assert.ok(await noSidewaysScroll(page), 'nothing overflows sideways on /notifications');

        await page.reload();
        await page
          .getByRole('region', { name: 'Notices' })
          .getByText(unreadText(unread - 1))
          .waitFor();
        assert.equal(await page.getByRole('switch', { name: 'Moon-phase reminders' }).isChecked(), false);
      } finally {
        await context.close();
      }
    });
  }
});
