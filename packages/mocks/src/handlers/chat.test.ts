import {
  ApiError,
  conversationCursor,
  conversationPageSize,
  conversationsQueryOptions,
  createApiClient,
  createEventStreamParser,
  createQueryClient,
  isAbortError,
  parseConversationList,
  parseConversationSummary,
  parseMessages,
  parseSendMessageResult,
  SendMessageReplySchema,
  StreamFailedError,
  sendMessageMutationOptions,
  TimeoutError,
} from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  alternativeReply,
  apology,
  assistantReply,
  conversationList,
  manyConversations,
  messages,
  streamFailedMessage,
} from '../fixtures';
import { server } from '../node';
import { chatHandlers } from './chat';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const origin = 'http://localhost';
const api = createApiClient({ baseUrl: origin });
const newClient = () => createQueryClient({ api, config: { defaultOptions: { queries: { retry: false } } } });

// biome-ignore lint/suspicious/noExplicitAny: any mutation options
function mutate(client: QueryClient, options: any, variables: unknown) {
  return client.getMutationCache().build(client, options).execute(variables);
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);

interface Received {
  event: string;
  data: unknown;
  /** Milliseconds after the request started. */
  at: number;
}

/** A streamed POST read to its end with the contract's parser. */
async function stream(path: string, body?: unknown): Promise<{ response: Response; events: Received[] }> {
  const started = Date.now();
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const events: Received[] = [];
  const parser = createEventStreamParser(({ event, data }) =>
    events.push({ event, data: JSON.parse(data), at: Date.now() - started }),
  );
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    parser.push(decoder.decode(chunk.value, { stream: true }));
  }
  parser.end();
  return { response, events };
}

const send = (content = 'What does the Moon ask of me?') =>
  stream('/api/conversations/7/messages', {
    content,
    isUserMessage: true,
  });

/** The texts of the deltas, and the reply of `done`. */
function readReply(events: Received[]) {
  const texts = events.filter((event) => event.event === 'delta').map((event) => (event.data as { text: string }).text);
  const done = events.find((event) => event.event === 'done');
  return { texts, done: done && v.parse(SendMessageReplySchema, done.data) };
}

describe('chatHandlers: the conversation list', () => {
  it('answers the twelve fixture conversations, newest activity first', async () => {
    const list = parseConversationList(await api.read('/api/conversations'));
    expect(list).toEqual(conversationList);
    expect(list).toHaveLength(12);
    const times = list.map((summary) => Date.parse(summary.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ id: 7, title: 'Saturn return', messageCount: 4 });
  });

  it.each([
    ['SATURN', [7]],
    ['grandmother', [9]],
    // Only in a message of conversation 7, not in any title.
    ['expansion', [7]],
    // A follow-up question of the longer conversations.
    ['small practice', [9, 6, 5, 1]],
    ['no such words', []],
  ])('?q=%s searches titles and messages, in any case', async (q, expected) => {
    const list = parseConversationList(await api.read(`/api/conversations?q=${encodeURIComponent(q)}`));
    expect(ids(list)).toEqual(expected);
  });

  it('pages with ?before= (the contract infinite query reads every page once)', async () => {
    const all = manyConversations(45);
    server.use(...chatHandlers.conversations(all));
    const data = await newClient().fetchInfiniteQuery({ ...conversationsQueryOptions('', api), pages: 5 });
    expect(data.pages.map((page) => page.length)).toEqual([conversationPageSize, 45 - conversationPageSize]);
    expect(ids(data.pages.flat())).toEqual(ids(all));
  });

  it('pages a search too, and refuses a cursor that is not one', async () => {
    server.use(...chatHandlers.conversations(manyConversations(45)));
    const first = parseConversationList(await api.read('/api/conversations?q=mars'));
    expect(first.length).toBeGreaterThan(2);
    const cursor = conversationCursor(first[1]!);
    const rest = parseConversationList(await api.read(`/api/conversations?q=mars&before=${cursor}`));
    expect(ids(rest)).toEqual(ids(first.slice(2)));
    await expect(api.read('/api/conversations?before=yesterday')).rejects.toThrow(/^400: .*cursor/);
  });

  it('conversations([]) and empty() have nothing to list', async () => {
    server.use(...chatHandlers.conversations([]));
    expect(await api.read('/api/conversations')).toEqual([]);
    server.use(...chatHandlers.empty('listConversations'));
    expect(await api.read('/api/conversations')).toEqual([]);
  });

  it('renames a listed conversation, refuses an empty title, and answers 404 for another id', async () => {
    const renamed = parseConversationSummary(
      await api.request('PATCH', '/api/conversations/12', { body: { title: '  Full Moon ritual  ' } }),
    );
    expect(renamed).toEqual({ ...conversationList.find((summary) => summary.id === 12), title: 'Full Moon ritual' });
    await expect(api.request('PATCH', '/api/conversations/12', { body: { title: ' ' } })).rejects.toThrow(/^400: /);
    await expect(api.request('PATCH', '/api/conversations/999', { body: { title: 'Mine' } })).rejects.toThrow(/^404: /);
  });

  it('deletes a listed conversation with 204, and answers 404 for another id', async () => {
    await expect(api.request('DELETE', '/api/conversations/3')).resolves.toBeNull();
    const error = await api.request('DELETE', '/api/conversations/999').catch((e: unknown) => e);
    expect(error instanceof ApiError && error.status).toBe(404);
  });

  it("reads each fixture conversation's own messages", async () => {
    const list = parseMessages(await api.read('/api/conversations/12/messages'));
    expect(list).toHaveLength(6);
    expect(list.every((message) => message.conversationId === 12)).toBe(true);
    expect(list[0]).toMatchObject({ isUserMessage: true, content: expect.stringMatching(/Full Moon in Virgo/) });
    expect(parseMessages(await api.read('/api/conversations/7/messages'))).toEqual(messages);
  });
});

