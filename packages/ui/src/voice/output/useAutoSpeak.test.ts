import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeSpeechSynthesis } from './fakes';
import { type SpokenMessage, useAutoSpeak } from './useAutoSpeak';
import { useSpeechOutput } from './useSpeechOutput';

interface Props {
  message: SpokenMessage | null;
  enabled: boolean;
}

function setup(initial: Props) {
  const synthesis = createFakeSpeechSynthesis();
  const hook = renderHook(
    ({ message, enabled }: Props) => {
      const speech = useSpeechOutput({ synthesis, platform: { isMobile: false, isSafari: false } });
      useAutoSpeak({ speech, message, enabled });
      return speech;
    },
    { initialProps: initial },
  );
  return { ...hook, synthesis };
}

const first = { id: 'm1', text: 'The Moon is full' };
const second = { id: 'm2', text: 'Rest tonight' };

describe('useAutoSpeak', () => {
  it('speaks each new message once per id while the toggle is on', async () => {
    const { rerender, synthesis } = setup({ message: null, enabled: true });
    await act(async () => rerender({ message: first, enabled: true }));
    await act(async () => rerender({ message: { ...first }, enabled: true }));
    await act(async () => rerender({ message: second, enabled: true }));
    await act(async () => rerender({ message: second, enabled: true }));
    expect(synthesis.spoken.map((u) => u.text)).toEqual(['The Moon is full', 'Rest tonight']);
  });

  it('does not speak while the toggle is off, nor the message already there when it turns on', async () => {
    const { rerender, synthesis } = setup({ message: first, enabled: true });
    await act(async () => rerender({ message: second, enabled: false }));
    await act(async () => rerender({ message: second, enabled: true }));
    expect(synthesis.calls).not.toContain('speak');
  });

  it('turning the toggle off cancels speech', async () => {
    const { result, rerender, synthesis } = setup({ message: null, enabled: true });
    await act(async () => rerender({ message: first, enabled: true }));
    expect(result.current.state).toBe('speaking');
    await act(async () => rerender({ message: first, enabled: false }));
    expect(synthesis.calls).toEqual(['speak', 'cancel']);
    expect(result.current.state).toBe('idle');
  });

  it('does not cancel anything when it starts with the toggle off', () => {
    const { synthesis } = setup({ message: first, enabled: false });
    expect(synthesis.calls).toEqual([]);
  });
});
