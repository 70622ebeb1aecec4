// The chat that remembers (DECISIONS "Conversations", "Streaming"): reload resumes, the history
// switches, renames and deletes, replies stream, and all of it at a phone's width too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, openContext } from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const phone = { width: 390, height: 844 };
const input = (page) => page.getByRole('textbox', { name: 'Message to Selene' });

async function withPage(options, run) {
  const context = await openContext(browser, options);
  const page = await context.newPage();
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

/** Sends a question and waits until Selene's reply is complete (Send is back). */
async function ask(page, question) {
  await hydrated(page, input(page));
  await input(page).fill(question);
  await input(page).press('Enter');
  await page.getByRole('article').filter({ hasText: question }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('button[aria-label="Stop"]'), undefined, {
    timeout: 30_000,
  });
}

const conversationInAddress = (page) => new URL(page.url()).searchParams.get('conversation');

describe('conversations', () => {
  it('a reply streams, and a reload resumes the conversation', async () => {
    await withPage({ user: 'advanced' }, async (page) => {
      const streamed = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && /\/api\/conversations\/\d+\/messages$/.test(response.url()),
      );
      await page.goto('/chat');
      await ask(page, 'What does the waxing Moon ask of me this week?');
      const response = await streamed;
      assert.equal(response.request().headers().accept, 'text/event-stream');
      assert.match(response.headers()['content-type'] ?? '', /text\/event-stream/);
      const id = conversationInAddress(page);
      assert.ok(id, 'the address names the conversation');
      await page.reload();
      await page
        .getByRole('article')
        .filter({ hasText: 'What does the waxing Moon ask of me this week?' })
        .first()
        .waitFor();
      assert.equal(conversationInAddress(page), id);
    });
  });

  it('switches between conversations and starts a new one from the history', async () => {
    await withPage({ user: 'advanced' }, async (page) => {
      await page.goto('/chat');
      await ask(page, 'Tell me about my Saturn return');
      const history = page.getByRole('complementary', { name: 'Conversations' });
      // The open conversation is the current item of the history.
      const first = await history.locator('a[aria-current="page"]').getAttribute('href');
      await page.getByRole('button', { name: 'New conversation' }).first().click();
      await ask(page, 'Which crystals suit a Pisces Moon?');
      const second = conversationInAddress(page);
      assert.ok(second && !first.endsWith(`=${second}`));
      await history.locator(`a[href="${first}"]`).click();
      await page.getByRole('article').filter({ hasText: 'Tell me about my Saturn return' }).first().waitFor();
      assert.ok(first.endsWith(`=${conversationInAddress(page)}`));
      assert.equal(
        await page.getByRole('article').filter({ hasText: 'Which crystals suit a Pisces Moon?' }).count(),
        0,
      );
    });
  });

  it('renames and deletes a conversation', async () => {
    await withPage({ user: 'elite' }, async (page) => {
      await page.goto('/chat');
      await ask(page, 'How do I work with the Hermit card?');
      const history = page.getByRole('complementary', { name: 'Conversations' });
      await history.getByRole('button', { name: /More actions for How do I work with the Hermit card/ }).click();
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      const title = history.getByRole('textbox');
      await title.fill('The Hermit');
      await title.press('Enter');
      await history.getByRole('link', { name: /The Hermit/ }).waitFor();
      // Renamed on the server too: a reload shows the new title.
      await page.reload();
      await history.getByRole('link', { name: /The Hermit/ }).waitFor();

      // The history panel is a part of its own: it answers once its chunk has hydrated.
      const moreActions = history.getByRole('button', { name: /More actions for The Hermit/ });
      await hydrated(page, moreActions);
      await moreActions.click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await history.getByText('Conversation deleted.').waitFor();
      assert.equal(await history.getByRole('link', { name: /The Hermit/ }).count(), 0);
      // After the undo window the server forgets it: a reload does not bring it back.
      await page.waitForTimeout(5_500);
      await page.reload();
      await page.getByRole('textbox', { name: 'Message to Selene' }).waitFor();
      await page.waitForTimeout(500);
      assert.equal(await history.getByRole('link', { name: /The Hermit/ }).count(), 0);
    });
  });
});

