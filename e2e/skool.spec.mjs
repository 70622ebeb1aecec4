// Skool integration (issue 19 item 10): an admin generates the signing secret at
// /integrations/skool and turns the integration on; a signed member event posted from the test
// (as Skool's server would: no cookie) creates a member with the mapped tier, which the admin users
// API shows, and the event is listed on the page. At 1280 and 390 px.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
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
const webhookPath = '/api/integrations/skool/webhook';

async function noSidewaysOverflow(page) {
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'nothing overflows sideways',
  );
}

/** Posts an event signed as the page documents: HMAC-SHA256 of `timestamp.body`, `v1=<hex>`. */
function postSigned(secret, event) {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return fetch(`${baseUrl}${webhookPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-skool-timestamp': timestamp, 'x-skool-signature': signature },
    body,
  });
}

describe('an admin sets up Skool, and a signed member event creates a member', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const admin = await openContext(browser, { viewport, storageState: adminSession });
      const page = await admin.newPage();
      const stamp = `${viewport.width}-${Date.now()}`;
      const email = `skool-${stamp}@example.test`;
      const eventId = `evt_e2e_${stamp}`;
      try {
        await page.goto('/integrations/skool');
        await page.getByRole('heading', { name: 'Skool Integration', level: 1 }).waitFor();
        const webhook = page.getByRole('region', { name: 'Webhook Address' });
        await webhook.getByText(webhookPath).waitFor();

        // The first run generates the secret; a later one replaces it after a confirmation.
        const secretRegion = page.getByRole('region', { name: 'Signing Secret' });
        const first = secretRegion.getByRole('button', { name: 'Generate Secret' });
        const rotate = secretRegion.getByRole('button', { name: 'Generate a New Secret' });
        await first.or(rotate).first().waitFor();
        if (await first.isVisible()) {
          await hydrated(page, first);
          await first.click();
        } else {
          await hydrated(page, rotate);
          await rotate.click();
          await page.getByRole('alertdialog').getByRole('button', { name: 'Generate a New Secret' }).click();
        }
        await secretRegion.getByRole('heading', { name: 'Copy the signing secret now' }).waitFor();
        const secret = (await secretRegion.locator('code').textContent())?.trim() ?? '';
        assert.match(secret, /^skwh_[A-Za-z0-9_-]{43}$/);
        await noSidewaysOverflow(page);
        await secretRegion.getByRole('button', { name: 'Done' }).click();
        assert.equal(await page.getByText(secret).count(), 0, 'the secret is shown once');

        // Turn it on, with VIP members on Advanced.
        const settings = page.getByRole('region', { name: 'Settings' });
        const enabled = settings.getByRole('switch', { name: 'Accept Skool events' });
        if (!(await enabled.isChecked())) await enabled.click({ force: true });
        if ((await settings.getByRole('textbox', { name: 'Skool level 1' }).count()) === 0) {
          await settings.getByRole('button', { name: 'Add a Level' }).click();
          await settings.getByRole('textbox', { name: 'Skool level 1' }).fill('VIP');
          await settings.getByRole('button', { name: 'Tier for level 1' }).click();
          await page.getByRole('option', { name: 'Advanced' }).click();
        }
        await settings.getByRole('button', { name: 'Save Settings' }).click();
        await settings.getByText('Settings saved.').waitFor();

        // Skool's server posts a member event, signed with the secret.
        const joined = await postSigned(secret, {
          id: eventId,
          type: 'member.joined',
          data: { member: { email, name: `Skool ${stamp}`, level: 'vip' } },
        });
        assert.equal(joined.status, 200, await joined.clone().text());
        assert.deepEqual(await joined.json(), { result: 'created' });
        // A wrong signature is refused.
        const forged = await postSigned('skwh_not-the-secret', {
          id: `${eventId}-x`,
          type: 'member.joined',
          data: { member: { email: `x${email}` } },
        });
        assert.equal(forged.status, 401);

        // The admin users API shows the new member on Advanced.
        const users = await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
        assert.equal(users.status(), 200);
        const found = (await users.json()).users.find((user) => user.email === email);
        assert.ok(found, 'the member exists');
        assert.equal(found.tier, 'advanced');
        assert.equal(found.role, 'client');

        // The page lists the event with its result.
        await page.reload();
        const events = page.getByRole('list', { name: 'Recent Skool events' });
        const item = events.getByRole('listitem').filter({ hasText: eventId });
        await item.getByRole('heading', { name: 'member.joined Account created' }).waitFor();
        await item.getByText(found.username).waitFor();
        await noSidewaysOverflow(page);
      } finally {
        await admin.close();
      }
    });
  }
});
