import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Platform } from '../platform';
import {
  createFakeAudioPlayer,
  createFakeSpeechSynthesis,
  createFakeTtsFetcher,
  type FakeSpeechSynthesisOptions,
  type FakeTtsAnswer,
} from './fakes';
import { type UseSpeechOutputOptions, useSpeechOutput } from './useSpeechOutput';

const desktop: Platform = { isMobile: false, isSafari: false };
const reply = '# Tonight\n\nThe **Moon** is full\nRest';

function setup(
  answer: FakeTtsAnswer | FakeTtsAnswer[] | null,
  synthesisOptions: FakeSpeechSynthesisOptions = {},
  options: Partial<UseSpeechOutputOptions> = {},
) {
  const fetchTts = answer === null ? undefined : createFakeTtsFetcher(answer);
  const audioPlayer = createFakeAudioPlayer();
  const synthesis = createFakeSpeechSynthesis(synthesisOptions);
  const onError = vi.fn();
  const hook = renderHook((props: Partial<UseSpeechOutputOptions>) =>
    useSpeechOutput({ fetchTts, audioPlayer, synthesis, platform: desktop, onError, ...options, ...props }),
  );
  return { ...hook, fetchTts, audioPlayer, synthesis, onError };
}

describe('useSpeechOutput: server audio', () => {
  it('asks the fetcher for the cleaned, tagged text in the chosen voice and plays the blob at the speed', async () => {
    const { result, fetchTts, audioPlayer, synthesis } = setup('audio', {}, { speed: 1.5, voice: 'selene' });
    expect(result.current.state).toBe('idle');
    await act(() => result.current.speak(reply));
    expect(fetchTts?.requests).toEqual([
      {
        text: '[warmly] Tonight. The Moon is full, Rest',
        voice: 'selene',
      },
    ]);
    expect(audioPlayer.played).toEqual([{ type: 'audio/mpeg', size: 4, rate: 1.5 }]);
    expect(result.current).toMatchObject({ state: 'speaking', source: 'server', error: null });
    expect(synthesis.spoken).toEqual([]);
    act(() => audioPlayer.finish());
    expect(result.current).toMatchObject({ state: 'idle', source: null });
  });

  it('is loading until the server answers; stop() aborts and nothing plays', async () => {
    const { result, audioPlayer, synthesis } = setup('pending');
    act(() => void result.current.speak('Hello'));
    expect(result.current.state).toBe('loading');
    act(() => result.current.stop());
    expect(result.current.state).toBe('idle');
    await Promise.resolve();
    expect(audioPlayer.played).toEqual([]);
    expect(synthesis.spoken).toEqual([]);
  });

  it('pauses and resumes the audio', async () => {
    const { result, audioPlayer } = setup('audio');
    await act(() => result.current.speak('Hello'));
    act(() => result.current.pause());
    expect(result.current.state).toBe('paused');
    act(() => result.current.resume());
    expect(result.current.state).toBe('speaking');
    expect(audioPlayer.calls).toEqual(['play', 'pause', 'resume']);
  });

  it('applies a new speed to the playing audio at once; an invalid speed counts as 1', async () => {
    const { result, rerender, audioPlayer } = setup('audio');
    await act(() => result.current.speak('Hello'));
    rerender({ speed: 1.75 });
    expect(audioPlayer.currentRate).toBe(1.75);
    rerender({ speed: Number.NaN });
    expect(result.current.speed).toBe(1);
    expect(audioPlayer.currentRate).toBe(1);
  });

  it('falls back to the browser voice, silently, when the audio cannot start or fails', async () => {
    const fetchTts = createFakeTtsFetcher('audio');
    const synthesis = createFakeSpeechSynthesis();
    const onError = vi.fn();
    const { result } = renderHook(() =>
      useSpeechOutput({
        fetchTts,
        audioPlayer: createFakeAudioPlayer({ failToStart: true }),
        synthesis,
        platform: desktop,
        onError,
      }),
    );
    await act(() => result.current.speak('Hello'));
    expect(result.current).toMatchObject({ state: 'speaking', source: 'browser', error: null });
    expect(synthesis.spoken.map((u) => u.text)).toEqual(['Hello']);
    expect(onError).not.toHaveBeenCalled();

    const player = createFakeAudioPlayer();
    const second = renderHook(() => useSpeechOutput({ fetchTts, audioPlayer: player, synthesis, platform: desktop }));
    await act(() => second.result.current.speak('Again'));
    act(() => player.fail());
    expect(second.result.current).toMatchObject({ state: 'speaking', source: 'browser' });
    expect(synthesis.spoken.at(-1)?.text).toBe('Again');
  });
});

