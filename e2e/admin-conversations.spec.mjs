// Rated conversations (issue 19 item 6): a client asks Selene an astrology question and rates the
// reply "not helpful" through the real API; an admin filters /conversations by Astrology and Not
// helpful, finds it, opens it and sees the rated reply marked; the audit log (API and the user
// management page) shows that the admin opened it. At 1280 and 390 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  clientWhoRatedReply,
  desktopAndPhone,
  hydrated,
  launch,
  noSidewaysOverflow,
  openContext,
  sessionOf,
} from './support.mjs';

let browser;
let adminSession;
before(async () => {
  browser = await launch();
  adminSession = await sessionOf(browser, 'admin');
});
after(async () => {
  await browser?.close();
});

const viewports = desktopAndPhone;

/** A new client who asked an astrology question and rated Selene's reply not helpful. */
async function clientWhoRated(viewport) {
  const { username, conversationId, title } = await clientWhoRatedReply(browser, {
    viewport,
    prefix: 'rater',
    question: (username) => `What does my Moon in Scorpio ask of me, ${username}?`,
  });
  assert.ok(title, 'the conversation has a title');
  return { username, conversationId, title };
}

describe('an admin finds a rated conversation by its filters, opens it, and the audit log shows it', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const { username, conversationId, title } = await clientWhoRated(viewport);
      const admin = await openContext(browser, { viewport, storageState: adminSession });
      const page = await admin.newPage();
      try {
        await page.goto('/conversations');
        await page.getByRole('heading', { name: 'Conversations', level: 1 }).waitFor();
        const domain = page.getByRole('button', { name: /Domain/ });
        await hydrated(page, domain);
        await page.getByRole('list', { name: 'Rated conversations' }).waitFor();

        await domain.click();
        await page.getByRole('option', { name: 'Astrology' }).click();
        await page.getByRole('button', { name: /Rating/ }).click();
        await page.getByRole('option', { name: 'Not helpful' }).click();
        await page.waitForURL(/domain=astrology/);
        assert.match(page.url(), /rating=negative/);
        const card = page
          .getByRole('list', { name: 'Rated conversations' })
          .getByRole('listitem')
          .filter({ hasText: `by ${username}` });
        await card.waitFor();
        assert.match(await card.textContent(), /0 helpful · 1 not helpful/);
        assert.match(await card.textContent(), /Astrology/);
        await noSidewaysOverflow(page);

        // A filter that cannot hold it leaves it out.
        await page.getByRole('button', { name: /Rating/ }).click();
        await page.getByRole('option', { name: 'Helpful', exact: true }).click();
        await page.waitForURL(/rating=positive/);
        // Waits for the new results to replace the card (times out, failing, if they keep it).
        await card.waitFor({ state: 'detached' });
        await page.goBack();
        await card.waitFor();

        await card.getByRole('button', { name: `Open ${title}` }).click();
        const opened = page.getByRole('article', { name: title });
        await opened.waitFor();
        // Its own items only: a reply's markdown may hold lists of its own.
        const messages = opened.getByRole('list', { name: 'Messages' }).locator(':scope > li');
        await messages.nth(1).waitFor();
        assert.equal(await messages.count(), 2);
        assert.match(await messages.nth(0).textContent(), new RegExp(`${username} asked`));
        assert.match(await messages.nth(1).textContent(), /Selene replied.*Rated not helpful.*Astrology/s);
        await noSidewaysOverflow(page);

        // The audit log records the opening: the API, then the user management page.
        const audit = await (await admin.request.get('/api/admin/audit')).json();
        const entry = audit.entries.find((item) => item.action === 'conversation.viewed' && item.target === username);
        assert.ok(entry, 'an audit entry for the opening');
        assert.equal(entry.actor, 'admin');
        assert.deepEqual(entry.after, { conversationId });

        await opened.getByRole('button', { name: 'Back to the Conversations' }).click();
        await card.waitFor();

        await page.goto('/admin/user-management');
        const auditTab = page.getByRole('tab', { name: 'Audit Log' });
        await hydrated(page, auditTab);
        await auditTab.click();
        await page
          .getByRole('list', { name: 'Audit log' })
          .getByText(`admin opened conversation ${conversationId} of ${username}`)
          .waitFor();
        await noSidewaysOverflow(page);
      } finally {
        await admin.close();
      }
    });
  }
});
