import { describe, expect, it, vi } from 'vitest';
import { createHttpTtsFetcher, ttsRequest } from './ttsClient';

describe('ttsRequest', () => {
  it('asks for mp3 at 22050 Hz with streaming latency 4', () => {
    expect(ttsRequest('[warmly] Hello', 'selene')).toEqual({
      text: '[warmly] Hello',
      voice: 'selene',
      optimize_streaming_latency: 4,
      output_format: 'mp3_22050_32',
    });
    expect(ttsRequest('Hi').voice).toBe('default');
  });
});

describe('createHttpTtsFetcher', () => {
  it('posts JSON to /api/tts and returns the audio blob', async () => {
    const fetch = vi.fn(
      async () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'audio/mpeg' } }),
    );
    const result = await createHttpTtsFetcher({ fetch })({ text: 'Hi', voice: 'selene' });
    expect(result.ok && result.audio.size).toBe(3);
    expect(fetch).toHaveBeenCalledWith(
      '/api/tts',
      expect.objectContaining({
        method: 'POST',
        body: '{"text":"Hi","voice":"selene","optimize_streaming_latency":4,"output_format":"mp3_22050_32"}',
      }),
    );
  });

  it("asks for the server's default voice when none is given", async () => {
    const fetch = vi.fn(async () => new Response(new Uint8Array([1]), { status: 200 }));
    await createHttpTtsFetcher({ fetch })({ text: 'Hi' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/tts',
      expect.objectContaining({ body: expect.stringContaining('"voice":"default"') }),
    );
  });

  it('returns the status and the JSON message of a failure', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'Voice is for paid plans' }, { status: 403 }));
    expect(await createHttpTtsFetcher({ fetch })({ text: 'Hi' })).toEqual({
      ok: false,
      status: 403,
      message: 'Voice is for paid plans',
    });
    const plain = vi.fn(async () => new Response('Service Unavailable', { status: 503 }));
    expect(await createHttpTtsFetcher({ fetch: plain })({ text: 'Hi' })).toEqual({
      ok: false,
      status: 503,
      message: undefined,
    });
  });
});
