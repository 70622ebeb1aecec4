// axe (WCAG 2.0-2.2 A/AA) on every page of the route table in both themes, each seen by an
// audience that may open it (spec 2; DECISIONS "Roles").
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { axeViolations, launch, openContext, themes } from './support.mjs';

// The pages per audience live in pages.json, which a unit test checks against the route table
// (packages/app/src/routing/e2ePages.test.ts): every route is covered, each by an audience that may open it.
const pages = JSON.parse(readFileSync(new URL('./pages.json', import.meta.url), 'utf8'));

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

for (const theme of themes) {
  for (const [audience, paths] of [
    [null, pages.visitor],
    ['admin', pages.admin],
    ['free', pages.free],
  ]) {
    describe(`axe, ${theme}, ${audience ?? 'visitor'}`, () => {
      let context;
      before(async () => {
        context = await openContext(browser, { user: audience, theme, bypassCSP: true });
      });
      after(async () => {
        await context?.close();
      });
      for (const path of paths) {
        it(path, async () => {
          const page = await context.newPage();
          try {
            await page.goto(path);
            await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
            await page.waitForLoadState('networkidle').catch(() => {});
            assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light'), theme);
            const violations = await axeViolations(page);
            assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
          } finally {
            await page.close();
          }
        });
      }
    });
  }
}
