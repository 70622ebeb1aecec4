/** `/api/tts` latency setting for playback (spec 9). */
export const ttsStreamingLatency = 4;
/** `/api/tts` audio format for playback: mp3 at 22050 Hz, 32 kbit/s (spec 9). */
export const ttsOutputFormat = 'mp3_22050_32';
/** The voice asked for when none is given: the server maps it to its configured voice. */
export const defaultTtsVoice = 'default';

/** The body of `POST /api/tts` for playback (spec 7). */
export interface TtsRequest {
  text: string;
  voice: string;
  optimize_streaming_latency: typeof ttsStreamingLatency;
  output_format: typeof ttsOutputFormat;
}

/** Builds the playback body of `POST /api/tts`. */
export function ttsRequest(text: string, voice: string = defaultTtsVoice): TtsRequest {
  return { text, voice, optimize_streaming_latency: ttsStreamingLatency, output_format: ttsOutputFormat };
}
