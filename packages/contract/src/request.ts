import { ApiError, ContractError, createAbortError, NetworkError, TimeoutError } from './errors';
import { contractMessages } from './messages';

/** Spec 9: "Request timeout: 30000 ms." */
export const requestTimeoutMs = 30_000;

/**
 * A quiet event stream (the assistant still thinking) sends a comment line this often, well inside
 * `requestTimeoutMs`: the client's timeout measures silence, so a reply that is slow to start is
 * not taken for a dead one, and proxies keep the connection.
 */
export const streamKeepAliveMs = 15_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** Origin (and path prefix) of the API. @default '' (same origin) */
  baseUrl?: string;
  /** @default globalThis.fetch, looked up at each call (so test interceptors apply) */
  fetch?: typeof fetch;
  /** @default 30000 */
  timeoutMs?: number;
  /**
   * Called on every 401 reply, before it yields `null` (a read) or raises (a write); the app
   * removes its `isAuthenticated` flag here (spec 3).
   */
  onUnauthorized?: (error: ApiError) => void;
}

export interface RequestOptions {
  /** `FormData` is sent as is (the browser sets its content type); anything else as JSON. */
  body?: unknown;
  /** Aborts the request: it then rejects with an `AbortError` (see `isAbortError`). */
  signal?: AbortSignal;
  /** @default 'json' */
  responseType?: 'json' | 'blob';
}

/** One server-sent event: its name and its `data` parsed as JSON. */
export interface ServerSentEvent {
  event: string;
  data: unknown;
}

export interface StreamOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Aborts the request and closes the stream: it then rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** Called with each event as it arrives. */
  onEvent: (event: ServerSentEvent) => void;
}

/**
 * How a streamed call ended: the stream was read to its end, or the server answered with JSON
 * instead (a server that does not stream, or the handled 500 of spec 8).
 */
export type StreamResult = { kind: 'stream' } | { kind: 'json'; data: unknown };

export interface ApiClient {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** The full URL of an API path. */
  url(path: string): string;
  /**
   * Any call. Resolves with the parsed JSON (`null` for an empty body) or a `Blob`, and with the
   * body of a handled 500 (`userMessage` or `aiResponse`, spec 8). Rejects with `ApiError` for
   * other non-OK replies, `TimeoutError`, `NetworkError`, an `AbortError`, or a `ContractError`
   * when an OK body is not JSON.
   */
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
  /** The default read (spec 7): a GET parsed as JSON, where a 401 yields `null`. */
  read(path: string, options?: Pick<RequestOptions, 'signal'>): Promise<unknown>;
  /**
   * A call that asks for `text/event-stream` and hands each event to `onEvent`. The timeout runs
   * until the reply starts and again whenever the stream goes quiet that long. Non-OK replies
   * reject as `request` does (a handled 500 resolves as `json`); a stream cut off before its end
   * rejects with `NetworkError`. Clients without it (test doubles) send the JSON call instead.
   */
  stream?(method: HttpMethod, path: string, options: StreamOptions): Promise<StreamResult>;
}

