import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserSpeechSynthesis, createHttpTtsFetcher } from './adapters';
import { ttsRequest } from './tts';

afterEach(() => vi.unstubAllGlobals());

describe('createHttpTtsFetcher', () => {
  it('posts JSON to /api/tts and returns the audio blob', async () => {
    const fetch = vi.fn(
      async () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'audio/mpeg' } }),
    );
    const result = await createHttpTtsFetcher({ fetch })(ttsRequest('Hi', 'selene'));
    expect(result.ok && result.audio.size).toBe(3);
    expect(fetch).toHaveBeenCalledWith(
      '/api/tts',
      expect.objectContaining({
        method: 'POST',
        body: '{"text":"Hi","voice":"selene","optimize_streaming_latency":4,"output_format":"mp3_22050_32"}',
      }),
    );
  });

  it('returns the status and the JSON message of a failure', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'Voice is for paid plans' }, { status: 403 }));
    expect(await createHttpTtsFetcher({ fetch })(ttsRequest('Hi'))).toEqual({
      ok: false,
      status: 403,
      message: 'Voice is for paid plans',
    });
    const plain = vi.fn(async () => new Response('Service Unavailable', { status: 503 }));
    expect(await createHttpTtsFetcher({ fetch: plain })(ttsRequest('Hi'))).toEqual({
      ok: false,
      status: 503,
      message: undefined,
    });
  });
});

describe('createBrowserSpeechSynthesis', () => {
  it('is unsupported without window.speechSynthesis (as in jsdom)', () => {
    expect(createBrowserSpeechSynthesis().isSupported()).toBe(false);
  });

  it('speaks an utterance with the rate, volume and language, and reports its end and errors', () => {
    class Utterance {
      rate = 1;
      volume = 1;
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      constructor(public text: string) {}
    }
    const engine = { speak: vi.fn(), cancel: vi.fn(), pause: vi.fn(), resume: vi.fn(), getVoices: () => [] };
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', engine);
    const onEnd = vi.fn();
    const onError = vi.fn();
    const synthesis = createBrowserSpeechSynthesis();
    expect(synthesis.isSupported()).toBe(true);
    synthesis.speak('Hello', { rate: 1.125, volume: 0.9, onEnd, onError });
    const utterance = engine.speak.mock.calls[0]?.[0] as Utterance;
    expect(utterance).toMatchObject({ text: 'Hello', rate: 1.125, volume: 0.9, lang: 'en-US' });
    utterance.onerror?.({ error: 'network' });
    utterance.onend?.();
    expect(onError).toHaveBeenCalledWith('network');
    expect(onEnd).toHaveBeenCalled();
    synthesis.pause();
    synthesis.resume();
    synthesis.cancel();
    expect(engine.pause).toHaveBeenCalled();
  });
});
