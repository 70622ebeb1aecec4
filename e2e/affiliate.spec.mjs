// Affiliates (issue 18 item 5): a client copies their referral link from /affiliate, a newcomer
// signs up through it and upgrades to core in test mode (the 4242 card), and the client sees the
// sign-up and the paid conversion with its commission (20% of Core's $15).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launch, openContext } from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const fits = (page, width) => page.evaluate((max) => document.scrollingElement.scrollWidth <= max, width);
const unique = () => Date.now().toString(36);

/** The text of the figure card labelled `label`. */
const figure = (page, label) => page.getByRole('listitem').filter({ hasText: label }).first().textContent();

describe('referral link to paid conversion', () => {
  it('a client copies their link; a newcomer signs up with it and pays; the client sees both', async () => {
    // The referrer: a new client of our own, so the figures start at zero.
    const referrerContext = await openContext(browser, { viewport: { width: 1280, height: 800 } });
    await referrerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const referrerPage = await referrerContext.newPage();
    const newcomerContext = await openContext(browser, { viewport: { width: 390, height: 844 } });
    const newcomerPage = await newcomerContext.newPage();
    try {
      const referrer = `referrer${unique()}`;
      const registered = await referrerContext.request.post('/api/auth/register', {
        headers: { Origin: baseUrl },
        data: { username: referrer, email: `${referrer}@example.test`, password: 'a referring secret' },
      });
      assert.equal(registered.status(), 201, await registered.text());

      await referrerPage.goto('/affiliate');
      await referrerPage.getByRole('heading', { name: 'Affiliate Program', level: 1 }).waitFor();
      const copy = referrerPage.getByRole('button', { name: 'Copy link' });
      await hydrated(referrerPage, copy);
      assert.match(await figure(referrerPage, 'Sign-ups'), /Sign-ups\s*0/);
      await copy.click();
      await referrerPage.getByRole('status').filter({ hasText: 'Link copied to the clipboard.' }).waitFor();
      const link = await referrerPage.evaluate(() => navigator.clipboard.readText());
      assert.equal(link, await referrerPage.getByRole('textbox', { name: 'Referral link' }).inputValue());
      assert.match(link, /\/register\?ref=[A-Za-z0-9_-]{16}$/);

      // The newcomer follows the link (on a phone) and signs up through the form.
      const newcomer = `referred${unique()}`;
      await newcomerPage.goto(new URL(link).pathname + new URL(link).search);
      const panel = newcomerPage.getByRole('tabpanel', { name: 'Sign Up' });
      const create = panel.getByRole('button', { name: 'Create Account' });
      await hydrated(newcomerPage, create);
      await panel.getByLabel('Username').fill(newcomer);
      await panel.getByLabel('E-mail').fill(`${newcomer}@example.test`);
      await panel.getByLabel('Password').fill('a referred secret');
      await create.click();
      await newcomerPage.waitForURL(/\/registration-success/, { timeout: 15_000 });

      // The referrer sees the sign-up (a masked name, no e-mail), not yet a conversion.
      await referrerPage.reload();
      await referrerPage.getByRole('list', { name: 'Your referrals' }).waitFor();
      assert.match(await figure(referrerPage, 'Sign-ups'), /Sign-ups\s*1/);
      assert.match(await figure(referrerPage, 'Paid conversions'), /Paid conversions\s*0/);
      const row = referrerPage.getByRole('list', { name: 'Your referrals' }).getByRole('listitem');
      assert.match(await row.textContent(), new RegExp(`^${newcomer.slice(0, 2)}•••.*Signed up, not paid yet`));
      assert.ok(!(await row.textContent()).includes(newcomer), 'the whole name is not shown');

      // The newcomer upgrades to core in test mode.
      await newcomerPage.goto('/subscription');
      const choose = newcomerPage.getByRole('button', { name: 'Choose Core' });
      await hydrated(newcomerPage, choose);
      await choose.click();
      await newcomerPage.getByText('Test mode: no real charge').waitFor();
      await newcomerPage.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
      await newcomerPage.getByRole('button', { name: 'Pay $15.00' }).click();
      await newcomerPage.waitForURL(/\/subscription-management\?checkout=success$/, { timeout: 15_000 });

      // The referrer sees the paid conversion and the commission.
      await referrerPage.reload();
      await referrerPage.getByRole('list', { name: 'Your referrals' }).waitFor();
      assert.match(await figure(referrerPage, 'Paid conversions'), /Paid conversions\s*1/);
      assert.match(await figure(referrerPage, 'Commission earned'), /\$3\.00/);
      assert.match(await row.textContent(), /Paid for Core\s*\$3\.00 commission/);

      // The same page on a phone: nothing overflows sideways.
      await referrerPage.setViewportSize({ width: 390, height: 844 });
      assert.ok(await fits(referrerPage, 390), '/affiliate does not overflow sideways at 390 px');
    } finally {
      await referrerContext.close();
      await newcomerContext.close();
    }
  });
});
