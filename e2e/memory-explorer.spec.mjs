// /memory-explorer (issue 20 item 3), end to end: a client (registered here) tells Selene their Sun
// sign and that they like short answers; an admin finds them in the explorer, opens what Selene
// remembers (the server's audit log records it), follows nothing, deletes one memory after the
// confirmation; the client's own list has only the other one left. At 1280 and 390 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launch, openContext, sessionOf } from './support.mjs';

let browser;
let adminSession;
before(async () => {
  browser = await launch();
  adminSession = await sessionOf(browser, 'admin');
});
after(async () => {
  await browser?.close();
});

/** A client of its own who told Selene two things in the chat. */
async function clientWithMemories(username) {
  const context = await openContext(browser, { viewport: { width: 1280, height: 800 } });
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
  const page = await context.newPage();
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message to Selene' });
  await hydrated(page, input);
  await input.fill("I'm a Scorpio and I prefer short answers. What should I focus on this week?");
  await input.press('Enter');
  await page.locator('article[data-author="assistant"]').last().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('button[aria-label="Stop"]'), undefined, {
    timeout: 30_000,
  });
  const { memories } = await (await context.request.get('/api/memories')).json();
  assert.equal(memories.length, 2, 'Selene kept two memories');
  return context;
}

describe('the memory explorer', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`lets an admin open a client's memories and delete one, at ${viewport.width} px`, async () => {
      const username = `mx${viewport.width}${Date.now() % 100000}`;
      const client = await clientWithMemories(username);
      const admin = await openContext(browser, { viewport, storageState: adminSession });
      try {
        const page = await admin.newPage();
        await page.goto('/memory-explorer');
        await page.getByRole('heading', { name: 'Memory Explorer', level: 1 }).waitFor();
        const search = page.getByRole('searchbox', { name: 'Find a person' });
        await hydrated(page, search);
        await search.fill(username);
        const person = page.getByRole('button', { name: `${username} 2 memories` });
        await person.waitFor();
        await person.click();

        const memories = page.getByRole('list', { name: `What Selene remembers about ${username}` });
        await memories.getByText('Sun in Scorpio').waitFor();
        assert.ok(await memories.getByText('Prefers short answers').isVisible());
        assert.ok(
          await memories
            .getByText(/From their message: “I'm a Scorpio/)
            .first()
            .isVisible(),
          'each memory shows the message it came from',
        );
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'nothing overflows sideways',
        );

        await memories.getByRole('button', { name: 'Delete “Prefers short answers”' }).click();
        await memories
          .getByText(`Delete “Prefers short answers” from what Selene remembers about ${username}?`)
          .waitFor();
        await memories.getByRole('button', { name: 'Yes, delete it' }).click();
        await page.getByText('“Prefers short answers” was deleted.').waitFor();
        await page.getByRole('button', { name: `${username} 1 memory` }).waitFor();
        assert.equal(await memories.getByRole('listitem').count(), 1);

        const left = await (await client.request.get('/api/memories')).json();
        assert.deepEqual(
          left.memories.map((memory) => memory.text),
          ['Sun in Scorpio'],
          'the client has only the other memory left',
        );
      } finally {
        await admin.close();
        await client.close();
      }
    });
  }
});