describe('chatHandlers: regenerate and send', () => {
  it('regenerates the reply to the last question, with a new id and a new answer', async () => {
    const result = parseSendMessageResult(await api.request('POST', '/api/conversations/7/regenerate'));
    expect(result).toMatchObject({
      outcome: 'sent',
      userMessage: messages[2],
      aiResponse: { id: 105, conversationId: 7, isUserMessage: false, content: alternativeReply(messages[2]!.content) },
    });
  });

  it('answers 409 when there is no question to answer again', async () => {
    server.use(...chatHandlers.withMessages([]));
    await expect(api.request('POST', '/api/conversations/7/regenerate')).rejects.toThrow(/^409: /);
  });

  it('a send gets ids after the conversation messages, in that conversation', async () => {
    const result = parseSendMessageResult(
      await api.request('POST', '/api/conversations/12/messages', {
        body: { content: 'And now?', isUserMessage: true },
      }),
    );
    expect(result.userMessage).toMatchObject({ id: 12007, conversationId: 12, content: 'And now?' });
    expect(result.aiResponse).toMatchObject({ id: 12008, content: assistantReply('And now?') });
  });

  it('dailyLimit: sends and regenerates answer 429', async () => {
    server.use(...chatHandlers.dailyLimit('core', 75));
    await expect(api.request('POST', '/api/conversations/7/regenerate')).rejects.toThrow(/^429: .*"limit":75/);
  });
});

