import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeClock, createFakeGetUserMedia, createFakeSpeechRecognition } from './fakes';
import { type UseSpeechInputOptions, useSpeechInput } from './useSpeechInput';

const desktop = { isMobile: false, isSafari: false };
const mobile = { isMobile: true, isSafari: false };

function setup(overrides: Partial<UseSpeechInputOptions> = {}, microphone = createFakeGetUserMedia()) {
  const recognition = createFakeSpeechRecognition();
  const onTranscript = vi.fn();
  const onError = vi.fn();
  const hook = renderHook(() =>
    useSpeechInput({
      recognitionFactory: recognition.factory,
      getUserMedia: microphone,
      platform: desktop,
      onTranscript,
      onError,
      ...overrides,
    }),
  );
  // Not awaiting start() itself: with a pending microphone prompt it would never settle.
  const start = () =>
    act(async () => {
      void hook.result.current.start();
    });
  const run = (fn: () => void) => act(fn);
  return { hook, recognition, microphone, onTranscript, onError, start, run, state: () => hook.result.current };
}

beforeEach(() => {
  // React's act awaits a macrotask (setImmediate / MessageChannel) after an async callback: leave those real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSpeechInput: configuration (spec 5)', () => {
  it('asks for the microphone with echo cancellation, noise suppression and auto gain', async () => {
    const { microphone, start } = setup();
    await start();
    expect(microphone.calls).toEqual([
      { audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } },
    ]);
  });

  it('listens in en-US, continuous with interim results, 3 alternatives on desktop', async () => {
    const { recognition, start } = setup();
    await start();
    expect(recognition.current).toMatchObject({
      lang: 'en-US',
      continuous: true,
      interimResults: true,
      maxAlternatives: 3,
    });
    expect(recognition.current?.calls).toEqual(['start']);
  });

  it('asks for 1 alternative on mobile', async () => {
    const { recognition, start } = setup({ platform: mobile });
    await start();
    expect(recognition.current?.maxAlternatives).toBe(1);
  });
});

describe('useSpeechInput: states (spec 4)', () => {
  it('goes stopped -> initialising (microphone prompt) -> listening -> stopped', async () => {
    const microphone = createFakeGetUserMedia('pending');
    const { state, start, run, recognition } = setup({}, microphone);
    expect(state().status).toBe('stopped');
    await start();
    expect(state().status).toBe('initialising');
    expect(recognition.instances).toHaveLength(0);
    await act(async () => microphone.release());
    expect(state().status).toBe('listening');
    run(() => state().stop());
    expect(recognition.current?.calls).toEqual(['start', 'stop']);
    expect(state().status).toBe('stopped');
    expect(microphone.stoppedTracks).toBe(1);
  });

  it('stops while initialising without starting recognition, and releases a late grant', async () => {
    const microphone = createFakeGetUserMedia('pending');
    const { state, start, run, recognition } = setup({}, microphone);
    await start();
    run(() => state().toggle());
    expect(state().status).toBe('stopped');
    await act(async () => microphone.release());
    expect(recognition.instances).toHaveLength(0);
    expect(microphone.stoppedTracks).toBe(1);
  });

  it('toggle starts and stops', async () => {
    const { state, run } = setup();
    await act(async () => state().toggle());
    expect(state().status).toBe('listening');
    run(() => state().toggle());
    expect(state().status).toBe('stopped');
  });
});

