// Payments in test mode (DECISIONS "Payments", issue 18): a newcomer on free upgrades to core with
// the 4242 test card, sends the 2nd prompt of the day, then cancels through /cancel-feedback; the
// status call tells the truth at each step.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launch, openContext } from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The status call, as the signed-in page would read it. */
async function status(page) {
  const reply = await page.request.get('/api/subscriptions/status');
  assert.equal(reply.status(), 200);
  return reply.json();
}

const fits = (page, width) => page.evaluate((max) => document.scrollingElement.scrollWidth <= max, width);

/** A send the server took (a streamed reply answers 200, a JSON one 201; the limit 429). */
const accepted = (status) => status === 200 || status === 201;

/** Sends a prompt from the chat and waits for the server's answer to it. */
async function sendPrompt(page, text) {
  const input = page.getByRole('textbox', { name: 'Message to Selene' });
  await hydrated(page, input);
  await input.fill(text);
  const sent = page.waitForResponse(
    (response) => /\/api\/conversations\/\d+\/messages/.test(response.url()) && response.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await input.press('Enter');
  return (await sent).status();
}

describe('upgrade and cancel in test mode', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px: free to core with 4242, the 2nd prompt, then cancel`, async () => {
      // A new account of our own (one registration per run and width: the address limit allows it).
      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      try {
        const username = `payer${viewport.width}x${Date.now().toString(36)}`;
        const registered = await context.request.post('/api/auth/register', {
          headers: { Origin: baseUrl },
          data: { username, email: `${username}@example.test`, password: 'a paying secret' },
        });
        assert.equal(registered.status(), 201, await registered.text());

        // Free: inactive, no payments.
        let now = await status(page);
        assert.equal(now.currentTier, 'free');
        assert.equal(now.subscriptionActive, false);
        assert.deepEqual(now.recentTransactions, []);

        // The one free prompt of the day.
        await page.goto('/chat');
        assert.ok(accepted(await sendPrompt(page, 'What does the Moon in Cancer ask of me?')));
        now = await status(page);
        assert.equal(now.promptsUsed, 1);
        assert.equal(now.limitExceeded, true);

        // From the usage banner to checkout in two clicks: Upgrade Now, then the plan.
        const upgrade = page.getByRole('link', { name: 'Upgrade Now' });
        await hydrated(page, upgrade);
        await upgrade.click();
        await page.waitForURL(/\/subscription$/);
        const choose = page.getByRole('button', { name: 'Choose Core' });
        await hydrated(page, choose);
        await choose.click();
        await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
        assert.match(new URL(page.url()).pathname, /^\/checkout\/test\/cs_test_/);
        await page.getByText('Test mode: no real charge').waitFor();
        await page.getByText('Due today: $15.00').waitFor();
        assert.ok(await fits(page, viewport.width), 'the checkout does not overflow sideways');
        // Nothing changes before paying.
        assert.equal((await status(page)).currentTier, 'free');
        await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
        await page.getByRole('button', { name: 'Pay $15.00' }).click();

        // Back in the app, the plan active.
        await page.waitForURL(/\/subscription-management\?checkout=success$/, { timeout: 15_000 });
        await page.getByText('Payment received. Your plan is active.').waitFor();
        await page.getByRole('heading', { name: 'Your plan: Core' }).waitFor();
        assert.ok(await fits(page, viewport.width), 'the plan page does not overflow sideways');
        now = await status(page);
        assert.equal(now.currentTier, 'core');
        assert.equal(now.subscriptionActive, true);
        assert.ok(now.subscription.endDate, 'the period has an end');
        assert.equal(now.subscription.pendingChange, null);
        assert.equal(now.recentTransactions.length, 1);
        assert.equal(now.recentTransactions[0].status, 'paid');
        assert.equal(now.recentTransactions[0].last4, '4242');
        assert.equal(now.recentTransactions[0].amount, 1500);

        // The 2nd prompt of the same day goes through.
        await page.goto('/chat');
        assert.ok(accepted(await sendPrompt(page, 'And what does Saturn ask of me?')), 'the 2nd prompt is accepted');
        now = await status(page);
        assert.equal(now.promptsUsed, 2);
        assert.equal(now.limitExceeded, false);

        // Billing shows the card and the payment.
        await page.goto('/billing');
        await page.getByText('Card ending 4242').waitFor();
        assert.ok(await fits(page, viewport.width), 'billing does not overflow sideways');

        // Cancel: through the feedback, kept to the period's end.
        await page.goto('/subscription-management');
        const cancel = page.getByRole('link', { name: 'Cancel my plan' });
        await hydrated(page, cancel);
        await cancel.click();
        await page.getByRole('heading', { name: 'Cancellation Feedback', level: 1 }).waitFor();
        await page.getByRole('button', { name: /Why are you cancelling/ }).click();
        await page.getByRole('option', { name: 'I do not use it enough' }).click();
        await page.getByRole('textbox', { name: 'Anything else? (optional)' }).fill('Testing the way out.');
        await page.getByRole('button', { name: 'Confirm cancellation' }).click();
        await page.getByRole('heading', { name: 'Your plan is cancelled' }).waitFor();
        assert.ok(await fits(page, viewport.width), 'the cancellation does not overflow sideways');
        now = await status(page);
        assert.equal(now.currentTier, 'core', 'the plan runs to the end of the period');
        assert.equal(now.subscriptionActive, true);
        assert.equal(now.subscription.pendingChange.kind, 'cancel');
        assert.equal(now.subscription.pendingChange.effectiveAt, now.subscription.endDate);

        // The management page says when it ends, and offers to keep the plan.
        await page.goto('/subscription-management');
        await page.getByRole('button', { name: 'Keep my current plan' }).waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
