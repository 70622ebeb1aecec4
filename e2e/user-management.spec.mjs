// User management (issue 19 item 3): an admin finds a new client at /admin/user-management, changes
// their tier with a reason, and reads it in the audit log; the client's own status call shows the
// new tier. At 1280 and 390 px.
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
const post = (context, path, data) => context.request.post(path, { headers: { Origin: baseUrl }, data });

async function noSidewaysOverflow(page) {
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'nothing overflows sideways',
  );
}

describe('an admin changes a client’s tier with a reason and sees it in the audit log', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const username = `managed${viewport.width}x${Date.now().toString(36)}`;
      const client = await openContext(browser, { viewport });
      const registered = await post(client, '/api/auth/register', {
        username,
        email: `${username}@example.test`,
        password: 'the first secret',
      });
      assert.equal(registered.status(), 201, await registered.text());
      const before = await (await client.request.get('/api/subscriptions/status')).json();
      assert.equal(before.subscription.tier, 'free');

      const admin = await openContext(browser, { viewport, storageState: adminSession });
      const page = await admin.newPage();
      const reason = `Prize of the spring contest (${viewport.width})`;
      try {
        await page.goto('/admin/user-management');
        await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
        const search = page.getByRole('searchbox', { name: 'Search users' });
        await hydrated(page, search);
        await search.fill(username);
        await page.getByText('· 1 user').waitFor();
        await page.getByRole('button', { name: `Open ${username}` }).click();
        const detail = page.getByRole('article', { name: username });
        await detail.waitFor();
        await noSidewaysOverflow(page);

        await detail.getByRole('button', { name: /New tier/ }).click();
        await page.getByRole('option', { name: 'Core' }).click();
        await detail.getByLabel(/^Reason/).fill(reason);
        await detail.getByRole('button', { name: 'Change Tier' }).click();
        await detail.getByText('Tier set to Core.').waitFor();
        await detail.getByText(`“${reason}”`).first().waitFor();
        // The account's own audit entries show it.
        await detail
          .getByRole('list', { name: 'Audit log of this user' })
          .getByText(`admin changed the tier of ${username} from Free to Core`)
          .waitFor();
        await noSidewaysOverflow(page);

        // The whole audit log shows who did what to whom, and why.
        await page.getByRole('tab', { name: 'Audit Log' }).click();
        const log = page.getByRole('list', { name: 'Audit log' });
        const entry = log.getByRole('listitem').filter({ hasText: `the tier of ${username} from Free to Core` });
        await entry.waitFor();
        assert.match(await entry.textContent(), new RegExp(`Reason: “${reason.replace(/[()]/g, '\\$&')}”`));
        await noSidewaysOverflow(page);

        // The client's status call reads the new tier.
        const after = await (await client.request.get('/api/subscriptions/status')).json();
        assert.equal(after.subscription.tier, 'core');
      } finally {
        await admin.close();
        await client.close();
      }
    });
  }
});
