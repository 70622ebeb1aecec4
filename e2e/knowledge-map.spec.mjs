// The knowledge map (issue 20 item 7), end to end against the real server: an admin adds the
// strongest suggested link, sees it in the map (an edge, the node's links) and in the list, and
// removes it. At 1280 px (the map first) and 390 px (the list first). Motion is reduced (the
// contexts ask for it): the map's dots do not animate.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations, hydrated, launch, openContext, sessionOf, themes } from './support.mjs';

let browser;
let adminSession;
before(async () => {
  browser = await launch();
  adminSession = await sessionOf(browser, 'admin');
});
after(async () => {
  await browser?.close();
});

const fits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('an admin links teachings across domains', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`adds a suggested link, sees it in the map and the list, and removes it, at ${viewport.width} px`, async () => {
      const context = await openContext(browser, { viewport, storageState: adminSession });
      const page = await context.newPage();
      try {
        await page.goto('/cross-domain-integration');
        await page.getByRole('heading', { name: 'Cross-Domain Integration', level: 1 }).waitFor();
        const suggestions = page.getByRole('region', { name: 'Suggested links' });
        const addButton = suggestions.getByRole('button', { name: /^Add link between / }).first();
        await addButton.waitFor();
        await hydrated(page, addButton);
        const phone = viewport.width < 768;
        const mapTab = page.getByRole('tab', { name: 'Map' });
        const listTab = page.getByRole('tab', { name: 'List' });
        assert.equal(await (phone ? listTab : mapTab).getAttribute('aria-selected'), 'true', 'the default view');
        assert.ok(await fits(page), 'nothing overflows sideways');

        const name = (await addButton.getAttribute('aria-label')) ?? '';
        const [, a, b] = /^Add link between (.+) and (.+)$/.exec(name) ?? [];
        assert.ok(a && b, `a suggestion names two teachings: ${name}`);
        await mapTab.click();
        const edges = await page.locator('[data-edge]').count();
        await addButton.click();
        await page
          .getByRole('status')
          .filter({ hasText: `Link added between ${a} and ${b}.` })
          .waitFor();
        await suggestions.getByRole('button', { name }).waitFor({ state: 'detached' });

        // The map: one more edge; the teaching, selected with the keyboard, lists the link.
        await page.waitForFunction((count) => document.querySelectorAll('[data-edge]').length === count + 1, edges);
        const node = page
          .getByRole('group', { name: 'Knowledge map' })
          .getByRole('button', { name: new RegExp(`^${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) });
        await node.focus();
        await page.keyboard.press('Enter');
        assert.equal(await node.getAttribute('aria-pressed'), 'true');
        const linksOf = page.getByRole('region', { name: `Links of ${a}` });
        await linksOf.getByRole('button', { name: `Remove link between ${a} and ${b}` }).waitFor();
        // Reduced motion: the dots change at once.
        assert.equal(
          await page
            .locator('[data-node] circle')
            .nth(1)
            .evaluate((circle) => getComputedStyle(circle).transitionDuration),
          '0s',
        );

        // The list: a row with both teachings; Remove takes it away.
        await listTab.click();
        const table = page.getByRole('table', { name: 'Links' });
        const row = table.getByRole('row').filter({ hasText: a }).filter({ hasText: b });
        await row.waitFor();
        assert.ok(await fits(page), 'nothing overflows sideways in the list');
        await page
          .screenshot({ path: `test-results/e2e-pages/knowledge-map-${viewport.width}.png`, fullPage: true })
          .catch(() => {});
        await row.getByRole('button', { name: `Remove link between ${a} and ${b}` }).click();
        await page
          .getByRole('status')
          .filter({ hasText: `Link removed between ${a} and ${b}.` })
          .waitFor();
        await row.waitFor({ state: 'detached' });
        // The suggestion is offered again.
        await suggestions.getByRole('button', { name }).waitFor();
      } finally {
        await context.close();
      }
    });
  }
});

describe('the knowledge map with the seeded teachings is accessible', () => {
  for (const theme of themes) {
    it(`has no axe violations in the map and the list, ${theme}`, async () => {
      const context = await openContext(browser, { theme, bypassCSP: true, storageState: adminSession });
      const page = await context.newPage();
      try {
        await page.goto('/cross-domain-integration');
        const map = page.getByRole('group', { name: 'Knowledge map' });
        await map.waitFor();
        // A teaching selected, so its links panel and the highlighted edges are checked too.
        await map.getByRole('button').first().click();
        let violations = await axeViolations(page);
        assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
        await page.getByRole('tab', { name: 'List' }).click();
        await page.getByRole('heading', { name: 'Links', level: 2, exact: true }).waitFor();
        violations = await axeViolations(page);
        assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
      } finally {
        await context.close();
      }
    });
  }
});
