import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { positionOf } from '@app/sky';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { crisisRuleForModels } from './crisisReply';
import { AssistantProviderError, buildMessages, createOpenAiProvider } from './openAiProvider';
import type { AssistantContext } from './types';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: { model: string; messages: { role: string; content: string }[] };
  /** The client hung up before the fake answered. */
  closedEarly: boolean;
}

/** A local fake of an OpenAI-compatible API; each test sets how it answers. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: (res: ServerResponse) => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const entry: Received = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: JSON.parse(raw || '{}'),
        closedEarly: false,
      };
      received.push(entry);
      res.on('close', () => {
        if (!res.writableEnded) entry.closedEarly = true;
      });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const now = new Date('2026-11-23T12:00:00Z');
const ctx = (extra: Partial<AssistantContext> = {}): AssistantContext => ({
  user: { id: 3, username: 'elite', displayName: 'Noor', role: 'client', tier: 'elite' },
  history: [
    { content: 'What is a Saturn return?', isUserMessage: true },
    { content: 'It is Saturn coming back to its birth place.', isUserMessage: false },
  ],
  question: 'How can I meet its lessons with patience?',
  now,
  teachings: [],
  birthDate: '1996-04-10',
  ...extra,
});

const provider = (options: { timeoutMs?: number } = {}) =>
  createOpenAiProvider({ url: `${baseUrl}/`, apiKey: 'sk-test-123', model: 'test-model', ...options });

describe('createOpenAiProvider against a local fake API', () => {
  it('posts model and messages with the bearer key, and returns the content', async () => {
    answer = json(200, { choices: [{ message: { role: 'assistant', content: '  **Patience** is a practice.  ' } }] });
    await expect(provider().reply(ctx())).resolves.toBe('**Patience** is a practice.');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-123');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(request!.body.messages.at(-1)!.content).toBe('How can I meet its lessons with patience?');
    expect(request!.body.messages[1]!.content).toBe('What is a Saturn return?');
  });

  it("puts Selene's persona, the safety rule, the real sky and matching teachings in the system prompt", () => {
    const system = buildMessages(ctx())[0]!.content;
    expect(system).toContain('You are Selene');
    expect(system).toContain('SAFETY RULE');
    expect(system).toContain('988');
    expect(system).toContain('116 123');
    expect(system).toContain('13 11 14');
    expect(system).toContain('findahelpline.com');
    expect(system).toContain('the Death card');
    expect(system).toContain(`Moon in ${positionOf('Moon', now).sign}`);
    expect(system).toContain("User's natal Sun: Aries");
    expect(system).toContain('"Saturn as teacher"');
    expect(system).toContain('not medical, legal or psychological treatment');
  });

  it('names the help of a replaced crisis list in the safety rule', () => {
    const directory = {
      fallback: { regions: [], name: 'Elsewhere', resources: [] },
      regions: [
        {
          regions: ['FR'],
          name: 'France',
          resources: [
            {
              id: 'fr-3114',
              role: 'crisis-line' as const,
              name: '3114',
              description: 'Suicide prevention, any time.',
              contacts: [{ kind: 'call' as const, label: 'Call 3114', href: 'tel:3114' }],
            },
          ],
        },
      ],
    };
    const system = buildMessages(ctx(), undefined, crisisRuleForModels(directory))[0]!.content;
    expect(system).toContain('France: 3114 Call 3114');
    expect(system).not.toContain('988');
  });

  it('passes the daily planner context on when present', () => {
    const planner = { isDailyPlannerRequest: true, dailyPlannerData: { date: '2026-11-23', generalEnergy: 'Calm.' } };
    expect(buildMessages(ctx({ dailyPlannerContext: planner }))[0]!.content).toContain('"generalEnergy":"Calm."');
  });

  it('puts what Selene remembers into the system prompt, and nothing when there is none', () => {
    const memories = [{ kind: 'birth-data' as const, key: 'sun-sign', text: 'Sun in Scorpio' }];
    expect(buildMessages(ctx({ memories }))[0]!.content).toContain('- Sun in Scorpio');
    expect(buildMessages(ctx())[0]!.content).not.toContain('What you remember');
  });

  it('throws a provider error with the status on an error reply', async () => {
    answer = json(503, { error: { message: 'overloaded' } });
    const error = await provider()
      .reply(ctx())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AssistantProviderError);
    expect((error as AssistantProviderError).status).toBe(503);
    expect((error as Error).message).toContain('overloaded');
  });

  it('throws on a reply without content and on one that is not JSON', async () => {
    answer = json(200, { choices: [] });
    await expect(provider().reply(ctx())).rejects.toThrow(/no message content/);
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>oops</html>');
    };
    await expect(provider().reply(ctx())).rejects.toThrow(/not JSON/);
  });

  it('gives up after its timeout', async () => {
    answer = () => {}; // never answers
    await expect(provider({ timeoutMs: 150 }).reply(ctx())).rejects.toThrow(/timed out after 150 ms/);
  });

  it("stops the request when the caller aborts, with the caller's reason", async () => {
    answer = () => {};
    const controller = new AbortController();
    const question = 'A question that will be stopped';
    const pending = provider().reply(ctx({ question, signal: controller.signal }));
    const mine = () => received.find((entry) => entry.body.messages?.at(-1)?.content === question);
    await vi.waitFor(() => expect(mine()).toBeDefined());
    controller.abort(new Error('user pressed stop'));
    await expect(pending).rejects.toThrow('user pressed stop');
    await vi.waitFor(() => expect(mine()!.closedEarly).toBe(true));
  });

  it('does not call the API at all when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(provider().reply(ctx({ signal: controller.signal }))).rejects.toThrow();
    expect(received).toHaveLength(0);
  });

  it('reports an unreachable API as a provider error', async () => {
    const unreachable = createOpenAiProvider({ url: 'http://127.0.0.1:9', apiKey: 'k', model: 'm' });
    await expect(unreachable.reply(ctx())).rejects.toBeInstanceOf(AssistantProviderError);
  });
});

/** An SSE answer: each `data:` payload written `delayMs` apart (the raw text is sent as it is). */
const sse =
  (events: string[], { delayMs = 0, end = true }: { delayMs?: number; end?: boolean } = {}) =>
  (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let index = 0;
    const next = () => {
      if (res.destroyed) return;
      const event = events[index++];
      if (event === undefined) {
        if (end) res.end();
        return;
      }
      res.write(event);
      setTimeout(next, delayMs);
    };
    next();
  };
