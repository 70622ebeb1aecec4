import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError, isAbortError, NetworkError, TimeoutError } from './errors';
import { contractMessages } from './messages';
import { createApiClient, createEventStreamParser } from './request';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch that records its calls and answers with `handler`. */
function fakeFetch(handler: Handler = () => new Response(null, { status: 204 })) {
  return vi.fn<typeof fetch>(async (input, init = {}) => handler(String(input), init));
}

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
function hangingFetch() {
  return vi.fn<typeof fetch>(
    (_input, init = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('request layer: what it sends', () => {
  it('includes credentials on every request, reads and writes alike', async () => {
    const fetch = fakeFetch(() => json({}));
    const api = createApiClient({ fetch });
    await api.read('/api/user');
    await api.request('POST', '/api/logout');
    for (const [, init] of fetch.mock.calls) expect(init?.credentials).toBe('include');
  });

  it('sends a plain body as JSON with a JSON content type', async () => {
    const fetch = fakeFetch(() => json({ id: 1 }));
    await createApiClient({ fetch }).request('POST', '/api/login', { body: { username: 'u', password: 'p' } });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.body).toBe('{"username":"u","password":"p"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as is, without setting a content type (the browser adds the boundary)', async () => {
    const fetch = fakeFetch(() => json({ id: 1, domainId: 1 }));
    const form = new FormData();
    form.set('title', 'Saturn');
    await createApiClient({ fetch }).request('POST', '/api/teachings', { body: form });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('sends no body and no content type when there is no body', async () => {
    const fetch = fakeFetch();
    await createApiClient({ fetch }).request('POST', '/api/conversations');
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('uses the same origin by default and a configured base URL otherwise', async () => {
    const fetch = fakeFetch(() => json([]));
    await createApiClient({ fetch }).read('/api/domains');
    await createApiClient({ fetch, baseUrl: 'https://api.example.com/' }).read('/api/domains');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/domains', 'https://api.example.com/api/domains']);
  });
});

describe('request layer: replies', () => {
  it('parses a JSON reply of a read', async () => {
    const api = createApiClient({ fetch: fakeFetch(() => json([{ id: 1, name: 'Astrology' }])) });
    await expect(api.read('/api/domains')).resolves.toEqual([{ id: 1, name: 'Astrology' }]);
  });

  it('gives null for a read that answers 401, and tells onUnauthorized', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({ fetch: fakeFetch(() => json({ message: 'Unauthorized' }, 401)), onUnauthorized });
    await expect(api.read('/api/user')).resolves.toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('raises a 401 on a write', async () => {
    const api = createApiClient({ fetch: fakeFetch(() => json({ message: 'Authentication required' }, 401)) });
    await expect(api.request('POST', '/api/conversations')).rejects.toThrow(
      '401: {"message":"Authentication required"}',
    );
  });

  it('raises "status: body" for a non-OK reply, with the status and parsed body attached', async () => {
    const api = createApiClient({ fetch: fakeFetch(() => json({ message: 'Forbidden' }, 403, 'Forbidden')) });
    const error = await api.read('/api/user/home-synopsis').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('403: {"message":"Forbidden"}');
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).data).toEqual({ message: 'Forbidden' });
  });

  it('raises "status: statusText" when the body is empty', async () => {
    const api = createApiClient({
      fetch: fakeFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    });
    await expect(api.read('/api/stats')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it.each([
    ['userMessage and aiResponse', { userMessage: { id: 1 }, aiResponse: { id: 2 } }],
    ['aiResponse only', { aiResponse: { id: 2 } }],
    ['userMessage only', { userMessage: { id: 1 } }],
  ])('returns a 500 whose JSON has %s instead of raising', async (_name, body) => {
    const api = createApiClient({ fetch: fakeFetch(() => json(body, 500)) });
    await expect(api.request('POST', '/api/conversations/1/messages', { body: { content: 'hi' } })).resolves.toEqual(
      body,
    );
  });

  it('raises a 500 without those fields, and any other status with them', async () => {
    const plain = createApiClient({ fetch: fakeFetch(() => json({ message: 'boom' }, 500)) });
    await expect(plain.request('POST', '/api/feedback')).rejects.toThrow('500: {"message":"boom"}');
    const other = createApiClient({ fetch: fakeFetch(() => json({ aiResponse: {} }, 502)) });
    await expect(other.request('POST', '/api/feedback')).rejects.toBeInstanceOf(ApiError);
  });

  it('gives null for an empty OK body', async () => {
    const api = createApiClient({ fetch: fakeFetch(() => new Response(null, { status: 204 })) });
    await expect(api.request('POST', '/api/logout')).resolves.toBeNull();
  });

  it('raises a ContractError naming the endpoint when an OK body is not JSON', async () => {
    const api = createApiClient({ fetch: fakeFetch(() => new Response('<!doctype html><html></html>')) });
    const error = await api.read('/api/stats').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toBe('Unexpected reply from GET /api/stats: (root): the body is not JSON');
  });

  it('reads a blob when asked to', async () => {
    const api = createApiClient({ fetch: fakeFetch(() => new Response(new Uint8Array([1, 2, 3]))) });
    const blob = await api.request('POST', '/api/tts', { body: { text: 'hi', voice: 'v' }, responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).size).toBe(3);
  });
});

describe('request layer: failures without a reply', () => {
  it('times out after 30,000 ms with the spec message', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const outcome = createApiClient({ fetch })
      .read('/api/user')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('Request timeout - please check your connection.');
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('times out even when fetch ignores its signal', async () => {
    vi.useFakeTimers();
    const api = createApiClient({ fetch: vi.fn<typeof fetch>(() => new Promise<Response>(() => {})) });
    const outcome = api.request('POST', '/api/feedback').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });

  it('gives the spec network message when fetch rejects with a TypeError', async () => {
    const api = createApiClient({
      fetch: vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    const error = await api.read('/api/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network error - please check your connection.');
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('rejects an aborted send with an AbortError that is not a timeout', async () => {
    const controller = new AbortController();
    const fetch = hangingFetch();
    const outcome = createApiClient({ fetch })
      .request('POST', '/api/conversations/1/messages', { body: { content: 'hi' }, signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    const error = await outcome;
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe(contractMessages.request.aborted);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('does not call fetch when the signal is already aborted', async () => {
    const fetch = fakeFetch();
    const error = await createApiClient({ fetch })
      .request('POST', '/api/tts', { signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not a timeout when the reply came in time', async () => {
    vi.useFakeTimers();
    const api = createApiClient({ fetch: fakeFetch(() => json({ ok: true })) });
    await expect(api.read('/api/stats')).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('event stream parser', () => {
  it('reads events split anywhere, with CRLF, comments and multi-line data', () => {
    const events: { event: string; data: string }[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    const text =
      ': keep-alive\r\n\r\nevent: delta\r\ndata: {"text":"a"}\r\n\r\nevent: done\ndata: line 1\ndata: line 2\n\ndata: plain';
    for (let i = 0; i < text.length; i += 5) parser.push(text.slice(i, i + 5));
    parser.end();
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'done', data: 'line 1\nline 2' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('times out a stream that goes quiet, measured from its last piece', async () => {
    vi.useFakeTimers();
    const encoder = new TextEncoder();
    let push: (text: string) => void = () => {};
    const fetch = fakeFetch(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              push = (text) => controller.enqueue(encoder.encode(text));
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        ),
    );
    const api = createApiClient({ fetch, timeoutMs: 1000 });
    const seen: unknown[] = [];
    const streaming = api.stream!('POST', '/api/x', { onEvent: (event) => seen.push(event.data) }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(800);
    push('data: 1\n\n');
    await vi.advanceTimersByTimeAsync(800);
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(300);
    expect(await streaming).toBeInstanceOf(TimeoutError);
  });
});
