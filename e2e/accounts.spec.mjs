// Accounts (DECISIONS "Pages"): a forgotten password set again through the mailed link, with the
// mail read from the outbox of the embedded default (what an admin reads at /system).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launch, openContext, outboxLink, settledPath } from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A new account of our own: the demo accounts' passwords must stay as the other specs know them. */
async function newAccount(width) {
  const username = `reset${width}x${Date.now().toString(36)}`;
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const reply = await context.request.post('/api/auth/register', {
      headers: { Origin: baseUrl },
      data: { username, email: `${username}@example.test`, password: 'the first secret' },
    });
    assert.equal(reply.status(), 201, await reply.text());
  } finally {
    await context.close();
  }
  return { username, email: `${username}@example.test` };
}

describe('a forgotten password, set again through the outbox', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px: from the log-in form to a new password that logs in`, async () => {
      const { username, email } = await newAccount(viewport.width);
      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      try {
        await page.goto('/auth');
        const forgot = page.getByRole('link', { name: 'Forgot your password?' });
        await hydrated(page, forgot);
        await forgot.click();
        await page.getByRole('heading', { name: 'Get a link to set a new password' }).waitFor();
        assert.equal(new URL(page.url()).pathname, '/reset-password');
        await page.getByLabel('E-mail').fill(email);
        await page.getByRole('button', { name: 'Send the Link' }).click();
        await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
        assert.match(await page.getByRole('status').first().textContent(), /If an account uses that address/);
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'nothing overflows sideways',
        );

        const link = await outboxLink(browser, email, '/reset-password');
        assert.equal(link.origin, baseUrl);
        await page.goto(`${link.pathname}${link.search}`);
        await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
        await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
        await page.getByLabel('New password, again').fill('a brand new secret');
        await page.getByRole('button', { name: 'Set the Password' }).click();
        await page.getByRole('heading', { name: 'Your password is set' }).waitFor();

        // The link worked once: opened again, it says so and offers a new one.
        await page.goto(`${link.pathname}${link.search}`);
        await page.getByLabel('New password', { exact: true }).fill('yet another secret');
        await page.getByLabel('New password, again').fill('yet another secret');
        await page.getByRole('button', { name: 'Set the Password' }).click();
        await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
        await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();

        // The new password logs in; the old one no longer does.
        await page.goto('/auth');
        const panel = page.getByRole('tabpanel', { name: 'Log In' });
        await panel.getByLabel('Username or e-mail').fill(username);
        await panel.getByLabel('Password').fill('a brand new secret');
        await panel.getByRole('button', { name: 'Log In' }).click();
        assert.equal(await settledPath(page, { not: '/auth' }), '/');
        const old = await context.request.post('/api/login', {
          headers: { Origin: baseUrl },
          data: { username, password: 'the first secret' },
        });
        assert.equal(old.status(), 401);
      } finally {
        await context.close();
      }
    });
  }
});