describe('useSpeechOutput: server errors', () => {
  it('403 shows the server message and stops there (no browser voice)', async () => {
    const { result, synthesis, onError } = setup({ status: 403, message: 'Voice is for paid plans' });
    await act(() => result.current.speak('Hello'));
    expect(result.current).toMatchObject({ state: 'idle', error: { message: 'Voice is for paid plans' } });
    expect(synthesis.spoken).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'forbidden', severity: 'error' }));
  });

  it('403 without a message shows the default text', async () => {
    const { result } = setup({ status: 403 });
    await act(() => result.current.speak('Hello'));
    expect(result.current.error?.message).toBe('Voice features require Plus tier or higher');
  });

  it.each([
    [{ status: 503 } as const, 'Voice temporarily unavailable'],
    [{ status: 500 } as const, 'Server TTS unavailable'],
    ['network-error' as const, 'Server TTS unavailable'],
  ])('%j warns "%s" and the browser voice reads the reply without tags', async (answer, message) => {
    const { result, synthesis, onError } = setup(answer, {}, { speed: 1.25 });
    await act(() => result.current.speak(reply));
    expect(result.current).toMatchObject({
      state: 'speaking',
      source: 'browser',
      error: { message, severity: 'warning' },
    });
    expect(synthesis.spoken).toEqual([
      { text: 'Tonight. The Moon is full, Rest', rate: 1.125, volume: 1, lang: 'en-US' },
    ]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message }));
    act(() => synthesis.finish());
    expect(result.current).toMatchObject({ state: 'idle', error: { message } });
  });

  it.each([
    ['mobile', { isMobile: true, isSafari: false }, 0.85, 0.9],
    ['desktop Safari', { isMobile: false, isSafari: true }, 0.8, 1],
    ['other', desktop, 0.9, 1],
  ])('the browser voice on %s speaks at rate %s and volume %s', async (_, platform, rate, volume) => {
    const { result, synthesis } = setup(null, {}, { platform });
    await act(() => result.current.speak('Hello'));
    expect(synthesis.spoken[0]).toMatchObject({ rate, volume });
  });
});

describe('useSpeechOutput: browser voice', () => {
  it('without speechSynthesis: "Voice synthesis not available on this device"', async () => {
    const { result, onError } = setup({ status: 503 }, { supported: false });
    await act(() => result.current.speak('Hello'));
    expect(result.current).toMatchObject({
      state: 'idle',
      error: { message: 'Voice synthesis not available on this device', severity: 'error' },
    });
    expect(onError).toHaveBeenCalledTimes(2);

    const none = renderHook(() => useSpeechOutput({ synthesis: null, platform: desktop }));
    await act(() => none.result.current.speak('Hello'));
    expect(none.result.current.error?.message).toBe('Voice synthesis not available on this device');
  });

  it('speechSynthesis that refuses to start: "Voice synthesis not available"', async () => {
    const { result } = setup({ status: 500 }, { throwOnSpeak: true });
    await act(() => result.current.speak('Hello'));
    expect(result.current).toMatchObject({ state: 'idle', error: { message: 'Voice synthesis not available' } });
  });

  it.each([
    ['network', 'Network error during speech playback. Please check your connection.'],
    ['synthesis-failed', 'Voice playback failed. Please check your audio settings and try again.'],
    ['audio-hardware', 'Audio hardware issue. Please check your speakers or headphones.'],
    ['voice-unavailable', 'Voice playback error: voice-unavailable'],
  ])('the browser error %s shows "%s"', async (code, message) => {
    const { result, onError } = setup({ status: 503 }, { failWith: code });
    await act(() => result.current.speak('Hello'));
    await waitFor(() => expect(result.current.error?.message).toBe(message));
    expect(result.current.state).toBe('idle');
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ browserCode: code, severity: 'error' }));
  });

  it('pauses, resumes and stops the browser voice; its "interrupted" on cancel is no error', async () => {
    const { result, synthesis, onError } = setup(null);
    await act(() => result.current.speak('Hello'));
    act(() => result.current.pause());
    expect(result.current.state).toBe('paused');
    act(() => result.current.resume());
    act(() => result.current.stop());
    expect(synthesis.calls).toEqual(['speak', 'pause', 'resume', 'cancel']);
    expect(result.current).toMatchObject({ state: 'idle', error: null });
    expect(onError).not.toHaveBeenCalled();
  });

  it('a new reply cuts the current one; the old one cannot end the new one', async () => {
    const { result, synthesis } = setup(null);
    await act(() => result.current.speak('First'));
    await act(() => result.current.speak('Second'));
    expect(synthesis.spoken.map((u) => u.text)).toEqual(['First', 'Second']);
    expect(result.current.state).toBe('speaking');
  });

  it('ignores text with nothing to say', async () => {
    const { result, synthesis } = setup(null);
    await act(() => result.current.speak('**  **'));
    expect(result.current.state).toBe('idle');
    expect(synthesis.spoken).toEqual([]);
  });

  it('silences the reply on unmount', async () => {
    const { result, unmount, synthesis } = setup(null);
    await act(() => result.current.speak('Hello'));
    unmount();
    expect(synthesis.calls.at(-1)).toBe('cancel');
  });
});