describe('useSpeechInput: countdown (spec 9: 30,000 ms, 100 ms tick)', () => {
  it('ticks every 100 ms: 10 ticks after 1 s', async () => {
    const { state, start, run } = setup();
    await start();
    expect(state().elapsedMs).toBe(0);
    run(() => vi.advanceTimersByTime(999));
    expect(state().elapsedMs).toBe(900);
    run(() => vi.advanceTimersByTime(1));
    expect(state().elapsedMs).toBe(1000);
    expect(state().remainingMs).toBe(29_000);
    expect(state().progress).toBeCloseTo(1000 / 30_000);
    expect(state().maxListeningMs).toBe(30_000);
  });

  it('force-stops at 30,000 ms, not before', async () => {
    const { state, start, run, recognition } = setup();
    await start();
    run(() => vi.advanceTimersByTime(29_999));
    expect(state()).toMatchObject({ status: 'listening', elapsedMs: 29_900, reachedLimit: false });
    expect(recognition.current?.calls).toEqual(['start']);
    run(() => vi.advanceTimersByTime(1));
    expect(recognition.current?.calls).toEqual(['start', 'stop']);
    expect(state()).toMatchObject({
      status: 'stopped',
      elapsedMs: 30_000,
      remainingMs: 0,
      progress: 1,
      reachedLimit: true,
    });
    // No timer keeps running after the stop.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts from 0 again on the next start', async () => {
    const { state, start, run } = setup();
    await start();
    run(() => vi.advanceTimersByTime(5_000));
    run(() => state().stop());
    await start();
    expect(state().elapsedMs).toBe(0);
  });

  it('runs on an injected clock (the stories drive it by hand)', async () => {
    const clock = createFakeClock();
    const { state, start, run } = setup({ clock, maxListeningMs: 3_000 });
    await start();
    run(() => clock.advance(2_500));
    expect(state().remainingMs).toBe(500);
    run(() => clock.advance(500));
    expect(state().status).toBe('stopped');
    expect(clock.activeIntervals).toBe(0);
  });
});

