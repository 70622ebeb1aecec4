// Account settings and e-mail verification (DECISIONS "Pages"): sign up, follow the mailed link, change
// the password (other browsers signed out), download the data, delete the account, at 1280 and 390 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launch, openContext, outboxLink, settledPath } from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const fitsTheScreen = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('an account, from sign-up to deletion', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px`, async () => {
      const username = `acct${viewport.width}x${Date.now().toString(36)}`;
      const email = `${username}@example.test`;
      const firstPassword = 'the first secret';
      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      // Another browser signed in to the same account: the password change must sign it out.
      const elsewhere = await browser.newContext({ baseURL: baseUrl });
      try {
        // Sign up: the page says what happened and that a link was mailed.
        await page.goto('/register');
        const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
        await hydrated(page, panel.getByRole('button', { name: 'Create Account' }));
        await panel.getByLabel('Username').fill(username);
        await panel.getByLabel('E-mail').fill(email);
        await panel.getByLabel('Password').fill(firstPassword);
        await panel.getByRole('button', { name: 'Create Account' }).click();
        await page.getByRole('heading', { name: 'Registration Complete', level: 1 }).waitFor();
        assert.equal(new URL(page.url()).pathname, '/registration-success');
        await page.getByText(`We sent a link to ${email}`).waitFor();
        assert.ok(await fitsTheScreen(page), 'registration success fits the screen');

        // The mailed link verifies the address.
        const link = await outboxLink(browser, email, '/verify-email');
        assert.equal(link.origin, baseUrl);
        await page.goto(`${link.pathname}${link.search}`);
        await page.getByRole('heading', { name: 'Your e-mail address is verified' }).waitFor();
        const me = await (await page.request.get('/api/user')).json();
        assert.equal(me.emailVerified, true);
        // Once only.
        await page.goto(`${link.pathname}${link.search}`);
        await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();

        // The settings: a new password; the other browser is signed out, this one stays.
        const login = await elsewhere.request.post('/api/login', {
          headers: { Origin: baseUrl },
          data: { username, password: firstPassword },
        });
        assert.equal(login.status(), 200);
        await page.goto('/account-settings');
        await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
        const sessions = page.getByRole('region', { name: 'Where you are signed in' });
        await sessions.getByText('This device').waitFor();
        assert.equal(await sessions.getByRole('listitem').count(), 2);
        const password = page.getByRole('region', { name: 'Password' });
        await hydrated(page, password.getByRole('button', { name: 'Change Password' }));
        await password.getByLabel('Current password').fill(firstPassword);
        await password.getByLabel('New password', { exact: true }).fill('a brand new secret');
        await password.getByLabel('New password, again').fill('a brand new secret');
        await password.getByRole('button', { name: 'Change Password' }).click();
        await password.getByText(/Your password is changed/).waitFor();
        assert.equal((await elsewhere.request.get('/api/user')).status(), 401, 'the other browser is signed out');
        await sessions.getByRole('listitem').nth(1).waitFor({ state: 'detached' });
        assert.equal((await page.request.get('/api/user')).status(), 200, 'this browser stays signed in');
        assert.ok(await fitsTheScreen(page), 'account settings fit the screen');

        // Download my data: a JSON file of the account's own data.
        const data = page.getByRole('region', { name: 'Download my data' });
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          data.getByRole('button', { name: 'Download My Data' }).click(),
        ]);
        assert.match(
          download.suggestedFilename(),
          new RegExp(`^moonheart-data-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
        );
        const file = JSON.parse(await readFile(await download.path(), 'utf8'));
        assert.equal(file.account.username, username);
        assert.deepEqual(file.conversations, []);
        await data.getByText(/Your data file is downloaded/).waitFor();

        // Delete my account: the password in a dialog; signed out, on / with a confirmation.
        await page.getByRole('button', { name: 'Delete My Account...' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
        await dialog.getByLabel('Password').fill('not my password');
        await dialog.getByRole('button', { name: 'Delete My Account' }).click();
        await dialog.getByText('That is not your current password.').waitFor();
        await dialog.getByLabel('Password').fill('a brand new secret');
        await dialog.getByRole('button', { name: 'Delete My Account' }).click();
        assert.equal(await settledPath(page, { not: '/account-settings' }), '/');
        await page.getByText(/Your account and all its data were deleted/).waitFor();
        assert.ok(await fitsTheScreen(page), 'the confirmation fits the screen');
        assert.equal((await page.request.get('/api/user')).status(), 401);
        const again = await page.request.post('/api/login', {
          headers: { Origin: baseUrl },
          data: { username, password: 'a brand new secret' },
        });
        assert.equal(again.status(), 401, 'the account is gone');
      } finally {
        await elsewhere.close();
        await context.close();
      }
    });
  }
});
