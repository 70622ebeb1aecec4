// axe (WCAG 2.0-2.2 A/AA) on every page of the route table in both themes and at two widths, each seen by an
// audience that may open it (spec 2; DECISIONS "Roles").
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { colourRules, setThemeAttribute } from '../scripts/axe-rules.mjs';
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

// A desktop and a phone: the phone layout (drawers, one-row chrome, sideways tables) is its own page.
const widths = [
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
];
const [firstTheme, ...otherThemes] = themes;
/** Switches the open page to `theme` as the theme toggle does (the attribute on <html>) and waits for its paint. */
async function switchTheme(page, theme) {
  await page.evaluate(setThemeAttribute, theme);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// Each page is opened once per width, in the first theme from the cookie (the server renders it):
// every rule there, then the colour rules in each other theme on the same document.
for (const { name: width, viewport } of widths) {
  for (const [audience, paths] of [
    [null, pages.visitor],
    ['admin', pages.admin],
    ['free', pages.free],
  ]) {
    describe(`axe, ${themes.join(' and ')}, ${width}, ${audience ?? 'visitor'}`, () => {
      let context;
      before(async () => {
        context = await openContext(browser, { user: audience, theme: firstTheme, bypassCSP: true, viewport });
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
            assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light'), firstTheme);
            const found = { [firstTheme]: await axeViolations(page) };
            for (const theme of otherThemes) {
              await switchTheme(page, theme);
              found[theme] = await axeViolations(page, { rules: colourRules });
            }
            // One report per page, naming every theme that fails.
            const failing = Object.fromEntries(Object.entries(found).filter(([, violations]) => violations.length > 0));
            assert.deepEqual(failing, {}, JSON.stringify(failing, null, 2));
          } finally {
            await page.close();
          }
        });
      }
    });
  }
}

// WCAG 1.4.10 (reflow): at 320 CSS px nothing needs a sideways scroll of the page. (The pricing
// table scrolls sideways inside its own named region, which 1.4.10 allows for data tables.)
describe('reflow at 320 px', () => {
  for (const [audience, path] of [
    ['plus', '/'],
    [null, '/'],
    [null, '/auth'],
    [null, '/pricing'],
    ['advanced', '/astrology'],
  ]) {
    it(`${path} for ${audience ?? 'a visitor'}`, async () => {
      const context = await openContext(browser, { user: audience, viewport: { width: 320, height: 640 } });
      try {
        const page = await context.newPage();
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle').catch(() => {});
        const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
      } finally {
        await context.close();
      }
    });
  }
});