describe('useSpeechInput: transcript delivery (spec 4, 5)', () => {
  it('shows interim and final parts live, and delivers the corrected transcript once at the end', async () => {
    const { state, start, run, recognition, onTranscript } = setup();
    await start();
    run(() => recognition.emitInterim('hey'));
    expect(state().transcript).toEqual({ final: '', interim: 'hey' });
    run(() => recognition.emitFinal('hey celine'));
    run(() => recognition.emitInterim('what is'));
    expect(state().transcript).toEqual({ final: 'hey celine', interim: 'what is' });
    run(() => recognition.emitFinal('what is my sign'));
    expect(onTranscript).not.toHaveBeenCalled();
    run(() => recognition.emitEnd());
    run(() => recognition.emitEnd());
    expect(onTranscript).toHaveBeenCalledOnce();
    const [delivered] = onTranscript.mock.calls[0]!;
    expect(delivered).toMatchObject({
      text: 'hey Selene what is my sign',
      changed: true,
      raw: 'hey celine what is my sign',
    });
    expect(delivered.confidence).toBeCloseTo(1);
    expect(state().delivered).toEqual(delivered);
    expect(state().transcript).toEqual({ final: 'hey Selene what is my sign', interim: '' });
  });

  it('delivers "hello the lean" with 0.82', async () => {
    const { start, run, recognition, onTranscript } = setup();
    await start();
    run(() => recognition.emitFinal('hello the lean'));
    run(() => recognition.emitEnd());
    expect(onTranscript.mock.calls[0]![0].confidence).toBeCloseTo(0.82);
  });

  it('delivers nothing for an empty transcript', async () => {
    const { start, run, recognition, onTranscript } = setup();
    await start();
    run(() => recognition.emitFinal('   '));
    run(() => recognition.emitEnd());
    expect(onTranscript).not.toHaveBeenCalled();
  });

  it('counts words still interim at the end as heard', async () => {
    const { start, run, recognition, onTranscript } = setup();
    await start();
    run(() => recognition.emitInterim('what is my sign'));
    run(() => recognition.emitEnd());
    expect(onTranscript).toHaveBeenCalledWith(expect.objectContaining({ text: 'what is my sign', confidence: 1 }));
  });

  it('blocks the same transcript for 2,000 ms: blocked at 1,999 ms, delivered at 2,000 ms', async () => {
    const { start, run, recognition, onTranscript } = setup();
    const say = async (text: string, afterMs: number) => {
      await start();
      run(() => recognition.emitFinal(text));
      run(() => vi.advanceTimersByTime(afterMs));
      run(() => recognition.emitEnd());
    };
    await say('what is my sign', 0);
    expect(onTranscript).toHaveBeenCalledTimes(1);
    await say('what is my sign', 1_999);
    expect(onTranscript).toHaveBeenCalledTimes(1);
    await say('what is my sign', 1);
    expect(onTranscript).toHaveBeenCalledTimes(2);
  });

  it('delivers a different transcript within the guard', async () => {
    const { start, run, recognition, onTranscript } = setup();
    await start();
    run(() => recognition.emitFinal('what is my sign'));
    run(() => recognition.emitEnd());
    await start();
    run(() => recognition.emitFinal('and my moon'));
    run(() => vi.advanceTimersByTime(500));
    run(() => recognition.emitEnd());
    expect(onTranscript).toHaveBeenCalledTimes(2);
  });

  it('unmounting aborts quietly: no delivery, no error, microphone released', async () => {
    const { hook, start, run, recognition, microphone, onTranscript, onError } = setup();
    await start();
    run(() => recognition.emitFinal('hey selena'));
    hook.unmount();
    expect(recognition.instances[0]?.calls).toEqual(['start', 'abort']);
    expect(onTranscript).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(microphone.stoppedTracks).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useSpeechInput: errors (spec 8)', () => {
  it('reports a recognition error and keeps it to show', async () => {
    const { state, start, run, recognition, onError } = setup();
    await start();
    run(() => recognition.emitError('network'));
    const error = {
      title: 'Voice Recognition Error',
      description: 'Voice recognition needs an internet connection. Please check your connection and try again.',
      code: 'network',
    };
    expect(onError).toHaveBeenCalledWith(error);
    run(() => recognition.emitEnd());
    expect(state()).toMatchObject({ status: 'stopped', error });
  });

  it('keeps silent errors out of the view: no-speech on mobile, aborted', async () => {
    const { state, start, run, recognition, onError } = setup({ platform: mobile });
    await start();
    run(() => recognition.emitError('no-speech'));
    run(() => recognition.emitError('aborted'));
    expect(onError).toHaveBeenNthCalledWith(1, expect.objectContaining({ code: 'no-speech', silent: true }));
    expect(onError).toHaveBeenNthCalledWith(2, expect.objectContaining({ code: 'aborted', silent: true }));
    expect(state().error).toBeNull();
  });

  it.each([
    ['NotAllowedError', 'Microphone access was denied. Allow the microphone for this site to use voice input.'],
    ['NotFoundError', 'No microphone found. Please connect a microphone.'],
  ])('reports a microphone %s (no unhandled rejection)', async (errorName, description) => {
    const { state, start, onError, recognition } = setup({}, createFakeGetUserMedia({ errorName }));
    await start();
    expect(onError).toHaveBeenCalledWith({ title: 'Voice Input Error', description, code: errorName });
    expect(state()).toMatchObject({ status: 'stopped', error: { description } });
    expect(recognition.instances).toHaveLength(0);
  });

  it('reports a browser without speech recognition', async () => {
    const { state, start, onError } = setup({ recognitionFactory: null });
    expect(state().isSupported).toBe(false);
    await start();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'unsupported', title: 'Voice Input Error' }));
    expect(state().status).toBe('stopped');
  });

  it('reports a recognition that fails to start', async () => {
    const recognition = createFakeSpeechRecognition();
    const { state, start, onError, microphone } = setup({
      recognitionFactory: () => {
        const session = recognition.factory();
        session.start = () => {
          throw new DOMException('already started', 'InvalidStateError');
        };
        return session;
      },
    });
    await start();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'InvalidStateError' }));
    expect(state().status).toBe('stopped');
    expect(microphone.stoppedTracks).toBe(1);
  });

  it('clears the shown error on the next start', async () => {
    const { state, start, run, recognition } = setup();
    await start();
    run(() => recognition.emitError('audio-capture'));
    run(() => recognition.emitEnd());
    expect(state().error).not.toBeNull();
    await start();
    expect(state().error).toBeNull();
  });
});
