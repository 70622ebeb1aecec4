// The help, request and contact forms (DECISIONS "Pages"): a client reports an issue about one of
// their conversations, the confirmation is in the outbox, an admin answers through the inbox API and
// the client gets the reply by mail; a visitor writes through /contact.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launch, logInByApi, openContext } from './support.mjs';

let browser;
let admin;
before(async () => {
  browser = await launch();
  admin = await browser.newContext({ baseURL: baseUrl });
  await logInByApi(admin, 'admin');
});
after(async () => {
  await admin?.close();
  await browser?.close();
});

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const post = (context, path, data) => context.request.post(path, { headers: { Origin: baseUrl }, data });

/** The newest mail to `email` in the outbox whose subject matches, read as the admin. */
async function mailTo(email, subject) {
  for (let tries = 0; tries < 50; tries += 1) {
    const { messages } = await (await admin.request.get('/api/admin/outbox')).json();
    const mail = messages.find((message) => message.to === email && subject.test(message.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} matching ${subject} in the outbox`);
}

/** A new client account of our own, logged in, with one conversation (its title is the question). */
async function clientWithConversation(viewport) {
  const username = `support${viewport.width}x${Date.now().toString(36)}`;
  const email = `${username}@example.test`;
  const context = await openContext(browser, { viewport });
  const registered = await post(context, '/api/auth/register', { username, email, password: 'the first secret' });
  assert.equal(registered.status(), 201, await registered.text());
  const created = await post(context, '/api/conversations', {});
  const { id } = await created.json();
  const question = 'What does my Moon in Scorpio ask of me?';
  const sent = await post(context, `/api/conversations/${id}/messages`, { content: question, isUserMessage: true });
  assert.ok(sent.ok(), await sent.text());
  return { context, email, conversationId: id, title: question };
}

async function noSidewaysOverflow(page) {
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'nothing overflows sideways',
  );
}

describe('a client reports an issue about a conversation; an admin answers', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const { context, email, conversationId, title } = await clientWithConversation(viewport);
      const page = await context.newPage();
      try {
        await page.goto('/help');
        await page.getByRole('heading', { name: 'Report an Issue', level: 1 }).waitFor();
        const picker = page.getByRole('button', { name: /About a conversation/ });
        await hydrated(page, picker);
        await page.getByLabel('Subject').fill('The reply felt cut short');
        await page.getByLabel(/What happened\?/).fill('The answer ended before it reached the Moon in Scorpio.');
        await page.waitForFunction(
          () => !document.querySelector('button[aria-haspopup="listbox"]')?.hasAttribute('data-disabled'),
        );
        await picker.click();
        await page.getByRole('option', { name: title }).click();
        assert.match(await picker.textContent(), /Moon in Scorpio/);
        await noSidewaysOverflow(page);
        await page.getByRole('button', { name: 'Send the Report' }).click();

        const result = page.getByRole('region', { name: 'Issue reported' });
        await result.waitFor();
        await page.waitForFunction(
          () => document.activeElement?.getAttribute('aria-labelledby') === 'support-sent-title',
        );
        const reference = /REQ-\d{6,}/.exec(await result.textContent())?.[0];
        assert.ok(reference, 'the page shows the reference');
        assert.match(await page.getByRole('status').filter({ hasText: reference }).textContent(), new RegExp(email));
        await noSidewaysOverflow(page);

        // The confirmation, with the reference, is in the outbox.
        const confirmation = await mailTo(email, new RegExp(reference));
        assert.match(confirmation.text, /The answer ended before it reached the Moon in Scorpio\./);

        // The admin finds it in the inbox, with the conversation, and answers.
        const inbox = await (await admin.request.get('/api/admin/requests?kind=help&status=open')).json();
        const listed = inbox.requests.find((request) => request.reference === reference);
        assert.ok(listed, 'the request is in the inbox');
        assert.equal(listed.conversationId, conversationId);
        const detail = await (await admin.request.get(`/api/admin/requests/${listed.id}`)).json();
        assert.equal(detail.conversationTitle, title);
        const answered = await post(admin, `/api/admin/requests/${listed.id}/reply`, {
          text: 'Thank you: the reply was cut by a restart. It is fixed.',
        });
        assert.equal(answered.status(), 200, await answered.text());
        assert.equal((await answered.json()).status, 'answered');

        // The client gets the reply by mail.
        const reply = await mailTo(email, new RegExp(`^Re: \\[${reference}\\]`));
        assert.match(reply.text, /It is fixed\./);
      } finally {
        await context.close();
      }
    });
  }
});

describe('a visitor writes through /contact', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px: a wrong address is named, then the message is sent and confirmed`, async () => {
      const email = `visitor${viewport.width}x${Date.now().toString(36)}@example.test`;
      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      try {
        await page.goto('/contact');
        await page.getByRole('heading', { name: 'Contact', level: 1 }).waitFor();
        const name = page.getByLabel('Your name');
        await hydrated(page, name);
        await name.fill('Ada Visitor');
        await page.getByLabel('E-mail').fill('ada-at-example');
        await page.getByLabel('Subject').fill('A question about plans');
        await page.getByLabel(/Your message/).fill('Is the Elite plan a single payment for life?');
        await page.getByRole('button', { name: 'Send the Message' }).click();
        await page.getByText('Enter an e-mail address such as name@example.com.').waitFor();
        assert.equal(
          await page.getByLabel(/Your message/).inputValue(),
          'Is the Elite plan a single payment for life?',
        );

        await page.getByLabel('E-mail').fill(email);
        await page.getByRole('button', { name: 'Send the Message' }).click();
        const result = page.getByRole('region', { name: 'Message sent' });
        await result.waitFor();
        const reference = /REQ-\d{6,}/.exec(await result.textContent())?.[0];
        assert.ok(reference);
        await noSidewaysOverflow(page);

        const confirmation = await mailTo(email, new RegExp(reference));
        assert.match(confirmation.text, /Hello Ada Visitor,/);
        const inbox = await (await admin.request.get('/api/admin/requests?kind=contact')).json();
        const listed = inbox.requests.find((request) => request.reference === reference);
        assert.equal(listed?.userId, null);
        assert.equal(listed?.email, email);
      } finally {
        await context.close();
      }
    });
  }
});

