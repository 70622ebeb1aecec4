// DECISIONS "Streaming": a send (or regenerate) with `Accept: text/event-stream` answers events
// `user`, `delta`*, then `done` or `error`; Stop stores what was streamed, marked `stopped`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createEventStreamParser,
  MessageSchema,
  SendMessageReplySchema,
  StreamDeltaSchema,
  StreamErrorSchema,
} from '@app/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { scriptedAssistant, sharedStorage, startTestServer, type TestServer } from '../../testing/harness';

const text = serverMessages.chat;
const now = new Date('2026-03-14T09:30:00.000Z');
const assistant = scriptedAssistant();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ assistant, now: () => now });
}, 60_000);
afterAll(() => server.stop());

const restore = () => {
  assistant.answer = (ctx) => `You asked: ${ctx.question}`;
  assistant.streamAnswer = undefined;
};

let unique = 0;
const person = (tier = 'core', role = 'client', on: TestServer = server) =>
  on.userSession({ username: `streamer${++unique}`, tier, role });

async function newConversation(cookie: string, on: TestServer = server): Promise<number> {
  const response = await on.call('POST', '/api/conversations', { cookie });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

const eventStream = { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate' };

/** A streamed send (or `regenerate`). */
const streamSend = (
  cookie: string | undefined,
  conversationId: number,
  body: unknown = { content: 'What does the Moon ask of me?', isUserMessage: true },
  { on = server, signal, path = 'messages' }: { on?: TestServer; signal?: AbortSignal; path?: string } = {},
) =>
  on.call('POST', `/api/conversations/${conversationId}/${path}`, {
    headers: eventStream,
    ...(cookie ? { cookie } : {}),
    ...(path === 'messages' ? { body } : {}),
    ...(signal ? { signal } : {}),
  });

interface StreamEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: read as the test needs; the contract schemas check it.
  data: any;
}

/** Reads the events of a reply until it ends, or until `enough` says so (the caller then aborts). */
async function readEvents(response: Response, enough?: (events: StreamEvent[]) => boolean): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser(({ event, data }) => events.push({ event, data: JSON.parse(data) }));
  if (!response.body) throw new Error('no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
    if (enough?.(events)) return events;
  }
  parser.end();
  return events;
}

const deltasOf = (events: StreamEvent[]) =>
  events.filter((event) => event.event === 'delta').map((event) => v.parse(StreamDeltaSchema, event.data).text);

const messagesOf = async (cookie: string, conversationId: number, on: TestServer = server) =>
  (await (await on.call('GET', `/api/conversations/${conversationId}/messages`, { cookie })).json()) as {
    id: number;
    content: string;
    isUserMessage: boolean;
    stopped?: boolean;
  }[];

const promptsToday = async (userId: number) =>
  (
    await server.storage.query<{ prompts: number }>('SELECT prompts FROM daily_usage WHERE user_id = $1 AND day = $2', [
      userId,
      now.toISOString().slice(0, 10),
    ])
  )[0]?.prompts ?? 0;

/** Never settles and ignores every signal: a provider that hangs. */
const forever = () => new Promise<never>(() => {});

