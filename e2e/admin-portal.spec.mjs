// The admin portal (issue 19 items 1 and 7): an admin opens /admin, goes to /settings, closes
// registration and sets a maintenance notice; a visitor sees both; the admin reads a reset link's
// mail in /system's outbox. The settings are put back after each run: the other specs register.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launch, openContext, sessionOf } from './support.mjs';

let browser;
let adminSession;
before(async () => {
  browser = await launch();
  adminSession = await sessionOf(browser, 'admin');
});
after(async () => {
  await browser?.close();
});

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const headers = { Origin: baseUrl };

async function noSidewaysOverflow(page) {
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'nothing overflows sideways',
  );
}

describe('an admin changes the site at run time and reads the outbox', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const admin = await openContext(browser, { viewport, storageState: adminSession });
      const visitor = await openContext(browser, { viewport });
      const notice = `Maintenance tonight at 22:00 UTC (${viewport.width} px run).`;
      // A fresh account whose reset link the admin will read (registered while registration is open).
      const username = `portal${viewport.width}x${Date.now().toString(36)}`;
      const email = `${username}@example.test`;
      const registered = await visitor.request.post('/api/auth/register', {
        headers,
        data: { username, email, password: 'the first secret' },
      });
      assert.equal(registered.status(), 201, await registered.text());
      await visitor.clearCookies();
      try {
        const page = await admin.newPage();
        await page.goto('/admin');
        await page.getByRole('heading', { name: 'Admin Portal', level: 1 }).waitFor();
        await page.getByText('Open requests', { exact: true }).waitFor();
        await noSidewaysOverflow(page);
        const settingsCard = page.getByRole('link', { name: /^Settings/ });
        await hydrated(page, settingsCard);
        await settingsCard.click();
        await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

        const registration = page.getByRole('region', { name: 'Registration' });
        const inviteOnly = registration.getByRole('switch', { name: 'Invite only' });
        await hydrated(page, inviteOnly);
        if (!(await inviteOnly.isChecked())) await inviteOnly.click({ force: true });
        await registration.getByRole('button', { name: 'Save' }).click();
        await registration.getByText('Saved. It is in force now.').waitFor();

        const noticeSection = page.getByRole('region', { name: 'Maintenance notice' });
        await noticeSection.getByRole('textbox', { name: 'Notice shown to everyone' }).fill(notice);
        await noticeSection.getByRole('button', { name: 'Save' }).click();
        await noticeSection.getByText('Saved. It is in force now.').waitFor();
        await noSidewaysOverflow(page);

        // A visitor: the banner on every page, the sign-up form says registration is closed, and the server refuses it.
        const visitorPage = await visitor.newPage();
        await visitorPage.goto('/register');
        const banner = visitorPage.getByRole('region', { name: 'Site notice' });
        await banner.waitFor();
        assert.equal((await banner.textContent())?.trim(), notice);
        await visitorPage.getByText(/Registration is by invitation only/).waitFor();
        await noSidewaysOverflow(visitorPage);
        const refused = await visitor.request.post('/api/auth/register', {
          headers,
          data: { username: `${username}b`, email: `b.${email}`, password: 'the first secret' },
        });
        assert.equal(refused.status(), 403);
        assert.match((await refused.json()).message, /invitation only/);
        await visitorPage.goto('/about');
        await visitorPage.getByRole('region', { name: 'Site notice' }).waitFor();

        // The visitor asks for a reset link; the admin reads it in /system's outbox.
        const asked = await visitor.request.post('/api/password-reset/request', { headers, data: { email } });
        assert.ok(asked.ok(), await asked.text());
        await page.goto('/system');
        await page.getByRole('heading', { name: 'System', level: 1 }).waitFor();
        const outbox = page.getByRole('region', { name: 'E-mail outbox' });
        const mail = outbox.getByRole('button', { name: new RegExp(`To ${email.replaceAll('.', '\\.')}`) }).first();
        await hydrated(page, mail);
        await mail.click();
        await outbox
          .getByText(/\/reset-password\?token=/)
          .first()
          .waitFor();
        await noSidewaysOverflow(page);
      } finally {
        const putBack = await admin.request.put('/api/admin/settings', {
          headers,
          data: { registration: 'open', maintenanceNotice: null },
        });
        assert.ok(putBack.ok(), await putBack.text());
        await admin.close();
        await visitor.close();
      }
    });
  }
});
