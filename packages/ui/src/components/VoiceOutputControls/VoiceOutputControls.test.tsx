import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeAudioPlayer,
  createFakeSpeechSynthesis,
  createFakeTtsFetcher,
  type FakeSpeechSynthesisOptions,
  type FakeTtsAnswer,
} from '../../voice/output/fakes';
import { VoiceOutputControls, type VoiceOutputControlsProps } from './VoiceOutputControls';

const message = { id: 'm1', text: 'The **Moon** is full.\n\nRest tonight' };

function setup(
  props: Partial<VoiceOutputControlsProps> = {},
  answer: FakeTtsAnswer | FakeTtsAnswer[] = 'audio',
  synthesisOptions: FakeSpeechSynthesisOptions = {},
) {
  const fetchTts = createFakeTtsFetcher(answer);
  const audioPlayer = createFakeAudioPlayer();
  const synthesis = createFakeSpeechSynthesis(synthesisOptions);
  const onError = vi.fn();
  const all = {
    message,
    fetchTts,
    audioPlayer,
    synthesis,
    onError,
    platform: { isMobile: false, isSafari: false },
    ...props,
  };
  const view = render(<VoiceOutputControls {...all} />);
  return {
    ...view,
    fetchTts,
    audioPlayer,
    synthesis,
    onError,
    user: userEvent.setup(),
    rerenderWith: (next: Partial<VoiceOutputControlsProps>) =>
      view.rerender(<VoiceOutputControls {...all} {...next} />),
  };
}

describe('VoiceOutputControls', () => {
  it('shows the toggle (off), the speed (1×) and "Play reply" when idle', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Voice output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voice replies' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Playback speed/ })).toHaveTextContent('1×');
    expect(screen.getByRole('button', { name: 'Play reply' })).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('plays the server audio, announces "Speaking", pauses, resumes and stops', async () => {
    const { user, audioPlayer } = setup();
    await user.click(screen.getByRole('button', { name: 'Play reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Speaking');
    expect(audioPlayer.played).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getByRole('status')).toHaveTextContent('Speaking');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(audioPlayer.calls).toEqual(['play', 'pause', 'resume', 'stop']);
  });

  it('announces "Loading voice" while the server prepares the audio', async () => {
    const { user } = setup({}, 'pending');
    await user.click(screen.getByRole('button', { name: 'Play reply' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading voice');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  });

  it('falls back to the browser voice after a 503, warning inline and through onError', async () => {
    const { user, synthesis, onError } = setup({}, { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Play reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Voice temporarily unavailable');
    expect(synthesis.spoken).toEqual([{ text: 'The Moon is full. Rest tonight', rate: 0.9, volume: 1, lang: 'en-US' }]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Voice temporarily unavailable' }));
  });

  it('speaks at the chosen speed (keyboard)', async () => {
    const onSpeedChange = vi.fn();
    const { user, synthesis } = setup({ onSpeedChange }, { status: 500 });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /Playback speed/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: '1×' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSpeedChange).toHaveBeenCalledWith(1.25);
    expect(screen.getByRole('button', { name: /Playback speed/ })).toHaveTextContent('1.25×');
    await user.click(screen.getByRole('button', { name: 'Play reply' }));
    await waitFor(() => expect(synthesis.spoken[0]?.rate).toBe(1.125));
  });

  it('plays a new reply by itself only while "Voice replies" is on; turning it off stops speech', async () => {
    const { user, rerenderWith, synthesis, fetchTts, audioPlayer } = setup({ message: null }, { status: 503 });
    rerenderWith({ message });
    expect(fetchTts.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Voice replies' }));
    expect(screen.getByRole('button', { name: 'Voice replies' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => rerenderWith({ message: { id: 'm2', text: 'Breathe' } }));
    await waitFor(() => expect(synthesis.spoken.map((u) => u.text)).toEqual(['Breathe']));
    await user.click(screen.getByRole('button', { name: 'Voice replies' }));
    expect(synthesis.calls.at(-1)).toBe('cancel');
    expect(screen.getByRole('button', { name: 'Play reply' })).toBeInTheDocument();
    expect(audioPlayer.played).toEqual([]);
  });

  it.each([
    [{ status: 403, message: 'Upgrade to hear Selene' }, {}, 'Upgrade to hear Selene'],
    [{ status: 403 }, {}, 'Voice features require Plus tier or higher'],
    [{ status: 502 }, { supported: false }, 'Voice synthesis not available on this device'],
    [{ status: 502 }, { throwOnSpeak: true }, 'Voice synthesis not available'],
    [
      { status: 503 },
      { failWith: 'audio-hardware' },
      'Audio hardware issue. Please check your speakers or headphones.',
    ],
    [{ status: 503 }, { failWith: 'text-too-long' }, 'Voice playback error: text-too-long'],
  ] as const)('%j with %j shows "%s" as an alert', async (answer, synthesisOptions, text) => {
    const { user, onError } = setup({}, answer, synthesisOptions);
    await user.click(screen.getByRole('button', { name: 'Play reply' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ message: text, severity: 'error' }));
    expect(screen.getByRole('button', { name: 'Play reply' })).toBeInTheDocument();
  });

  it('has nothing to play without a reply', () => {
    setup({ message: null });
    expect(screen.getByRole('button', { name: 'Play reply' })).toBeDisabled();
  });

  it('locks the paid feature: a disabled toggle with the assistant-named badge, no speech', () => {
    const { synthesis } = setup({ isPaidFeatureLocked: true, defaultEnabled: true });
    const toggle = screen.getByRole('button', { name: 'Voice replies' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('Selene Voice Voice replies are part of paid plans');
    expect(screen.getByText('Selene Voice')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Play reply' })).not.toBeInTheDocument();
    expect(synthesis.calls).toEqual([]);
  });

  it('names the badge after the given assistant', () => {
    setup({ isPaidFeatureLocked: true, assistantName: 'Orion' });
    expect(screen.getByText('Orion Voice')).toBeInTheDocument();
  });

  it('stops speech when the feature becomes locked', async () => {
    const { user, rerenderWith, audioPlayer } = setup();
    await user.click(screen.getByRole('button', { name: 'Play reply' }));
    await screen.findByText('Speaking');
    rerenderWith({ isPaidFeatureLocked: true });
    expect(audioPlayer.calls.at(-1)).toBe('stop');
  });

  it('lets admins bypass the paid gate', () => {
    setup({ isPaidFeatureLocked: true, isAdmin: true });
    expect(screen.getByRole('button', { name: 'Voice replies' })).toBeEnabled();
    expect(screen.queryByText('Selene Voice')).not.toBeInTheDocument();
  });

  it('reports state changes', async () => {
    const onStateChange = vi.fn();
    const { user } = setup({ onStateChange });
    expect(onStateChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Play reply' }));
    await waitFor(() => expect(onStateChange).toHaveBeenLastCalledWith('speaking'));
    expect(onStateChange.mock.calls.map(([state]) => state)).toEqual(['loading', 'speaking']);
  });
});
