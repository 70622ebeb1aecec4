// User generator (issue 19 item 4): an admin pastes two CSV lines, one of them wrong; the dry run
// names the error and creates nothing; the admin fixes it, checks again and creates both users. An
// invitee follows the invitation link in the outbox, chooses a password and logs in. At 1280 and 390 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launch, openContext, outboxLink, sessionOf, settledPath } from './support.mjs';

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

async function noSidewaysOverflow(page) {
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'nothing overflows sideways',
  );
}

describe('an admin generates users from CSV; an invitee sets a password and logs in', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      // Names of their own per run, so a re-run against the same data folder does not collide.
      const tag = `${viewport.width}${Date.now().toString(36).slice(-4)}`;
      const star = `star${tag}`;
      const comet = `comet${tag}`;
      const header = 'username,email,role,tier';
      const wrong = `${header}\n${star},${star}@example.com,client,core\n${comet},${comet}-at-example,teacher,free`;
      const fixed = `${header}\n${star},${star}@example.com,client,core\n${comet},${comet}@example.com,teacher,free`;

      const admin = await openContext(browser, { viewport, storageState: adminSession });
      const page = await admin.newPage();
      try {
        await page.goto('/admin/user-generator');
        await page.getByRole('heading', { name: 'User Generator', level: 1 }).waitFor();
        const area = page.getByRole('textbox', { name: 'CSV text' });
        await hydrated(page, area);
        await area.fill(wrong);
        await page.getByRole('button', { name: 'Check CSV' }).click();
        const table = page.getByRole('table', { name: 'Lines of the CSV and their errors' });
        await table.waitFor();
        await page.getByText('2 lines checked: 1 with errors. Nothing was created.').waitFor();
        const badRow = table.getByRole('row').filter({ hasText: comet });
        assert.match(await badRow.textContent(), /Enter a valid e-mail address\./);
        assert.equal(await page.getByRole('button', { name: /^Create/ }).count(), 0);
        await noSidewaysOverflow(page);
        // Nothing was stored by the dry run.
        const stored = await admin.request.get(`/api/admin/users?q=${star}`);
        assert.equal(stored.status(), 200);
        assert.doesNotMatch(await stored.text(), new RegExp(star));

        await area.fill(fixed);
        await page.getByRole('button', { name: 'Check CSV' }).click();
        await page.getByText('2 lines checked: all correct, ready to create.').waitFor();
        await page.getByRole('button', { name: 'Create 2 Users' }).click();
        await page.getByRole('heading', { name: 'Users created' }).waitFor();
        assert.match(
          await page.getByRole('status').filter({ hasText: 'Created 2 users' }).textContent(),
          /2 invitations e-mailed/,
        );
        await noSidewaysOverflow(page);
      } finally {
        await admin.close();
      }

      const link = await outboxLink(browser, `${comet}@example.com`, '/reset-password');
      assert.equal(link.origin, baseUrl);
      assert.equal(link.searchParams.get('invitation'), '1');
      const invitee = await openContext(browser, { viewport });
      const guest = await invitee.newPage();
      try {
        await guest.goto(`${link.pathname}${link.search}`);
        await guest.getByRole('heading', { name: 'Welcome to Moonheart', level: 1 }).waitFor();
        await guest.getByRole('heading', { name: 'Choose your password' }).waitFor();
        await hydrated(guest, guest.getByRole('button', { name: 'Set the Password' }));
        await guest.getByLabel('New password', { exact: true }).fill('written in the stars');
        await guest.getByLabel('New password, again').fill('written in the stars');
        await guest.getByRole('button', { name: 'Set the Password' }).click();
        await guest.getByRole('heading', { name: 'Your password is set' }).waitFor();
        await noSidewaysOverflow(guest);

        await guest.getByRole('link', { name: 'Log In' }).click();
        const panel = guest.getByRole('tabpanel', { name: 'Log In' });
        await panel.getByLabel('Username or e-mail').fill(comet);
        await panel.getByLabel('Password').fill('written in the stars');
        await panel.getByRole('button', { name: 'Log In' }).click();
        await settledPath(guest, { not: '/auth' });
        const me = await (await invitee.request.get('/api/user')).json();
        assert.equal(me.username, comet);
        assert.equal(me.role, 'teacher');
        assert.equal(me.emailVerified, true);
      } finally {
        await invitee.close();
      }
    });
  }
});
