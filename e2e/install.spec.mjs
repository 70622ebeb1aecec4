// Moonheart on a phone's home screen: the web app manifest, its icons and the theme colour, and
// Chromium's own installability check.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { baseUrl, launch, launchOptions, openContext } from './support.mjs';

const lightPage = '#fbf9ff';
const nightPage = '#0b1026';

describe('installable', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });

  it('serves the manifest and every icon it lists, with their types', async () => {
    const reply = await fetch(`${baseUrl}/manifest.webmanifest`);
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    const manifest = await reply.json();
    assert.equal(manifest.display, 'standalone');
    for (const icon of manifest.icons) {
      const file = await fetch(new URL(icon.src, baseUrl));
      assert.equal(file.status, 200, icon.src);
      assert.equal((file.headers.get('content-type') ?? '').split(';')[0], icon.type, icon.src);
    }
    const appleTouch = await fetch(`${baseUrl}/icons/apple-touch-icon.png`);
    assert.equal(appleTouch.status, 200);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`Chromium finds nothing that keeps the chat from being installed, at ${viewport.width} px`, async () => {
      // A profile on disk: Chromium never offers to install from an incognito context (which a
      // plain browser context is).
      const profile = mkdtempSync(join(tmpdir(), 'moonheart-install-'));
      const context = await chromium.launchPersistentContext(profile, { ...launchOptions, viewport, baseURL: baseUrl });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/');
        const cdp = await context.newCDPSession(page);
        // The manifest is fetched and checked after the load: ask until it has been.
        let errors;
        for (let attempt = 0; attempt < 40; attempt += 1) {
          ({ installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors'));
          if (errors.length === 0) break;
          await page.waitForTimeout(250);
        }
        assert.deepEqual(errors, []);
        const { url, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
        assert.equal(url, `${baseUrl}/manifest.webmanifest`);
        assert.deepEqual(manifestErrors, []);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  }

  it("the browser's theme colour follows the page's theme, from the server's first byte to the toggle", async () => {
    const context = await openContext(browser, { theme: 'dark-celestial' });
    try {
      const page = await context.newPage();
      const themeColor = () => page.locator('meta[name="theme-color"]').getAttribute('content');
      await page.goto('/');
      assert.equal(await themeColor(), nightPage);
      await page.getByRole('button', { name: 'Dark celestial theme' }).click();
      await page.waitForFunction(
        (color) => document.querySelector('meta[name="theme-color"]')?.content === color,
        lightPage,
      );
      assert.equal(await themeColor(), lightPage);
    } finally {
      await context.close();
    }
  });
});
