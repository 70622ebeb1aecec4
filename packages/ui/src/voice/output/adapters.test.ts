import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserSpeechSynthesis } from './adapters';

afterEach(() => vi.unstubAllGlobals());

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
