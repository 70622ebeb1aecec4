// Crisis care (issue 16, DECISIONS "Care"): a client who types a crisis sentence sees the crisis
// card, with the help of their country as working call links, not astrology; it stays after a reload.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations, baseUrl, hydrated, launch, logInByApi } from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const astrology = /\b(Moon|Saturn|Mercury|Venus|Mars|Pluto|natal|transit|retrograde|tarot|zodiac)\b/;

describe('a crisis sentence in the chat', () => {
  for (const { width, height, locale, call, href, country } of [
    { width: 1280, height: 800, locale: 'en-US', call: 'Call 988', href: 'tel:988', country: 'United States' },
    { width: 390, height: 844, locale: 'en-GB', call: 'Call 116 123', href: 'tel:116123', country: 'United Kingdom' },
  ]) {
    it(`at ${width} px (${locale}): the card with ${call} as a working tel: link, kept after a reload`, async () => {
      // The browser's language (Accept-Language) picks the country's help.
      const context = await browser.newContext({
        baseURL: baseUrl,
        reducedMotion: 'reduce',
        locale,
        viewport: { width, height },
        // Only for axe: it is injected as an inline script, which the server's CSP rightly blocks.
        bypassCSP: true,
      });
      await context.addCookies([{ name: 'moonheart-splash-seen', value: '1', url: baseUrl }]);
      await logInByApi(context, width === 1280 ? 'elite' : 'advanced');
      const page = await context.newPage();
      try {
        await page.goto('/chat');
        const input = page.getByRole('textbox', { name: 'Message to Selene' });
        await hydrated(page, input);
        await input.fill("I don't see the point in living anymore");
        await input.press('Enter');

        const log = page.getByRole('log', { name: 'Conversation with Selene' });
        const card = log.getByRole('region', { name: 'Help is available right now' });
        await card.waitFor({ timeout: 20_000 });
        assert.match(await card.textContent(), new RegExp(`Country: ${country}`));
        assert.doesNotMatch(await card.textContent(), astrology);

        const link = card.getByRole('link', { name: call }).first();
        assert.equal(await link.getAttribute('href'), href);
        await link.scrollIntoViewIfNeeded();
        // Clickable where it is: visible, not covered, a 44 px target.
        await link.click({ trial: true });
        const box = await link.boundingBox();
        assert.ok(box && box.height >= 44 && box.width >= 44, `${call} is a 44 px target`);
        assert.ok(box.x >= 0 && box.x + box.width <= width, `${call} is on screen`);
        const emergency = card.getByRole('link', { name: width === 1280 ? 'Call 911' : 'Call 999' });
        assert.match((await emergency.getAttribute('href')) ?? '', /^tel:(911|999)$/);
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'nothing overflows sideways',
        );
        await page.screenshot({ path: `/tmp/crisis-${width}.png` });
        assert.deepEqual(await axeViolations(page), []);

        // The help is stored with the reply: a reload shows the same card.
        await page.reload();
        await page
          .getByRole('log', { name: 'Conversation with Selene' })
          .getByRole('region', { name: 'Help is available right now' })
          .getByRole('link', { name: call })
          .first()
          .waitFor({ timeout: 20_000 });
      } finally {
        await context.close();
      }
    });
  }
});