/** Splits a text/event-stream into events; `push` takes decoded text, `end` flushes. */
export function createEventStreamParser(onEvent: (event: { event: string; data: string }) => void) {
  let buffer = '';
  const dispatch = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r\n|\r|\n/)) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) onEvent({ event, data: data.join('\n') });
  };
  return {
    push(text: string) {
      buffer += text;
      for (;;) {
        const match = /\r\n\r\n|\n\n|\r\r/.exec(buffer);
        if (!match) return;
        dispatch(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    end() {
      if (buffer.trim() !== '') dispatch(buffer);
      buffer = '';
    },
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Spec 8: a 500 whose JSON has `userMessage` or `aiResponse` is handled, not raised. */
function isHandledFailure(status: number, data: unknown): boolean {
  return (
    status === 500 &&
    data !== null &&
    typeof data === 'object' &&
    !Array.isArray(data) &&
    ('userMessage' in data || 'aiResponse' in data)
  );
}

/** Creates the request layer of spec 7 and 8. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  // Same origin: a browser resolves a relative URL itself; under jsdom (tests) Node's fetch
  // cannot, so the document's origin is put in front.
  const origin = () => {
    if (baseUrl !== '') return baseUrl;
    const location = (globalThis as { location?: { origin?: string } }).location;
    return location?.origin && location.origin !== 'null' ? location.origin : '';
  };
  const url = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin()}${path}`);

  /** The exchange itself: a rejected fetch got no reply, which is the network (a TypeError in every browser). */
  const fetchReply = async (path: string, init: RequestInit, controller: AbortController) => {
    try {
      return await fetchImpl(url(path), init);
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      throw new NetworkError(error);
    }
  };

  /** A non-OK reply: the handled 500's body (spec 8), or the error to raise (after the 401 hook). */
  const readFailure = async (response: Response): Promise<{ handled: unknown } | ApiError> => {
    const text = await response.text();
    const parsed = parseJson(text);
    const data = parsed.ok ? parsed.value : undefined;
    if (isHandledFailure(response.status, data)) return { handled: data };
    const error = new ApiError(response.status, response.statusText, text, data);
    if (response.status === 401) options.onUnauthorized?.(error);
    return error;
  };

  async function send(
    method: HttpMethod,
    path: string,
    { body, signal, responseType = 'json' }: RequestOptions,
    onUnauthorizedRead: 'raise' | 'null',
  ): Promise<unknown> {
    if (signal?.aborted) throw createAbortError();

    const headers: Record<string, string> = {};
    const init: RequestInit = { method, credentials: 'include', headers };
    if (body !== undefined) {
      if (typeof FormData !== 'undefined' && body instanceof FormData) {
        init.body = body;
      } else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
    }

    const controller = new AbortController();
    init.signal = controller.signal;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    // Settles only by rejecting: on the timeout or on the caller's abort. Racing it against the
    // exchange guarantees both, even with a fetch that ignores its signal.
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new TimeoutError(timeoutMs);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
      onAbort = () => {
        const error = createAbortError();
        controller.abort(error);
        reject(error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });

    const exchange = async (): Promise<unknown> => {
      const response = await fetchReply(path, init, controller);
      if (!response.ok) {
        const failure = await readFailure(response);
        if (!(failure instanceof ApiError)) return failure.handled;
        if (failure.status === 401 && onUnauthorizedRead === 'null') return null;
        throw failure;
      }

      if (responseType === 'blob') return response.blob();
      const text = await response.text();
      if (text.trim() === '') return null;
      const parsed = parseJson(text);
      if (!parsed.ok) throw new ContractError(`${method} ${path}`, '(root)', contractMessages.request.notJson);
      return parsed.value;
    };

    try {
      return await Promise.race([exchange(), stopped]);
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  async function stream(method: HttpMethod, path: string, { body, signal, onEvent }: StreamOptions) {
    if (signal?.aborted) throw createAbortError();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const init: RequestInit = { method, credentials: 'include', headers };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const controller = new AbortController();
    init.signal = controller.signal;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fail: (error: unknown) => void = () => {};
    const stopped = new Promise<never>((_, reject) => {
      fail = reject;
    });
    // The timeout measures silence: until the reply starts, then between two pieces of it.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const error = new TimeoutError(timeoutMs);
        controller.abort(error);
        fail(error);
      }, timeoutMs);
    };
    const onAbort = () => {
      const error = createAbortError();
      controller.abort(error);
      fail(error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    const exchange = async (): Promise<StreamResult> => {
      const response = await fetchReply(path, init, controller);
      if (!response.ok) {
        const failure = await readFailure(response);
        if (failure instanceof ApiError) throw failure;
        return { kind: 'json', data: failure.handled };
      }
      if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
        const text = await response.text();
        const parsed = parseJson(text);
        if (!parsed.ok) throw new ContractError(`${method} ${path}`, '(root)', contractMessages.request.notJson);
        return { kind: 'json', data: parsed.value };
      }
      const parser = createEventStreamParser(({ event, data }) => {
        const parsed = parseJson(data);
        if (!parsed.ok) throw new ContractError(`${method} ${path}`, event, contractMessages.request.notJson);
        onEvent({ event, data: parsed.value });
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          arm();
          let chunk: ReadableStreamReadResult<Uint8Array>;
          try {
            chunk = await reader.read();
          } catch (error) {
            if (controller.signal.aborted) throw controller.signal.reason;
            throw new NetworkError(error);
          }
          if (chunk.done) break;
          parser.push(decoder.decode(chunk.value, { stream: true }));
        }
        parser.push(decoder.decode());
        parser.end();
      } finally {
        reader.releaseLock?.();
      }
      return { kind: 'stream' };
    };

    arm();
    try {
      return await Promise.race([exchange(), stopped]);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    baseUrl,
    timeoutMs,
    url,
    request: (method, path, requestOptions = {}) => send(method, path, requestOptions, 'raise'),
    read: (path, readOptions = {}) => send('GET', path, readOptions, 'null'),
    stream,
  };
}

/** The client for the same origin, used when a factory is not given one. */
export const defaultApiClient: ApiClient = createApiClient();
