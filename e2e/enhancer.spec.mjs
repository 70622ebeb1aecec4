// The enhancer (issue 20 item 6): an admin adds a messy teaching, asks /enhancer for a clearer
// version, reads the diff, accepts it, and the knowledge base holds the new text. At 1280 and 390 px.
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

describe('an admin improves a teaching', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const context = await openContext(browser, { viewport, storageState: adminSession });
      const page = await context.newPage();
      try {
        const title = `Enhancer e2e ${viewport.width} ${Date.now()}`;
        const created = await page.request.post('/api/teachings', {
          headers: { Origin: baseUrl },
          data: {
            domainId: 1,
            title,
            content: 'the shadow  holds what we hide , e.g. anger. when i notice it, it softens',
          },
        });
        assert.equal(created.status(), 201);
        const { id } = await created.json();

        await page.goto('/enhancer');
        const improve = page.getByRole('button', { name: `Improve "${title}"` });
        await hydrated(page, improve);
        await improve.click();
        const proposal = page.getByRole('region', { name: `Proposal for "${title}"` });
        await proposal.waitFor();
        const diff = proposal.getByRole('list', { name: `Changes to "${title}"` });
        assert.match(await diff.textContent(), /The shadow holds what we hide, for example anger\./);
        assert.ok(await proposal.getByText('Abbreviations written out').isVisible());
        await proposal.getByRole('button', { name: 'Accept' }).click();
        await page.getByText(`Accepted: "${title}" was updated.`).waitFor();

        const teachings = await (await page.request.get('/api/teachings')).json();
        assert.equal(
          teachings.find((teaching) => teaching.id === id)?.content,
          'The shadow holds what we hide, for example anger. When I notice it, it softens.',
        );
        const width = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        assert.ok(width[0] <= width[1], 'the page fits the screen');
      } finally {
        await context.close();
      }
    });
  }
});