describe('chatHandlers: streamed replies', () => {
  it('by default a send asking for a stream gets user, deltas and done; the deltas make the reply', async () => {
    const { response, events } = await send('Is today good for a fresh start?');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events[0]?.event).toBe('user');
    expect(events.at(-1)?.event).toBe('done');
    expect(events.slice(1, -1).every((event) => event.event === 'delta')).toBe(true);
    const { texts, done } = readReply(events);
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.join('')).toBe(done?.aiResponse.content);
    expect(done?.aiResponse.content).toBe(assistantReply('Is today good for a fresh start?'));
    expect(events[0]?.data).toEqual(done?.userMessage);
  });

  it('streaming({ pieces, delayMs }) sends those pieces, that far apart', async () => {
    const pieces = ['The Moon ', 'is waxing, ', 'so begin ', 'small.'];
    server.use(...chatHandlers.streaming({ pieces, delayMs: 30 }));
    const { events } = await send();
    const { texts, done } = readReply(events);
    expect(texts).toEqual(pieces);
    expect(done?.aiResponse.content).toBe('The Moon is waxing, so begin small.');
    // user at once, then each later event waits 30 ms more: the k-th cannot arrive before k x 30 ms
    // (a loaded machine may deliver two at once, so the gaps between arrivals prove nothing).
    expect(events.map((event, index) => event.at >= index * 30 - 2)).toEqual(events.map(() => true));
  });

  it('streaming(): the contract send hands over every piece and resolves with the same reply', async () => {
    server.use(...chatHandlers.streaming({ delayMs: 5 }));
    const pieces: string[] = [];
    const questions: unknown[] = [];
    const result = (await mutate(newClient(), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'Which crystal for sleep?',
      onDelta: (text: string) => pieces.push(text),
      onUserMessage: (message: unknown) => questions.push(message),
    })) as { outcome: string; aiResponse: { content: string } };
    expect(result.outcome).toBe('sent');
    expect(pieces.length).toBe(8);
    expect(pieces.join('')).toBe(result.aiResponse.content);
    expect(questions).toMatchObject([{ content: 'Which crystal for sleep?', isUserMessage: true }]);
  });

  it('streaming(): without the header the same reply comes as JSON', async () => {
    server.use(...chatHandlers.streaming({ pieces: ['Yes, ', 'gently.'] }));
    const result = parseSendMessageResult(
      await api.request('POST', '/api/conversations/7/messages', { body: { content: 'Now?', isUserMessage: true } }),
    );
    expect(result.aiResponse.content).toBe('Yes, gently.');
  });

  it('a regenerate streams too: the stored question, then the new answer', async () => {
    const { events } = await stream('/api/conversations/7/regenerate');
    expect(events[0]).toMatchObject({ event: 'user', data: messages[2] });
    const { texts, done } = readReply(events);
    expect(texts.join('')).toBe(alternativeReply(messages[2]!.content));
    expect(done?.userMessage).toEqual(messages[2]);
  });

  it('streamFailsMidway(): some deltas, then an error carrying the apology', async () => {
    server.use(...chatHandlers.streamFailsMidway({ delayMs: 1 }));
    const { events } = await send();
    expect(events.map((event) => event.event)).toEqual(['user', 'delta', 'delta', 'delta', 'error']);
    expect(events.at(-1)?.data).toMatchObject({
      message: streamFailedMessage,
      aiResponse: { isUserMessage: false, content: apology },
    });
    const result = await mutate(newClient(), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'Will it pass?',
      onDelta: () => {},
    });
    expect(result).toMatchObject({
      outcome: 'assistantFailed',
      userMessage: { content: 'Will it pass?' },
      aiResponse: { content: apology },
    });
  });

  it('streamFailsMidway({ apology: false }): the send rejects with a StreamFailedError', async () => {
    server.use(...chatHandlers.streamFailsMidway({ pieces: ['Half '], delayMs: 1, apology: false }));
    const error = await mutate(newClient(), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'Hello?',
      onDelta: () => {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamFailedError);
    expect((error as StreamFailedError).message).toBe(streamFailedMessage);
    expect((error as StreamFailedError).userMessage).toMatchObject({ content: 'Hello?' });
  });

  it('streamHeld(): the first piece arrives, then nothing until Stop aborts the send', async () => {
    server.use(...chatHandlers.streamHeld());
    const controller = new AbortController();
    const pieces: string[] = [];
    const sending = mutate(newClient(), sendMessageMutationOptions(api), {
      conversationId: 7,
      content: 'Tell me slowly',
      signal: controller.signal,
      onDelta: (text: string) => {
        pieces.push(text);
        setTimeout(() => controller.abort(), 30);
      },
    }).catch((e: unknown) => e);
    const error = await sending;
    expect(isAbortError(error)).toBe(true);
    expect(pieces).toHaveLength(1);
    expect(assistantReply('Tell me slowly').startsWith(pieces[0]!)).toBe(true);
  });

  it('streamHeld(): a JSON send never answers', async () => {
    server.use(...chatHandlers.streamHeld());
    const quick = createApiClient({ baseUrl: origin, timeoutMs: 50 });
    const error = await quick
      .request('POST', '/api/conversations/7/messages', { body: { content: 'Hi', isUserMessage: true } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });
});
