// The chat on a phone: the page reaches the screen's edges with the safe-area insets kept, the
// on-screen keyboard shrinks the page instead of covering the composer, every control of the chat
// is a 44 px target, and the message list keeps a pull to itself (no pull-to-refresh from it).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, openContext, sessionOf } from './support.mjs';

const phone = { width: 390, height: 844 };

/**
 * The chat's controls whose touch area is smaller than 44 x 44 px. The area is hit-tested, not read
 * from styles: a finger lands on whatever the browser finds at the point, so a widened `::after`
 * counts, and a neighbour's area laid over it (two 44 px areas overlapping) takes its share away.
 * Links inside running text are exempt, as WCAG 2.5.8 exempts them.
 */
function smallTargets() {
  const selector =
    'main button, main a[href], main input:not([type="hidden"]), main textarea, main [role="button"], main [role="switch"], header button, header a[href]';
  const small = [];
  for (const control of document.querySelectorAll(selector)) {
    let box = control.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (control.tagName === 'A' && control.closest('p, li[class*="markdown"], [data-markdown]')) continue;
    control.scrollIntoView({ block: 'center', inline: 'center' });
    box = control.getBoundingClientRect();
    const hits = (x, y) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && (found === control || found.closest(selector) === control);
    };
    // The run of points through the middle of the control, in each direction, that reach it.
    const span = (from, step, at) => {
      let length = 0;
      for (let d = 0.5; d < 40; d += 1)
        if (hits(...at(from + step * d))) length += 1;
        else break;
      return length;
    };
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const width = span(cx, -1, (x) => [x, cy]) + span(cx, 1, (x) => [x, cy]);
    const height = span(cy, -1, (y) => [cx, y]) + span(cy, 1, (y) => [cx, y]);
    if (width < 44 || height < 44) {
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      small.push(`${control.tagName.toLowerCase()} "${name}": ${width} x ${height}`);
    }
  }
  return small;
}

describe('the chat on a phone', () => {
  let browser;
  let coreSession;
  before(async () => {
    browser = await launch();
    coreSession = await sessionOf(browser, 'core');
  });
  after(async () => {
    await browser?.close();
  });

  it('reaches the screen edges and lets the keyboard shrink the page (the viewport meta tag)', async () => {
    const context = await openContext(browser, { viewport: phone });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
      assert.match(viewport ?? '', /viewport-fit=cover/);
      assert.match(viewport ?? '', /interactive-widget=resizes-content/);
    } finally {
      await context.close();
    }
  });

  for (const [audience, width] of [
    ['visitor', 390],
    ['core', 390],
    ['core', 320],
  ]) {
    it(`every control of the chat is at least 44 px, for a ${audience} at ${width} px`, async () => {
      const context = await openContext(browser, {
        viewport: { ...phone, width },
        ...(audience === 'core' ? { storageState: coreSession } : {}),
      });
      try {
        const page = await context.newPage();
        await page.goto('/');
        await page.getByRole('textbox').waitFor();
        if (audience === 'core') {
          await page.getByRole('textbox').fill('What does the Moon ask of me today?');
          await page.getByRole('textbox').press('Enter');
          // The reply's own actions (copy, feedback, regenerate) are controls of the chat too.
          await page.getByRole('button', { name: /copy/i }).last().waitFor({ timeout: 15_000 });
        }
        assert.deepEqual(await page.evaluate(smallTargets), []);
      } finally {
        await context.close();
      }
    });
  }

  it('the message list keeps a pull to itself, and the composer stays in view when the keyboard takes half the screen', async () => {
    const context = await openContext(browser, { viewport: phone, storageState: coreSession });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const log = page.getByRole('log');
      await log.waitFor();
      assert.equal(await log.evaluate((element) => getComputedStyle(element).overscrollBehaviorY), 'contain');
      // With interactive-widget=resizes-content an open keyboard shrinks the layout viewport itself.
      await page.setViewportSize({ width: phone.width, height: 420 });
      const input = page.getByRole('textbox');
      await page.waitForFunction(() => {
        const box = document.querySelector('textarea, input[type="text"]')?.getBoundingClientRect();
        return box && box.bottom <= window.innerHeight && box.top >= 0;
      });
      const box = await input.boundingBox();
      assert.ok(
        box && box.y + box.height <= 420,
        `the composer ends at ${box && box.y + box.height} px, under the keyboard`,
      );
    } finally {
      await context.close();
    }
  });

  it("an admin's folded performance panel hides no control reached by Tab", async () => {
    const adminSession = await sessionOf(browser, 'admin');
    const context = await openContext(browser, { viewport: phone, storageState: adminSession });
    try {
      const page = await context.newPage();
      await page.goto('/training');
      const panelButton = page.getByRole('button', { name: /^Performance/ });
      await panelButton.waitFor();
      const panelWidth = await panelButton.evaluate((button) => button.closest('div')?.getBoundingClientRect().width);
      assert.ok(panelWidth !== undefined && panelWidth < phone.width / 2, `the folded panel is ${panelWidth} px wide`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const hidden = [];
      let reached = 0;
      // Every control of the page, in Tab order, until focus reaches the panel's own button.
      for (let presses = 0; presses < 120; presses += 1) {
        await page.keyboard.press('Tab');
        const covered = await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused || focused === document.body) return null;
          const panel = [...document.querySelectorAll('h2, h3')].find((h) =>
            /^Performance/.test(h.textContent ?? ''),
          )?.parentElement;
          if (!panel || panel.contains(focused)) return 'panel';
          const box = focused.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit && panel.contains(hit)
            ? (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim()
            : null;
        });
        if (covered === 'panel') break;
        reached += 1;
        if (covered) hidden.push(covered);
      }
      // The page's own controls came before the panel (the header's, the training page's, the footer's).
      assert.ok(reached > 10, `only ${reached} controls before the panel`);
      assert.deepEqual(hidden, []);
    } finally {
      await context.close();
    }
  });
});
