// The conversation calls of DECISIONS "Conversations": list (search, pages), rename, delete; and
// the turns that replace messages: edit and resend, regenerate.
import {
  ConversationListSchema,
  ConversationSummarySchema,
  conversationCursor,
  conversationPageSize,
  conversationTitleMaxLength,
  conversationTitleOf,
  SendMessageReplySchema,
} from '@app/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { scriptedAssistant, startTestServer, type TestServer } from '../../testing/harness';

const text = serverMessages.chat;
const start = new Date('2026-03-14T09:30:00.000Z');
let clock = start;
/** Moves the server's clock on by `seconds`. */
const tick = (seconds = 1) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const assistant = scriptedAssistant();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ assistant, now: () => clock });
}, 60_000);
afterAll(() => server.stop());

let unique = 0;
/** A new user of `tier` (a client unless `role` says otherwise), logged in. */
const person = (tier = 'core', role = 'client') => server.userSession({ username: `person${++unique}`, tier, role });

const count = async (sql: string, params: unknown[] = []) =>
  (await server.storage.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

async function newConversation(cookie: string): Promise<number> {
  const response = await server.call('POST', '/api/conversations', { cookie });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

const send = (cookie: string, conversationId: number, content: string, extra: Record<string, unknown> = {}) =>
  server.call('POST', `/api/conversations/${conversationId}/messages`, {
    cookie,
    body: { content, isUserMessage: true, ...extra },
  });

async function sent(cookie: string, conversationId: number, content: string) {
  const response = await send(cookie, conversationId, content);
  expect(response.status).toBe(201);
  return v.parse(SendMessageReplySchema, await response.json());
}

const list = async (cookie: string, query = '') => {
  const response = await server.call('GET', `/api/conversations${query}`, { cookie });
  expect(response.status).toBe(200);
  return v.parse(ConversationListSchema, await response.json());
};

const messages = async (cookie: string, conversationId: number) => {
  const response = await server.call('GET', `/api/conversations/${conversationId}/messages`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; content: string; isUserMessage: boolean; stopped?: boolean }[];
};

const promptsToday = async (userId: number) =>
  (
    await server.storage.query<{ prompts: number }>('SELECT prompts FROM daily_usage WHERE user_id = $1 AND day = $2', [
      userId,
      clock.toISOString().slice(0, 10),
    ])
  )[0]?.prompts ?? 0;

describe('GET /api/conversations', () => {
  it('answers 401 to visitors', async () => {
    const response = await server.call('GET', '/api/conversations');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: serverMessages.auth.required });
  });

  it("lists only the person's own conversations, newest activity first, with titles and counts", async () => {
    for (const role of ['client', 'admin']) {
      const me = await person('core', role);
      const other = await person();
      const othersId = await newConversation(other.cookie);
      await sent(other.cookie, othersId, 'Not yours to see');
      tick();
      const first = await newConversation(me.cookie);
      const question = 'What does the waning crescent ask of me when I feel tired of everything and everyone?';
      await sent(me.cookie, first, question);
      tick();
      const empty = await newConversation(me.cookie);
      tick();
      const third = await newConversation(me.cookie);
      await sent(me.cookie, third, 'Short one');

      const mine = await list(me.cookie);
      expect(mine.map((conversation) => conversation.id)).toEqual([third, empty, first]);
      expect(mine[2]).toEqual({
        id: first,
        title: conversationTitleOf(question),
        createdAt: new Date(clock.getTime() - 2000).toISOString(),
        updatedAt: new Date(clock.getTime() - 2000).toISOString(),
        messageCount: 2,
      });
      expect(mine[2]?.title?.length).toBeLessThanOrEqual(60);
      expect(mine[2]?.title).toMatch(/[a-z]…$/);
      // A conversation created and not used yet is listed, untitled.
      expect(mine[1]).toMatchObject({ id: empty, title: null, messageCount: 0 });

      // A send is activity: that conversation comes first.
      tick();
      await sent(me.cookie, first, 'And now?');
      const after = await list(me.cookie);
      expect(after.map((conversation) => conversation.id)).toEqual([first, third, empty]);
      expect(after[0]).toMatchObject({ updatedAt: clock.toISOString(), messageCount: 4 });
    }
  });

  it('pages with ?before= (the cursor of the last conversation seen), ties broken by id', async () => {
    const me = await person();
    const ids: number[] = [];
    for (let index = 0; index < conversationPageSize + 5; index += 1) {
      // Several conversations share each second: the id orders them.
      if (index % 4 === 0) tick();
      ids.push(await newConversation(me.cookie));
    }
    const expected = [...ids].reverse();
    const first = await list(me.cookie);
    expect(first).toHaveLength(conversationPageSize);
    const last = first.at(-1);
    if (!last) throw new Error('no page');
    const second = await list(me.cookie, `?before=${encodeURIComponent(conversationCursor(last))}`);
    expect(second).toHaveLength(5);
    expect([...first, ...second].map((conversation) => conversation.id)).toEqual(expected);
    const end = second.at(-1);
    if (!end) throw new Error('no page');
    expect(await list(me.cookie, `?before=${encodeURIComponent(conversationCursor(end))}`)).toEqual([]);
  });

  it.each([
    ['?before=yesterday', 'before', text.badCursor],
    ['?before=2026-03-14T09:30:00.000Z_0', 'before', text.badCursor],
    ['?before=2026-13-45T09:30:00.000Z_3', 'before', text.badCursor],
    [`?q=${'a'.repeat(201)}`, 'q', text.searchTooLong(200)],
  ])('answers 400 with a clear message for %s', async (query, field, message) => {
    const me = await person();
    const response = await server.call('GET', `/api/conversations${query}`, { cookie: me.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it('searches titles and message texts, case-insensitively, trimmed, as plain text', async () => {
    const me = await person();
    const other = await person();
    const byTitle = await newConversation(me.cookie);
    await sent(me.cookie, byTitle, 'Saturn return and my career');
    const byMessage = await newConversation(me.cookie);
    await sent(me.cookie, byMessage, 'Hello there');
    await server.call('PATCH', `/api/conversations/${byMessage}`, { cookie: me.cookie, body: { title: 'Greetings' } });
    await sent(me.cookie, byMessage, 'What about MERCURY in retrograde?');
    const percent = await newConversation(me.cookie);
    await sent(me.cookie, percent, 'Am I 100% sure about this?');
    const digits = await newConversation(me.cookie);
    await sent(me.cookie, digits, 'Am I 1000 times sure? a_b');
    const underscoreLike = await newConversation(me.cookie);
    await sent(me.cookie, underscoreLike, 'axb');
    const othersId = await newConversation(other.cookie);
    await sent(other.cookie, othersId, 'Saturn return for someone else, and mercury');

    const ids = async (q: string) =>
      (await list(me.cookie, `?q=${encodeURIComponent(q)}`)).map((conversation) => conversation.id);
    expect(await ids('saturn RETURN')).toEqual([byTitle]);
    // Found by the question and by the reply ("You asked: ...") of the second turn, not by its title.
    expect(await ids('  mercury  ')).toEqual([byMessage]);
    expect(await ids('greetings')).toEqual([byMessage]);
    expect(await ids('100%')).toEqual([percent]);
    expect(await ids('a_b')).toEqual([digits]);
    expect(await ids('nothing like this')).toEqual([]);
    // An empty search is the whole list.
    expect(await ids('   ')).toHaveLength(5);
  });
});

describe('PATCH /api/conversations/{id}', () => {
  it('renames, trimmed, and answers the conversation (client and admin)', async () => {
    for (const role of ['client', 'admin']) {
      const me = await person('core', role);
      const id = await newConversation(me.cookie);
      await sent(me.cookie, id, 'First question');
      const response = await server.call('PATCH', `/api/conversations/${id}`, {
        cookie: me.cookie,
        body: { title: '  My Saturn notes  ' },
      });
      expect(response.status).toBe(200);
      const renamed = v.parse(ConversationSummarySchema, await response.json());
      expect(renamed).toEqual({
        id,
        title: 'My Saturn notes',
        createdAt: clock.toISOString(),
        updatedAt: clock.toISOString(),
        messageCount: 2,
      });
      expect((await list(me.cookie))[0]?.title).toBe('My Saturn notes');
      // A later send keeps the chosen title.
      await sent(me.cookie, id, 'Second question');
      expect((await list(me.cookie))[0]?.title).toBe('My Saturn notes');
    }
  });

  it.each([
    [{ title: '' }],
    [{ title: '    ' }],
    [{ title: 'x'.repeat(conversationTitleMaxLength + 1) }],
    [{ title: 42 }],
    [{}],
    [undefined],
  ])('answers 400 with a clear message for %j, changing nothing', async (body) => {
    const me = await person();
    const id = await newConversation(me.cookie);
    await sent(me.cookie, id, 'Keep this title');
    const response = await server.call('PATCH', `/api/conversations/${id}`, {
      cookie: me.cookie,
      ...(body === undefined ? { headers: { 'content-type': 'application/json' } } : { body }),
    });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.message).toBe(serverMessages.common.invalidFields);
    expect(answer.errors[0].message).toBe(text.titleRule(conversationTitleMaxLength));
    expect((await list(me.cookie))[0]?.title).toBe('Keep this title');
  });

  it("answers 404 for another user's conversation (as for a missing one), changing nothing; 401 to visitors", async () => {
    const owner = await person();
    const other = await person('core', 'admin');
    const id = await newConversation(owner.cookie);
    await sent(owner.cookie, id, 'Mine alone');
    for (const path of [`/api/conversations/${id}`, '/api/conversations/99999999', '/api/conversations/abc']) {
      const response = await server.call('PATCH', path, { cookie: other.cookie, body: { title: 'Taken over' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: text.conversationNotFound });
    }
    const visitor = await server.call('PATCH', `/api/conversations/${id}`, { body: { title: 'Anonymous' } });
    expect(visitor.status).toBe(401);
    expect((await list(owner.cookie))[0]?.title).toBe('Mine alone');
  });
});

describe('DELETE /api/conversations/{id}', () => {
  it('answers 204 and removes the conversation with its messages', async () => {
    for (const role of ['client', 'admin']) {
      const me = await person('core', role);
      const kept = await newConversation(me.cookie);
      const id = await newConversation(me.cookie);
      await sent(me.cookie, id, 'Forget this');
      expect(await count('messages WHERE conversation_id = $1', [id])).toBe(2);
      const response = await server.call('DELETE', `/api/conversations/${id}`, { cookie: me.cookie });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(await count('messages WHERE conversation_id = $1', [id])).toBe(0);
      expect((await list(me.cookie)).map((conversation) => conversation.id)).toEqual([kept]);
      const gone = await server.call('GET', `/api/conversations/${id}/messages`, { cookie: me.cookie });
      expect(gone.status).toBe(404);
      expect((await server.call('DELETE', `/api/conversations/${id}`, { cookie: me.cookie })).status).toBe(404);
    }
  });

  it("answers 404 for another user's conversation, deleting nothing; 401 to visitors", async () => {
    const owner = await person();
    const other = await person('core', 'admin');
    const id = await newConversation(owner.cookie);
    await sent(owner.cookie, id, 'Still here');
    const response = await server.call('DELETE', `/api/conversations/${id}`, { cookie: other.cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: text.conversationNotFound });
    expect((await server.call('DELETE', `/api/conversations/${id}`)).status).toBe(401);
    expect(await count('messages WHERE conversation_id = $1', [id])).toBe(2);
  });
});

describe('edit and resend (editOf)', () => {
  it('replaces the last question and everything after it, and counts the prompt', async () => {
    const me = await person();
    const id = await newConversation(me.cookie);
    const first = await sent(me.cookie, id, 'What is my Moon sign?');
    const second = await sent(me.cookie, id, 'What does Saturn want?');
    const response = await send(me.cookie, id, 'What does Jupiter want?', { editOf: second.userMessage.id });
    expect(response.status).toBe(201);
    const edited = v.parse(SendMessageReplySchema, await response.json());
    expect(edited.userMessage.content).toBe('What does Jupiter want?');
    expect(edited.aiResponse.content).toBe('You asked: What does Jupiter want?');
    expect(edited.usage.promptsUsed).toBe(3);
    expect(await promptsToday(me.id)).toBe(3);
    expect((await messages(me.cookie, id)).map((message) => message.content)).toEqual([
      first.userMessage.content,
      first.aiResponse.content,
      'What does Jupiter want?',
      'You asked: What does Jupiter want?',
    ]);
    // Selene read the turns before the edited question only.
    expect(assistant.calls.at(-1)?.history).toEqual([
      { content: 'What is my Moon sign?', isUserMessage: true },
      { content: 'You asked: What is my Moon sign?', isUserMessage: false },
    ]);
    // The title still comes from the first question.
    expect((await list(me.cookie))[0]?.title).toBe('What is my Moon sign?');
  });

  it('retitles when the first question is edited, unless the person renamed it', async () => {
    const me = await person();
    const id = await newConversation(me.cookie);
    const first = await sent(me.cookie, id, 'Typo in my questoin');
    const fixed = await send(me.cookie, id, 'No typo in my question', { editOf: first.userMessage.id });
    expect(fixed.status).toBe(201);
    expect((await list(me.cookie))[0]?.title).toBe('No typo in my question');
    await server.call('PATCH', `/api/conversations/${id}`, { cookie: me.cookie, body: { title: 'Chosen' } });
    const again = v.parse(SendMessageReplySchema, await fixed.json());
    const edit = await send(me.cookie, id, 'Another wording', { editOf: again.userMessage.id });
    expect(edit.status).toBe(201);
    expect((await list(me.cookie))[0]?.title).toBe('Chosen');
  });

  it('answers 409 when editOf is not the last question of the conversation, changing and counting nothing', async () => {
    const me = await person();
    const id = await newConversation(me.cookie);
    const elsewhere = await newConversation(me.cookie);
    const first = await sent(me.cookie, id, 'One');
    const second = await sent(me.cookie, id, 'Two');
    const foreign = await sent(me.cookie, elsewhere, 'Other conversation');
    const before = await messages(me.cookie, id);
    const used = await promptsToday(me.id);
    for (const editOf of [first.userMessage.id, second.aiResponse.id, foreign.userMessage.id, 99999999]) {
      const response = await send(me.cookie, id, 'Edited', { editOf });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: text.notLastQuestion });
    }
    expect(await messages(me.cookie, id)).toEqual(before);
    expect(await promptsToday(me.id)).toBe(used);
  });

  it('answers 429 at the limit, keeping the question it would replace', async () => {
    const me = await person('free');
    const id = await newConversation(me.cookie);
    const first = await sent(me.cookie, id, 'My one question');
    const response = await send(me.cookie, id, 'Edited', { editOf: first.userMessage.id });
    expect(response.status).toBe(429);
    expect((await messages(me.cookie, id)).map((message) => message.content)).toEqual([
      'My one question',
      'You asked: My one question',
    ]);
  });
});

describe('POST /api/conversations/{id}/regenerate', () => {
  const regenerate = (cookie: string | undefined, id: number) =>
    server.call('POST', `/api/conversations/${id}/regenerate`, cookie ? { cookie } : {});

  it('replaces the last reply with a new one to the same question, and counts the prompt', async () => {
    for (const role of ['client', 'admin']) {
      const me = await person('core', role);
      const id = await newConversation(me.cookie);
      const first = await sent(me.cookie, id, 'Tell me about Venus');
      const second = await sent(me.cookie, id, 'And Mars?');
      assistant.answer = (ctx) => `Another answer to: ${ctx.question}`;
      tick();
      try {
        const response = await regenerate(me.cookie, id);
        expect(response.status).toBe(201);
        const reply = v.parse(SendMessageReplySchema, await response.json());
        expect(reply.userMessage).toEqual(second.userMessage);
        expect(reply.aiResponse).toMatchObject({ content: 'Another answer to: And Mars?', isUserMessage: false });
        expect(reply.usage.promptsUsed).toBe(3);
      } finally {
        assistant.answer = (ctx) => `You asked: ${ctx.question}`;
      }
      expect(assistant.calls.at(-1)).toMatchObject({
        question: 'And Mars?',
        history: [
          { content: 'Tell me about Venus', isUserMessage: true },
          { content: first.aiResponse.content, isUserMessage: false },
        ],
      });
      expect(await promptsToday(me.id)).toBe(3);
      expect((await messages(me.cookie, id)).map((message) => message.content)).toEqual([
        'Tell me about Venus',
        first.aiResponse.content,
        'And Mars?',
        'Another answer to: And Mars?',
      ]);
      expect((await list(me.cookie))[0]).toMatchObject({ id, messageCount: 4, updatedAt: clock.toISOString() });
    }
  });

  it('answers a question left without a reply (a stopped send)', async () => {
    const me = await person();
    const id = await newConversation(me.cookie);
    await server.storage.query(
      `INSERT INTO messages (conversation_id, content, is_user_message, kind, created_at) VALUES ($1, 'Unanswered', true, 'question', $2)`,
      [id, clock],
    );
    const response = await regenerate(me.cookie, id);
    expect(response.status).toBe(201);
    expect((await messages(me.cookie, id)).map((message) => message.content)).toEqual([
      'Unanswered',
      'You asked: Unanswered',
    ]);
  });

  it('answers 429 at the limit, keeping the reply it would replace', async () => {
    const me = await person('free');
    const id = await newConversation(me.cookie);
    await sent(me.cookie, id, 'My one question');
    const response = await regenerate(me.cookie, id);
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ message: text.dailyLimitOne, limitInfo: { tier: 'free', used: 1 } });
    expect((await messages(me.cookie, id)).map((message) => message.content)).toEqual([
      'My one question',
      'You asked: My one question',
    ]);
  });

  it('answers 409 when there is no question yet, counting nothing', async () => {
    const me = await person();
    const id = await newConversation(me.cookie);
    const response = await regenerate(me.cookie, id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: text.nothingToRegenerate });
    expect(await promptsToday(me.id)).toBe(0);
  });

  it("answers 404 for another user's conversation and 401 to visitors, changing nothing", async () => {
    const owner = await person();
    const other = await person('core', 'admin');
    const id = await newConversation(owner.cookie);
    await sent(owner.cookie, id, 'Private');
    const response = await regenerate(other.cookie, id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: text.conversationNotFound });
    expect((await regenerate(undefined, id)).status).toBe(401);
    expect(await promptsToday(other.id)).toBe(0);
    expect((await messages(owner.cookie, id)).map((message) => message.content)).toEqual([
      'Private',
      'You asked: Private',
    ]);
  });

  it('gives the handled 500 with an apology when Selene fails', async () => {
    const me = await person();
    const id = await newConversation(me.cookie);
    await sent(me.cookie, id, 'Try again');
    assistant.answer = () => {
      throw new Error('provider down');
    };
    try {
      const response = await regenerate(me.cookie, id);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        userMessage: expect.objectContaining({ content: 'Try again' }),
        aiResponse: expect.objectContaining({ content: text.apology, isUserMessage: false }),
      });
    } finally {
      assistant.answer = (ctx) => `You asked: ${ctx.question}`;
    }
    expect((await messages(me.cookie, id)).map((message) => message.content)).toEqual(['Try again', text.apology]);
  });
});
