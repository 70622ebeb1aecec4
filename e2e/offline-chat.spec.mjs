// The chat without a network (issue 21 item 3): with the connection cut (Chromium's offline
// emulation), the chat says so and holds a message in view; when the network returns it is sent,
// once, and answered. At 1280 and 390 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, openContext, sessionOf } from './support.mjs';

let browser;
let coreState;
before(async () => {
  browser = await launch();
  coreState = await sessionOf(browser, 'core');
});
after(async () => {
  await browser?.close();
});

describe('a message typed offline', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`is held, then sent once when the network is back, at ${viewport.width} px`, async () => {
      // No service worker: this is the chat's own behaviour, not the worker's offline page.
      const context = await openContext(browser, { viewport, storageState: coreState, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        await page.goto('/chat');
        const input = page.getByRole('textbox', { name: 'Message to Selene' });
        await hydrated(page, input);
        // The history and the composer's bar have loaded: a new conversation keeps the test's own.
        await page.getByRole('button', { name: 'Voice replies' }).waitFor();
        const question = `Offline at ${viewport.width} px: is the Moon void of course?`;
        const posts = [];
        page.on('request', (request) => {
          if (
            request.method() === 'POST' &&
            /\/api\/conversations\/\d+\/messages$/.test(new URL(request.url()).pathname)
          )
            posts.push(request.postDataJSON()?.content);
        });

        const replies = page.locator('article[data-author="assistant"]');
        const repliesBefore = await replies.count();
        await context.setOffline(true);
        await page.getByText("You're offline.").waitFor();
        await input.fill(question);
        await input.press('Enter');
        const held = page.locator('article[data-waiting]').filter({ hasText: question });
        await held.getByText('Waiting for the connection...').waitFor();
        assert.equal(await input.inputValue(), '', 'the text moved from the composer to the history');
        await page.waitForTimeout(500);
        assert.deepEqual(posts, [], 'nothing left the device while offline');
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'nothing overflows sideways',
        );

        await context.setOffline(false);
        await page.waitForFunction(
          (before) => document.querySelectorAll('article[data-author="assistant"]').length > before,
          repliesBefore,
          { timeout: 30_000 },
        );
        await page.waitForFunction(() => !document.querySelector('button[aria-label="Stop"]'), undefined, {
          timeout: 30_000,
        });
        assert.equal(await page.getByText("You're offline.").count(), 0);
        assert.equal(await page.locator('article[data-waiting]').count(), 0);
        assert.deepEqual(posts, [question], 'sent once');
        assert.equal(
          await page.locator('article[data-author="user"]').filter({ hasText: question }).count(),
          1,
          'shown once',
        );
      } finally {
        await context.close();
      }
    });
  }
});