const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe('createOpenAiProvider streaming', () => {
  it('asks with stream: true and yields the tokens as they arrive, up to [DONE]', async () => {
    answer = sse([
      ': a comment\n\n',
      `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`,
      delta('**Patience**'),
      delta(' is a '),
      delta('practice.'),
      'data: [DONE]\n\n',
      delta(' never read'),
    ]);
    await expect(collect(provider().stream(ctx()))).resolves.toEqual(['**Patience**', ' is a ', 'practice.']);
    const [request] = received;
    expect(request!.headers.accept).toBe('text/event-stream');
    expect((request!.body as unknown as { stream: boolean }).stream).toBe(true);
    expect(request!.body.messages.at(-1)!.content).toBe('How can I meet its lessons with patience?');
  });

  it('reads events split across chunks and CRLF line ends', async () => {
    const whole = `${delta('Saturn ').replace(/\n/g, '\r\n')}${delta('teaches.')}data: [DONE]\n\n`;
    answer = sse([whole.slice(0, 7), whole.slice(7, 40), whole.slice(40)], { delayMs: 5 });
    await expect(collect(provider().stream(ctx()))).resolves.toEqual(['Saturn ', 'teaches.']);
  });

  it('takes a whole JSON reply from a provider that does not stream', async () => {
    answer = json(200, { choices: [{ message: { content: 'All at once.' } }] });
    await expect(collect(provider().stream(ctx()))).resolves.toEqual(['All at once.']);
  });

  it('throws a provider error on an error status and on an error event', async () => {
    answer = json(429, { error: { message: 'slow down' } });
    const error = await collect(provider().stream(ctx())).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AssistantProviderError);
    expect((error as AssistantProviderError).status).toBe(429);
    answer = sse([delta('Hal'), `data: ${JSON.stringify({ error: { message: 'model crashed' } })}\n\n`]);
    await expect(collect(provider().stream(ctx()))).rejects.toThrow(/model crashed/);
  });

  it('times out on silence, not on length', async () => {
    answer = sse([delta('a'), delta('b'), delta('c'), delta('d'), 'data: [DONE]\n\n'], { delayMs: 60 });
    await expect(collect(provider({ timeoutMs: 150 }).stream(ctx()))).resolves.toEqual(['a', 'b', 'c', 'd']);
    answer = sse([delta('a')], { end: false });
    await expect(collect(provider({ timeoutMs: 150 }).stream(ctx()))).rejects.toThrow(/timed out after 150 ms/);
  });

  it("aborts the upstream request when the caller aborts mid-stream, with the caller's reason", async () => {
    answer = sse(
      Array.from({ length: 100 }, (_, index) => delta(`w${index} `)),
      { delayMs: 20 },
    );
    const controller = new AbortController();
    const question = 'A streamed question that will be stopped';
    const seen: string[] = [];
    const reading = (async () => {
      for await (const piece of provider().stream(ctx({ question, signal: controller.signal }))) {
        seen.push(piece);
        if (seen.length === 2) controller.abort(new Error('user pressed stop'));
      }
    })();
    await expect(reading).rejects.toThrow('user pressed stop');
    expect(seen).toEqual(['w0 ', 'w1 ']);
    const mine = () => received.find((entry) => entry.body.messages?.at(-1)?.content === question);
    await vi.waitFor(() => expect(mine()!.closedEarly).toBe(true));
  });

  it('aborts the upstream request when the caller stops reading', async () => {
    answer = sse(
      Array.from({ length: 100 }, (_, index) => delta(`w${index} `)),
      { delayMs: 20 },
    );
    const question = 'A stream the caller leaves';
    for await (const piece of provider().stream(ctx({ question }))) {
      expect(piece).toBe('w0 ');
      break;
    }
    const mine = () => received.find((entry) => entry.body.messages?.at(-1)?.content === question);
    await vi.waitFor(() => expect(mine()!.closedEarly).toBe(true));
  });
});
