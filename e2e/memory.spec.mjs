// What Selene remembers (issue 20 item 3), end to end: a client tells Selene their Sun sign and
// that they like short answers; the next reply speaks to them as a Scorpio; /preferences lists
// both with the message they came from; the client forgets them and the list is empty. At 1280
// and 390 px. A user of its own (registered here), so no other spec's memories interfere.
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

async function register(context, username) {
  const password = 'moonheart-demo-memory';
  const reply = await context.request.post('/api/auth/register', {
    headers: { Origin: baseUrl },
    data: { username, email: `${username}@example.test`, password },
  });
  assert.ok(reply.ok(), `registration: ${reply.status()} ${await reply.text()}`);
  const login = await context.request.post('/api/login', {
    headers: { Origin: baseUrl },
    data: { username, password },
  });
  assert.ok(login.ok(), `log-in: ${login.status()}`);
}

describe('what Selene remembers', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`is kept from the chat, shown in preferences and forgotten, at ${viewport.width} px`, async () => {
      const context = await openContext(browser, { viewport });
      try {
        await register(context, `mem${viewport.width}${Date.now() % 100000}`);
        const page = await context.newPage();
        await page.goto('/chat');
        const input = page.getByRole('textbox', { name: 'Message to Selene' });
        await hydrated(page, input);
        await input.fill("I'm a Scorpio and I prefer short answers. What should I focus on this week?");
        await input.press('Enter');
        const reply = page.locator('article[data-author="assistant"]').last();
        await reply.waitFor({ timeout: 30_000 });
        await page.waitForFunction(() => !document.querySelector('button[aria-label="Stop"]'), undefined, {
          timeout: 30_000,
        });
        assert.match(await reply.innerText(), /Scorpio/, 'the reply speaks to the remembered Sun sign');

        await page.goto('/preferences');
        const section = page.getByRole('region', { name: 'What Selene remembers' });
        await section.getByText('Prefers short answers').waitFor();
        assert.ok(
          await section
            .getByText(/From your message: “I'm a Scorpio/)
            .first()
            .isVisible(),
        );
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'nothing overflows sideways',
        );

        await hydrated(page, section.getByRole('button', { name: 'Forget Everything' }));
        await section.getByRole('button', { name: 'Forget Everything' }).click();
        await section.getByRole('button', { name: 'Yes, Forget Everything' }).click();
        await section.getByText('Selene remembers nothing about you yet.').waitFor();
        const left = await (await context.request.get('/api/memories')).json();
        assert.deepEqual(left.memories, [], 'nothing is left on the server');
      } finally {
        await context.close();
      }
    });
  }
});
