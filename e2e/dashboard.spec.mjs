// The admin dashboard (issue 19 item 2): a client sends a prompt, the admin opens /dashboard and
// sees today's prompt count include it, switches the period, and reads a chart's table. At 1280
// and 390 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, openContext, sessionOf } from './support.mjs';

let browser;
let adminSession;
let clientSession;
before(async () => {
  browser = await launch();
  adminSession = await sessionOf(browser, 'admin');
  clientSession = await sessionOf(browser, 'advanced');
});
after(async () => {
  await browser?.close();
});

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
/** Today as the server counts prompts: the UTC day. */
const today = () => new Date().toISOString().slice(0, 10);

/** The client asks Selene, through the chat, and waits for the whole reply. */
async function clientAsks(viewport, question) {
  const context = await openContext(browser, { viewport, storageState: clientSession });
  const page = await context.newPage();
  try {
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message to Selene' });
    await hydrated(page, input);
    await input.fill(question);
    await input.press('Enter');
    await page.getByRole('article').filter({ hasText: question }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('button[aria-label="Stop"]'), undefined, {
      timeout: 30_000,
    });
  } finally {
    await context.close();
  }
}

/** Today's row of the prompts chart's table, shown with "Show as table": the count it says. */
async function todaysPrompts(page) {
  const chart = page.getByRole('region', { name: 'Prompts per day' }).first();
  const toggle = chart.getByRole('switch', { name: 'Show as table' });
  if (!(await toggle.isChecked())) await toggle.click({ force: true });
  const row = chart.getByRole('table', { name: 'Prompts per day' }).getByRole('row').filter({ hasText: today() });
  await row.waitFor();
  return Number((await row.getByRole('cell').textContent())?.replace(/\D/g, ''));
}

describe('an admin reads the dashboard', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const admin = await openContext(browser, { viewport, storageState: adminSession });
      const page = await admin.newPage();
      try {
        await page.goto('/dashboard');
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'Headline figures' }).waitFor();
        const before = await todaysPrompts(page);

        await clientAsks(viewport, `How does the Moon sit with me today? (${viewport.width})`);

        await page.reload();
        await page.getByRole('heading', { name: 'Headline figures' }).waitFor();
        assert.equal(await todaysPrompts(page), before + 1, "today's prompts include the client's");
        const promptsCard = page.getByRole('listitem').filter({ hasText: 'Prompts in period' });
        assert.ok(Number((await promptsCard.textContent())?.replace(/\D/g, '')) >= before + 1);
        // The charts are drawn (uPlot, loaded with this page) and fit the screen.
        await page.locator('[data-chart] canvas').first().waitFor();
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'nothing overflows sideways',
        );

        // Another period: the last 7 days, seven rows in the sign-ups table.
        const period = page.getByRole('button', { name: /Period/ });
        await hydrated(page, period);
        await period.click();
        await page.getByRole('option', { name: 'Last 7 days' }).click();
        await page.getByRole('status').filter({ hasText: 'Showing last 7 days.' }).waitFor();
        const signUps = page.getByRole('region', { name: 'Sign-ups per day' }).first();
        await signUps.getByRole('switch', { name: 'Show as table' }).click({ force: true });
        const table = signUps.getByRole('table', { name: 'Sign-ups per day' });
        await table.waitFor();
        // A header row and one row a day.
        assert.equal(await table.getByRole('row').count(), 8);
        await table.getByRole('row').filter({ hasText: today() }).waitFor();
        assert.equal(await todaysPrompts(page), before + 1);
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'nothing overflows sideways with the tables shown',
        );
        await page
          .screenshot({ path: `test-results/e2e-pages/dashboard-${viewport.width}.png`, fullPage: true })
          .catch(() => {});
      } finally {
        await admin.close();
      }
    });
  }
});
