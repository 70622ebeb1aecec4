// The app's speech client: @app/ui's voice hooks take a `TtsFetcher`; this one calls the server's
// /api/tts with the playback settings of spec 7 and 9.
import type { TtsFetcher } from '@app/ui';

/** `/api/tts` latency setting for playback (spec 9). */
export const ttsStreamingLatency = 4;
/** `/api/tts` audio format for playback: mp3 at 22050 Hz, 32 kbit/s (spec 9). */
export const ttsOutputFormat = 'mp3_22050_32';
/** The voice asked for when none is given: the server maps it to its configured voice. */
export const defaultTtsVoice = 'default';

/** The body of `POST /api/tts` for playback (spec 7). */
export interface TtsBody {
  text: string;
  voice: string;
  optimize_streaming_latency: typeof ttsStreamingLatency;
  output_format: typeof ttsOutputFormat;
}

/** Builds the playback body of `POST /api/tts`. */
export function ttsRequest(text: string, voice: string = defaultTtsVoice): TtsBody {
  return { text, voice, optimize_streaming_latency: ttsStreamingLatency, output_format: ttsOutputFormat };
}

export interface HttpTtsFetcherOptions {
  /** @default '/api/tts' */
  url?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The chat's `TtsFetcher`: `POST /api/tts` over `fetch` (cookies of the same origin, JSON body, mp3 answer). */
export function createHttpTtsFetcher({ url = '/api/tts', fetch: fetchImpl }: HttpTtsFetcherOptions = {}): TtsFetcher {
  return async ({ text, voice }, signal) => {
    const doFetch = fetchImpl ?? globalThis.fetch;
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'audio/mpeg' },
      credentials: 'same-origin',
      body: JSON.stringify(ttsRequest(text, voice)),
      signal,
    });
    if (response.ok) return { ok: true, audio: await response.blob() };
    let message: string | undefined;
    try {
      const body: unknown = await response.json();
      if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
        message = (body as { message: string }).message;
      }
    } catch {
      // A body that is not JSON carries no message; the status decides the text.
    }
    return { ok: false, status: response.status, message };
  };
}
