// /soulprint (issue 20 item 4), end to end: a client (registered here) gives a birth date, time
// and place, asks Selene about relationships and rates the reply as not helpful; an admin
// finds them on /soulprint and reads their natal highlights (Sun in Taurus), the relationships
// theme with the question it rests on, and the feedback line. At 1280 and 390 px.
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

const paris = { name: 'Paris', country: 'France', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' };
// One question: a new account is on the free tier (one prompt a day).
const questions = ['Why does my partner pull away when I get close in relationships?'];

/** A client of its own with birth data, a question and its rating, all through the API. */
async function clientWithHistory(username) {
  const context = await openContext(browser);
  const headers = { Origin: baseUrl };
  const password = 'moonheart-demo-soulprint';
  const registered = await context.request.post('/api/auth/register', {
    headers,
    data: { username, email: `${username}@example.test`, password },
  });
  assert.ok(registered.ok(), `registration: ${registered.status()} ${await registered.text()}`);
  assert.ok((await context.request.post('/api/login', { headers, data: { username, password } })).ok(), 'log-in');
  const profile = await context.request.put('/api/user/profile', {
    headers,
    data: { birthDate: '1990-04-29', birthTime: '14:30', birthPlace: paris },
  });
  assert.ok(profile.ok(), `profile: ${profile.status()}`);
  const conversation = await (await context.request.post('/api/conversations', { headers })).json();
  let replyId;
  for (const content of questions) {
    const sent = await context.request.post(`/api/conversations/${conversation.id}/messages`, {
      headers,
      data: { content, isUserMessage: true },
    });
    assert.equal(sent.status(), 201, `send: ${await sent.text()}`);
    replyId = (await sent.json()).aiResponse.id;
  }
  const rated = await context.request.post('/api/feedback', {
    headers,
    data: { contentType: 'chat_message', contentId: replyId, feedback: 'negative', content: 'reply text' },
  });
  assert.equal(rated.status(), 201, `feedback: ${await rated.text()}`);
  return context;
}

describe('the soulprint', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`shows an admin a client's natal highlights, themes and feedback with evidence, at ${viewport.width} px`, async () => {
      const username = `sp${viewport.width}${Date.now() % 100000}`;
      const client = await clientWithHistory(username);
      const admin = await openContext(browser, { viewport, storageState: adminSession });
      try {
        const page = await admin.newPage();
        await page.goto('/soulprint');
        await page.getByRole('heading', { name: 'Soulprint', level: 1 }).waitFor();
        const search = page.getByRole('searchbox', { name: 'Find a person' });
        await hydrated(page, search);
        await search.fill(username);
        const person = page.getByRole('button', { name: username });
        await person.waitFor();
        await person.click();

        await page.getByRole('heading', { name: `Soulprint of ${username}` }).waitFor();
        const natal = page.getByRole('list', { name: 'Natal chart highlights' });
        await natal.getByText(/^Sun in Taurus/).waitFor();
        assert.ok(await natal.getByText(/^Ascendant in /).isVisible(), 'time and place give an ascendant');

        const themes = page.getByRole('list', { name: 'Recurring themes' });
        await themes.getByText('Relationships: 1 question').waitFor();
        const evidence = page.getByRole('list', { name: 'Evidence for “Relationships: 1 question”' });
        assert.ok(await evidence.getByText(`They asked: “${questions[0]}”`).isVisible(), 'the question it rests on');
        // The rated conversation opens in /conversations.
        assert.match(
          (await evidence.getByRole('link', { name: 'Open the conversation' }).first().getAttribute('href')) ?? '',
          /^\/conversations\?conversation=\d+$/,
        );

        const feedback = page.getByRole('list', { name: 'Feedback tendencies' });
        await feedback.getByText(/: 0 helpful, 1 not helpful \(mostly not helpful\)$/).waitFor();
        assert.ok(await feedback.getByText(/^Rated not helpful: “/).isVisible(), 'the rated reply as evidence');
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'nothing overflows sideways',
        );
      } finally {
        await admin.close();
        await client.close();
      }
    });
  }
});
