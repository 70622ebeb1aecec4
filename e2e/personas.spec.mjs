// Personas (issue 20 item 1): an admin changes how Selene greets users without a deploy, publishes
// it, a client sees the new greeting in the chat; the admin rolls it back and the client sees the
// old greeting again. At 1280 and 390 px. Selene's content is restored by the rollback itself, and
// once more in `finally` should a step fail, so the other specs meet her as they expect.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launch, openContext, sessionOf } from './support.mjs';

let browser;
let adminState;
let clientState;
before(async () => {
  browser = await launch();
  adminState = await sessionOf(browser, 'admin');
  clientState = await sessionOf(browser, 'elite');
});
after(async () => {
  await browser?.close();
});

const noSidewaysScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The client's greeting: a new conversation, "Hello", and the reply's text once it has arrived. */
async function greeting(page, expected) {
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message to Selene' });
  await hydrated(page, input);
  await input.fill('Hello');
  await input.press('Enter');
  // The newest such reply: each width's run greets the same user in a conversation of its own.
  const reply = page.locator('article[data-author="assistant"]').filter({ hasText: expected }).last();
  await reply.waitFor({ timeout: 30_000 });
  // The reply says whose it is.
  assert.match(await reply.locator('header').innerText(), /Selene/);
}

/** Publishes Selene's version `version` again through the API (the safety net of `finally`). */
async function restoreSelene(context, version) {
  await context.request.post('/api/admin/personas/selene/rollback', {
    headers: { Origin: baseUrl },
    data: { version },
  });
}

describe("an admin changes Selene's greeting and rolls it back", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px`, async () => {
      const admin = await openContext(browser, { viewport, storageState: adminState });
      const client = await openContext(browser, { viewport, storageState: clientState });
      const newGreeting = `Welcome back, {name}. The Moon kept your seat warm (${viewport.width}).`;
      let before;
      try {
        const detail = await (await admin.request.get('/api/admin/personas/selene')).json();
        before = detail.published.version;
        const oldGreeting = detail.published.content.phrasing.greeting.replace('{name}', 'elite');

        // The admin edits the draft's greeting and publishes it.
        const page = await admin.newPage();
        await page.goto('/training/selene');
        const field = page.getByRole('textbox', { name: 'Greeting', exact: true });
        await hydrated(page, field);
        await field.fill(newGreeting);
        await page.getByRole('button', { name: 'Publish Draft' }).click();
        await page.getByText(`Published as version ${before + 1}.`).waitFor({ timeout: 15_000 });
        assert.ok(await noSidewaysScroll(page), 'nothing overflows sideways on /training/selene');

        // The list says so.
        await page.goto('/training');
        await page
          .getByText(`Published version ${before + 1},`)
          .first()
          .waitFor();

        // A client hears the new greeting.
        const chat = await client.newPage();
        await greeting(chat, newGreeting.replace('{name}', 'elite'));

        // The admin rolls back to the version before, after confirming.
        await page.goto('/training-history');
        const row = page.getByRole('button', { name: new RegExp(`^Version ${before}\\b`) });
        await hydrated(page, row);
        await row.click();
        await page.getByRole('button', { name: `Roll Back to Version ${before}` }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByText(`Version ${before}'s content is published again as version ${before + 2}.`).waitFor();
        await dialog.getByRole('button', { name: 'Roll Back' }).click();
        await page.getByText(`Version ${before} is published again as version ${before + 2}.`).waitFor();
        assert.ok(await noSidewaysScroll(page), 'nothing overflows sideways on /training-history');

        // The client hears the old greeting again.
        await greeting(chat, oldGreeting);
      } finally {
        const now = await (await admin.request.get('/api/admin/personas/selene')).json();
        if (before && now.published.content.phrasing.greeting === newGreeting) await restoreSelene(admin, before);
        await admin.close();
        await client.close();
      }
    });
  }
});
