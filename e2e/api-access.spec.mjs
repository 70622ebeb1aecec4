// API access (issue 19 item 8): an admin creates a personal API token at /api-access, sees it once,
// a script uses it (Authorization: Bearer, no cookie) to read the conversations, the admin revokes
// it, and the script is refused. At 1280 and 390 px.
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

async function noSidewaysOverflow(page) {
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'nothing overflows sideways',
  );
}

/** A script's call: no cookie, only the token. */
const withToken = (token, path, init = {}) =>
  fetch(`${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });

describe('an admin creates an API token, a script uses it, the admin revokes it', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const name = `e2e script ${viewport.width}`;
      const admin = await openContext(browser, { viewport, storageState: adminSession });
      const page = await admin.newPage();
      try {
        await page.goto('/api-access');
        await page.getByRole('heading', { name: 'API Access', level: 1 }).waitFor();
        // The curl example names this very origin.
        await page
          .getByRole('region', { name: 'Using a Token' })
          .getByText(`${baseUrl}/api/conversations`)
          .first()
          .waitFor();
        const nameField = page.getByRole('textbox', { name: 'Name' });
        await hydrated(page, nameField);
        await nameField.fill(name);
        await page.getByRole('button', { name: 'Create Token' }).click();
        const created = page.getByRole('region', { name: 'Copy your new token now' });
        await created.waitFor();
        const secret = (await created.locator('code').textContent())?.trim() ?? '';
        assert.match(secret, /^mh_[A-Za-z0-9_-]{43}$/);
        await page
          .getByRole('list', { name: 'API tokens' })
          .getByRole('heading', { name: `${name} Active` })
          .waitFor();
        await noSidewaysOverflow(page);

        // A script reads with it; a read token cannot write.
        const listed = await withToken(secret, '/api/conversations');
        assert.equal(listed.status, 200, await listed.clone().text());
        assert.ok(Array.isArray(await listed.json()));
        const write = await withToken(secret, '/api/conversations', { method: 'POST' });
        assert.equal(write.status, 403);

        // Shown once: gone after Done, and never in the list.
        await created.getByRole('button', { name: 'Done' }).click();
        await page.getByRole('button', { name: 'Create Token' }).waitFor();
        assert.equal(await page.getByText(secret).count(), 0);

        await page.getByRole('button', { name: `Revoke ${name}` }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByRole('button', { name: 'Revoke' }).click();
        await page.getByText(`“${name}” is revoked.`).waitFor();
        await page
          .getByRole('list', { name: 'API tokens' })
          .getByRole('heading', { name: `${name} Revoked` })
          .waitFor();
        await noSidewaysOverflow(page);

        const refused = await withToken(secret, '/api/conversations');
        assert.equal(refused.status, 401);
      } finally {
        await admin.close();
      }
    });
  }
});