describe('a streamed send', () => {
  it('answers 200 text/event-stream: user, deltas, done; the deltas concatenate to the stored reply', async () => {
    const me = await person();
    const conversationId = await newConversation(me.cookie);
    assistant.answer = (ctx) => `  \n You asked: ${ctx.question}\n\n- one\n- two  \n\n`;
    let events: StreamEvent[];
    try {
      const response = await streamSend(me.cookie, conversationId);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(response.headers.get('content-encoding')).toBeNull();
      events = await readEvents(response);
    } finally {
      restore();
    }
    expect(events.map((event) => event.event)).toEqual([
      'user',
      ...Array.from({ length: events.length - 2 }, () => 'delta'),
      'done',
    ]);
    expect(events.length).toBeGreaterThan(4);
    const user = v.parse(MessageSchema, events[0]?.data);
    expect(user).toEqual({
      id: expect.any(Number),
      conversationId,
      content: 'What does the Moon ask of me?',
      isUserMessage: true,
      timestamp: now.toISOString(),
    });
    const done = v.parse(SendMessageReplySchema, events.at(-1)?.data);
    const streamed = deltasOf(events).join('');
    expect(streamed).toBe('You asked: What does the Moon ask of me?\n\n- one\n- two');
    expect(done.userMessage).toEqual(user);
    expect(done.aiResponse).toMatchObject({ content: streamed, isUserMessage: false });
    expect(done.aiResponse.stopped).toBeUndefined();
    expect(done.usage).toEqual({
      promptsUsed: 1,
      promptLimit: 75,
      promptsRemaining: 74,
      limitExceeded: false,
      currentTier: 'core',
    });
    const stored = await messagesOf(me.cookie, conversationId);
    expect(stored).toEqual([done.userMessage, done.aiResponse]);
    expect(await promptsToday(me.id)).toBe(1);
  });

  it('leaves the JSON reply as it was without the header', async () => {
    const me = await person();
    const conversationId = await newConversation(me.cookie);
    const response = await server.call('POST', `/api/conversations/${conversationId}/messages`, {
      cookie: me.cookie,
      body: { content: 'Plain JSON please', isUserMessage: true },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['aiResponse', 'usage', 'userMessage']);
    expect(body.aiResponse).toEqual({
      id: expect.any(Number),
      conversationId,
      content: 'You asked: Plain JSON please',
      isUserMessage: false,
      timestamp: now.toISOString(),
      persona: { name: 'Selene', version: 1 },
    });
  });

  it('answers 400, 401, 404, 409 and 429 as JSON before any stream', async () => {
    const me = await person('free');
    const other = await person();
    const conversationId = await newConversation(me.cookie);
    const othersId = await newConversation(other.cookie);
    const expectJson = async (response: Response, status: number) => {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      return response.json();
    };
    expect((await expectJson(await streamSend(me.cookie, conversationId, { content: ' ' }), 400)).errors).toBeDefined();
    await expectJson(await streamSend(undefined, conversationId), 401);
    expect(await expectJson(await streamSend(me.cookie, othersId), 404)).toEqual({
      message: text.conversationNotFound,
    });
    expect(
      await expectJson(await streamSend(me.cookie, conversationId, undefined, { path: 'regenerate' }), 409),
    ).toEqual({ message: text.nothingToRegenerate });
    const first = await streamSend(me.cookie, conversationId);
    expect((await readEvents(first)).at(-1)?.event).toBe('done');
    expect(
      await expectJson(
        await streamSend(me.cookie, conversationId, { content: 'Edit', isUserMessage: true, editOf: 99999 }),
        409,
      ),
    ).toEqual({ message: text.notLastQuestion });
    expect((await expectJson(await streamSend(me.cookie, conversationId), 429)).limitInfo).toMatchObject({ used: 1 });
    expect(await promptsToday(me.id)).toBe(1);
  });

  it('ends with event: error and the stored apology when Selene fails mid-reply', async () => {
    const me = await person();
    const conversationId = await newConversation(me.cookie);
    assistant.streamAnswer = async function* () {
      yield 'Half a ';
      yield 'thought';
      throw new Error('provider down');
    };
    let events: StreamEvent[];
    try {
      events = await readEvents(await streamSend(me.cookie, conversationId));
    } finally {
      restore();
    }
    expect(events.map((event) => event.event)).toEqual(['user', 'delta', 'delta', 'error']);
    const error = v.parse(StreamErrorSchema, events.at(-1)?.data);
    expect(error.message).toBe(text.apology);
    expect(error.aiResponse).toMatchObject({ content: text.apology, isUserMessage: false });
    expect((await messagesOf(me.cookie, conversationId)).map((message) => message.content)).toEqual([
      'What does the Moon ask of me?',
      text.apology,
    ]);
    expect(await promptsToday(me.id)).toBe(1);
  });

  it('streams a regenerate: the existing question, then the new reply in place of the old', async () => {
    const me = await person();
    const conversationId = await newConversation(me.cookie);
    const first = await readEvents(await streamSend(me.cookie, conversationId));
    const question = v.parse(MessageSchema, first[0]?.data);
    assistant.answer = (ctx) => `A second look at: ${ctx.question}`;
    let events: StreamEvent[];
    try {
      events = await readEvents(await streamSend(me.cookie, conversationId, undefined, { path: 'regenerate' }));
    } finally {
      restore();
    }
    expect(events[0]?.event).toBe('user');
    expect(v.parse(MessageSchema, events[0]?.data)).toEqual(question);
    const done = v.parse(SendMessageReplySchema, events.at(-1)?.data);
    expect(deltasOf(events).join('')).toBe('A second look at: What does the Moon ask of me?');
    expect(done.usage.promptsUsed).toBe(2);
    expect(await messagesOf(me.cookie, conversationId)).toEqual([question, done.aiResponse]);
  });

  it('streams the offline reply in several pieces', async () => {
    const offline = await startTestServer({ storage: sharedStorage(server.storage), assistant: undefined, env: {} });
    try {
      const me = await person('core', 'client', offline);
      const conversationId = await newConversation(me.cookie, offline);
      const events = await readEvents(
        await streamSend(
          me.cookie,
          conversationId,
          { content: 'How can I work with Saturn this month?', isUserMessage: true },
          { on: offline },
        ),
      );
      const deltas = deltasOf(events);
      expect(deltas.length).toBeGreaterThan(2);
      const done = v.parse(SendMessageReplySchema, events.at(-1)?.data);
      expect(deltas.join('')).toBe(done.aiResponse.content);
      expect((await messagesOf(me.cookie, conversationId, offline))[1]?.content).toBe(deltas.join(''));
    } finally {
      await offline.stop();
    }
  }, 30_000);
});

describe('Stop during a stream', () => {
  it('stores what was streamed, marked stopped, and keeps the prompt counted', async () => {
    const me = await person();
    const conversationId = await newConversation(me.cookie);
    // A provider that sends one piece and then hangs, deaf to its signal: the stop must not wait for it.
    assistant.streamAnswer = async function* () {
      yield 'The first words ';
      await forever();
    };
    const controller = new AbortController();
    try {
      const response = await streamSend(me.cookie, conversationId, undefined, { signal: controller.signal });
      const events = await readEvents(response, (seen) => seen.some((event) => event.event === 'delta'));
      expect(deltasOf(events)).toEqual(['The first words']);
      controller.abort();
      await expect.poll(async () => (await messagesOf(me.cookie, conversationId)).length, { timeout: 5000 }).toBe(2);
    } finally {
      restore();
    }
    const [question, reply] = await messagesOf(me.cookie, conversationId);
    expect(question).toMatchObject({ content: 'What does the Moon ask of me?', isUserMessage: true });
    expect(question?.stopped).toBeUndefined();
    expect(reply).toMatchObject({ content: 'The first words', isUserMessage: false, stopped: true });
    expect(await promptsToday(me.id)).toBe(1);
    expect(server.logger.lines.some((line) => line.msg === 'send: stopped by the client' && line.streamed)).toBe(true);
  });

  it('stores nothing more when nothing was streamed yet', async () => {
    const me = await person();
    const conversationId = await newConversation(me.cookie);
    let asked = false;
    assistant.streamAnswer = async function* () {
      asked = true;
      yield* [];
      await forever();
    };
    const controller = new AbortController();
    try {
      const response = await streamSend(me.cookie, conversationId, undefined, { signal: controller.signal });
      await readEvents(response, (seen) => seen.some((event) => event.event === 'user'));
      await expect.poll(() => asked).toBe(true);
      controller.abort();
      await expect
        .poll(() =>
          server.logger.lines.some(
            (line) =>
              line.msg === 'send: stopped by the client' &&
              line.conversationId === conversationId &&
              line.streamed === false,
          ),
        )
        .toBe(true);
    } finally {
      restore();
    }
    expect((await messagesOf(me.cookie, conversationId)).map((message) => message.content)).toEqual([
      'What does the Moon ask of me?',
    ]);
    expect(await promptsToday(me.id)).toBe(1);
  });
});

describe('Stop against an OpenAI-compatible provider', () => {
  /** A local fake of the API that streams one word every 50 ms. */
  let fake: Server;
  let fakeUrl: string;
  const words = Array.from({ length: 60 }, (_, index) => `word${index} `);
  const seenByFake: { closedEarly: boolean; written: number; stream: boolean }[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const entry = { closedEarly: false, written: 0, stream: JSON.parse(raw).stream === true };
        seenByFake.push(entry);
        res.on('close', () => {
          if (!res.writableEnded) entry.closedEarly = true;
        });
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const timer = setInterval(() => {
          if (res.destroyed) return clearInterval(timer);
          const word = words[entry.written];
          if (word === undefined) {
            clearInterval(timer);
            res.end('data: [DONE]\n\n');
            return;
          }
          entry.written += 1;
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: word } }] })}\n\n`);
        }, 50);
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    fake.closeAllConnections();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it('aborts the upstream call and stores the partial reply, stopped, with the prompt counted', async () => {
    const remote = await startTestServer({
      storage: sharedStorage(server.storage),
      assistant: undefined,
      env: { ASSISTANT_API_URL: fakeUrl, ASSISTANT_API_KEY: 'sk-test', ASSISTANT_MODEL: 'fake-model' },
      now: () => now,
    });
    try {
      const me = await person('core', 'client', remote);
      const conversationId = await newConversation(me.cookie, remote);
      const controller = new AbortController();
      const response = await streamSend(
        me.cookie,
        conversationId,
        { content: 'Tell me slowly about Saturn', isUserMessage: true },
        { on: remote, signal: controller.signal },
      );
      expect(response.status).toBe(200);
      const events = await readEvents(response, (seen) => deltasOf(seen).length >= 2);
      const seen = deltasOf(events).join('');
      // The first words, as the fake sent them (two pieces or, on a busy machine, a few more).
      expect(seen).toMatch(/^word0 word1/);
      controller.abort();

      // The fake saw its request closed before it had sent everything.
      await expect.poll(() => seenByFake[0]?.closedEarly, { timeout: 5000 }).toBe(true);
      expect(seenByFake).toHaveLength(1);
      expect(seenByFake[0]?.stream).toBe(true);
      expect(seenByFake[0]?.written).toBeLessThan(words.length);

      await expect
        .poll(async () => (await messagesOf(me.cookie, conversationId, remote)).length, { timeout: 5000 })
        .toBe(2);
      const reply = (await messagesOf(me.cookie, conversationId, remote))[1];
      const full = words.join('').trim();
      expect(reply?.stopped).toBe(true);
      expect(reply?.isUserMessage).toBe(false);
      expect(reply?.content.startsWith(seen)).toBe(true);
      expect(full.startsWith(reply?.content ?? '-')).toBe(true);
      expect(reply?.content.length).toBeLessThan(full.length);
      expect(await promptsToday(me.id)).toBe(1);
    } finally {
      await remote.stop();
    }
  }, 30_000);
});
