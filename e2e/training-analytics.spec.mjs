// Training analytics (issue 20 item 2): a client asks Selene an astrology question and rates the
// reply "not helpful" through the real API; an admin opens /training-analytics, finds the reply
// among those rated negatively with the persona version that wrote it, groups the figures by
// domain, and opens the reply's conversation on /conversations. At 1280 and 390 px.
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
  const rated = await clientWhoRatedReply(browser, {
    viewport,
    prefix: 'analyst',
    question: (username) => `What does my Moon in Scorpio ask of me, ${username}?`,
  });
  assert.ok(rated.aiResponse.persona, 'the reply names the persona version that wrote it');
  const { question, conversationId, title } = rated;
  return { question, conversationId, title, persona: rated.aiResponse.persona };
}

describe('an admin finds a negatively rated reply in training analytics and opens its conversation', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const { question, conversationId, title, persona } = await clientWhoRated(viewport);
      const admin = await openContext(browser, { viewport, storageState: adminSession });
      const page = await admin.newPage();
      try {
        await page.goto('/training-analytics');
        await page.getByRole('heading', { name: 'Training Analytics', level: 1 }).waitFor();
        const grouping = page.getByRole('button', { name: /Group by/ });
        await hydrated(page, grouping);
        const replies = page.getByRole('region', { name: 'Replies rated negatively' });
        const reply = replies.getByRole('listitem').filter({ hasText: question });
        await reply.waitFor();
        const text = await reply.textContent();
        assert.match(text, new RegExp(`${persona.name} v${persona.version}`));
        assert.match(text, /Astrology/);
        // The version's row counts the rating.
        const versions = page.getByRole('table', { name: 'Ratings by persona version' });
        const row = versions.getByRole('row').filter({ hasText: `${persona.name} v${persona.version}` });
        await row.waitFor();
        assert.ok(Number((await row.getByRole('cell').nth(1).textContent())?.replace(/\D/g, '')) >= 1);
        await noSidewaysOverflow(page);

        await grouping.click();
        await page.getByRole('option', { name: 'Domain' }).click();
        const domains = page.getByRole('table', { name: 'Ratings by domain' });
        await domains.getByRole('row').filter({ hasText: 'Astrology' }).waitFor();

        await reply.getByRole('link', { name: `Open conversation ${conversationId}` }).click();
        await page.waitForURL(new RegExp(`/conversations\\?conversation=${conversationId}`));
        await page.getByRole('article', { name: title }).waitFor();
        await noSidewaysOverflow(page);
      } finally {
        await admin.close();
      }
    });
  }
});
