import { HttpResponse, type RequestHandler } from 'msw';
import { noVoices, silentMp3, voiceList } from '../fixtures';
import { defineScenarios, type EndpointMock } from './scenarios';

const forbidden = () => HttpResponse.json({ message: 'Voice features require Plus tier or higher' }, { status: 403 });
const unavailable = () => HttpResponse.json({ message: 'Voice temporarily unavailable' }, { status: 503 });

const ttsMocks = {
  tts: {
    success: () => new HttpResponse(silentMp3(), { headers: { 'Content-Type': 'audio/mpeg' } }),
    failures: { forbidden, unavailable },
  },
  voices: { success: () => HttpResponse.json(voiceList), empty: () => HttpResponse.json(noVoices) },
} satisfies Record<string, EndpointMock>;

/**
 * `POST /api/tts` (a short silent mp3) and `GET /api/tts/voices`. `forbidden()` is the free
 * tier's 403, `unavailable()` the quota's 503 (spec 8).
 */
export const ttsHandlers = {
  ...defineScenarios(ttsMocks),
  /** DECISIONS "Voice": no provider configured; the client falls back to browser speech. */
  notConfigured: (): RequestHandler[] =>
    defineScenarios({
      tts: { success: unavailable },
      voices: { success: () => HttpResponse.json(noVoices) },
    }).success(),
};
