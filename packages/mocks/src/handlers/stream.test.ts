import { streamKeepAliveMs } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventStreamResponse } from './stream';

const decoder = new TextDecoder();

afterEach(() => {
  vi.useRealTimers();
});

describe('eventStreamResponse', () => {
  it('a held stream sends the keep-alive comment every streamKeepAliveMs until aborted', async () => {
    vi.useFakeTimers();
    const abort = new AbortController();
    const response = eventStreamResponse([{ event: 'delta', data: { text: 'The Moon' } }], {
      hold: true,
      signal: abort.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect(decoder.decode((await reader.read()).value)).toBe('event: delta\ndata: {"text":"The Moon"}\n\n');

    // Three times the client's 30 s silence timeout: never quiet for longer than the keep-alive.
    for (let beat = 0; beat < 6; beat += 1) {
      const next = reader.read();
      await vi.advanceTimersByTimeAsync(streamKeepAliveMs);
      expect(decoder.decode((await next).value)).toBe(': keep-alive\n\n');
    }

    abort.abort();
    expect((await reader.read()).done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a stream that is not held ends after its last event, with no timer left', async () => {
    vi.useFakeTimers();
    const response = eventStreamResponse([{ event: 'delta', data: { text: 'Sun' } }]);
    expect(await response.text()).toBe('event: delta\ndata: {"text":"Sun"}\n\n');
    expect(vi.getTimerCount()).toBe(0);
  });
});