describe('regenerate and edit', () => {
  it('regenerates the last reply in place, then edits the last question and asks it again', async () => {
    await withPage({ user: 'elite', viewport: phone }, async (page) => {
      await page.goto('/chat');
      await page.getByRole('button', { name: 'New conversation' }).first().click();
      await ask(page, 'What does Venus in Libra bring?');
      const replies = page.getByRole('article').filter({ has: page.getByText('Selene', { exact: true }) });
      const sends = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/api\/conversations\/\d+\/(messages|regenerate)$/.test(request.url())) {
          sends.push(new URL(request.url()).pathname.split('/').pop());
        }
      });
      await page.getByRole('button', { name: 'Regenerate reply' }).click();
      await page.waitForFunction(() => !document.querySelector('button[aria-label="Stop"]'), undefined, {
        timeout: 30_000,
      });
      assert.deepEqual(sends, ['regenerate']);
      // Still one question and one reply: the new reply took the old one's place.
      assert.equal(await page.getByRole('article').filter({ hasText: 'What does Venus in Libra bring?' }).count(), 1);
      assert.equal(await replies.count(), 1);

      await page.getByRole('button', { name: 'Edit question' }).click();
      assert.equal(await input(page).inputValue(), 'What does Venus in Libra bring?');
      await page.getByText('Editing your last question').waitFor();
      await input(page).fill('What does Venus in Scorpio bring?');
      await input(page).press('Enter');
      await page.getByRole('article').filter({ hasText: 'What does Venus in Scorpio bring?' }).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('button[aria-label="Stop"]'), undefined, {
        timeout: 30_000,
      });
      assert.deepEqual(sends, ['regenerate', 'messages']);
      assert.equal(await page.getByRole('article').filter({ hasText: 'What does Venus in Libra bring?' }).count(), 0);
      assert.equal(await replies.count(), 1);
      // The server agrees: a reload shows the edited question only.
      await page.reload();
      await page.getByRole('article').filter({ hasText: 'What does Venus in Scorpio bring?' }).first().waitFor();
      assert.equal(await page.getByRole('article').filter({ hasText: 'What does Venus in Libra bring?' }).count(), 0);
    });
  });
});

describe('the chat on a phone (390 x 844)', () => {
  it('keeps the composer in view and usable, with the history in a drawer', async () => {
    await withPage({ user: 'core', viewport: phone }, async (page) => {
      await page.goto('/chat');
      await input(page).waitFor();
      const box = await input(page).boundingBox();
      assert.ok(box, 'the input is shown');
      assert.ok(box.width >= 200, `the input is ${box.width} px wide`);
      assert.ok(box.y + box.height <= phone.height, 'the input is within the screen');
      const send = await page.getByRole('button', { name: 'Send', exact: true }).boundingBox();
      assert.ok(send && send.x + send.width <= phone.width, 'Send is within the screen');
      // The page itself does not scroll: the message list is the one scroller.
      assert.equal(await page.evaluate(() => document.scrollingElement.scrollHeight <= window.innerHeight + 1), true);

      await ask(page, 'What is my lesson this month?');
      const after = await input(page).boundingBox();
      assert.ok(after && after.y + after.height <= phone.height, 'the input stays in view after a send');

      await page.getByRole('button', { name: 'Open conversations' }).click();
      const drawer = page.getByRole('dialog', { name: 'Conversations' });
      await drawer
        .getByRole('link', { name: /What is my lesson this month/ })
        .first()
        .waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    });
  });

  it('fits a 320 px screen: Send stays on screen', async () => {
    // A plus client: the voice controls are there too.
    await withPage({ user: 'plus', viewport: { width: 320, height: 640 } }, async (page) => {
      await page.goto('/chat');
      await input(page).waitFor();
      const send = await page.getByRole('button', { name: 'Send', exact: true }).boundingBox();
      assert.ok(send && send.x + send.width <= 320, 'Send is within the screen');
      assert.equal(await page.evaluate(() => document.scrollingElement.scrollWidth <= 320), true);
      // The history's two buttons share one row (icons, named for assistive technology), as do the
      // voice controls: the conversation keeps its room.
      const open = await page.getByRole('button', { name: 'Open conversations' }).boundingBox();
      const start = await page.getByRole('button', { name: 'New conversation' }).boundingBox();
      assert.ok(open && start && Math.abs(open.y - start.y) < 1, 'one row of history buttons');
      assert.ok(open.width >= 44 && open.height >= 44, 'a 44 px target');
      // The voice controls load as a part of their own, after the composer: wait for them.
      const voiceButtons = page.getByRole('group', { name: 'Voice output' }).getByRole('button');
      await voiceButtons.first().waitFor();
      const rows = await voiceButtons.evaluateAll(
        (buttons) => new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size,
      );
      assert.equal(rows, 1, 'one row of voice controls');
    });
  });
});