describe('an admin answers and closes a request at /admin/requests', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const email = `asker${viewport.width}x${Date.now().toString(36)}@example.test`;
      const subject = `Plans question ${viewport.width}`;
      const visitor = await browser.newContext({ baseURL: baseUrl });
      const sent = await post(visitor, '/api/requests', {
        kind: 'contact',
        subject,
        text: 'Can I change plans in the middle of a month?',
        name: 'Vega Visitor',
        email,
      });
      assert.equal(sent.status(), 201, await sent.text());
      const { reference } = await sent.json();
      await visitor.close();

      const context = await openContext(browser, { viewport, user: 'admin' });
      const page = await context.newPage();
      try {
        await page.goto('/admin/requests');
        const kind = page.getByRole('button', { name: /Kind/ });
        await hydrated(page, kind);
        await kind.click();
        await page.getByRole('option', { name: 'Contact' }).click();
        const row = page.getByRole('button', { name: new RegExp(subject) });
        await row.click();
        const detail = page.getByRole('article', { name: subject });
        await detail.waitFor();
        assert.match(await detail.textContent(), new RegExp(`${reference}.*Contact.*Open`));
        assert.match(await detail.textContent(), new RegExp(`From Vega Visitor \\(visitor\\) <${email}>`));
        await noSidewaysOverflow(page);

        await page.getByLabel('Your reply').fill('Yes: the change starts with your next period.');
        await page.getByRole('button', { name: 'Send the Reply' }).click();
        await page.getByText('Reply sent.').waitFor();
        assert.match(await detail.textContent(), /Reply by admin/);
        const mail = await mailTo(email, new RegExp(`^Re: \\[${reference}\\]`));
        assert.match(mail.text, /the change starts with your next period/);

        await page.getByRole('button', { name: 'Close the Request' }).click();
        await page.getByText('The request is now closed.').waitFor();
        await page.getByRole('button', { name: 'Open It Again' }).waitFor();
        await noSidewaysOverflow(page);
      } finally {
        await context.close();
      }
    });
  }
});
