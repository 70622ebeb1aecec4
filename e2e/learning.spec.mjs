// Learning (issue 20 item 8): a client asks Selene a question and rates the reply "not helpful"
// through the real API; an admin opens /learning, finds the suggestion that question is evidence
// of, accepts it as a guidance rule into Selene's draft, and sees the rule in the draft (not the
// published version) and the decision in the audit log. At 1280 and 390 px.
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

/** A new client who asked about grief and rated Selene's reply not helpful. */
async function clientWhoRated(viewport) {
  const { question } = await clientWhoRatedReply(browser, {
    viewport,
    prefix: 'learner',
    question: (username) => `How do I carry the grief of losing my grandmother, ${username}?`,
  });
  return { question };
}

describe('an admin accepts a suggestion into Selene’s draft', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const { question } = await clientWhoRated(viewport);
      const admin = await openContext(browser, { viewport, storageState: adminSession });
      const page = await admin.newPage();
      const rule = `Before any teaching on grief, acknowledge the loss in one sentence (${viewport.width}).`;
      try {
        await page.goto('/learning');
        await page.getByRole('heading', { name: 'Personalised Learning', level: 1 }).waitFor();
        const found = page
          .getByRole('listitem')
          .filter({ hasText: question })
          .filter({ has: page.getByRole('button', { name: 'Add a guidance rule' }) });
        await found.waitFor();
        // From here on by its name (its heading): the form takes the buttons' place.
        const title = (await found.getByRole('heading').textContent())?.trim();
        assert.ok(title, 'the suggestion has a title');
        const card = page.getByRole('listitem', { name: title, exact: true });
        const accept = card.getByRole('button', { name: 'Add a guidance rule' });
        await hydrated(page, accept);
        await card.getByText(/^Evidence \(/).click();
        await card.getByText(question).waitFor();
        await noSidewaysOverflow(page);

        await accept.click();
        const ruleField = card.getByRole('textbox', { name: 'Guidance rule' });
        await ruleField.fill(rule);
        await card.getByRole('button', { name: 'Add to draft' }).click();
        await page.getByText('Added the rule to Selene’s draft. Publish the draft to use it.').waitFor();
        await page.getByRole('region', { name: 'Decided' }).getByText(rule, { exact: false }).waitFor();
        await noSidewaysOverflow(page);

        const selene = await (await admin.request.get('/api/admin/personas/selene')).json();
        assert.equal(selene.draft.guidanceRules.at(-1), rule);
        assert.ok(!selene.published.content.guidanceRules.includes(rule), 'the published version is unchanged');
        const audit = await (await admin.request.get('/api/admin/audit')).json();
        assert.ok(
          audit.entries.some((entry) => entry.action === 'learning.decided' && entry.actor === 'admin'),
          'the decision is in the audit log',
        );

        await page.getByRole('link', { name: 'Open Selene’s draft' }).click();
        await page.waitForURL(/\/training\/selene$/);
      } finally {
        await admin.close();
      }
    });
  }
});
