import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeClock,
  createFakeGetUserMedia,
  createFakeSpeechRecognition,
  type FakeMicrophoneMode,
} from '../../voice/input/fakes';
import { VoiceInputButton, type VoiceInputButtonProps } from './VoiceInputButton';

const desktop = { isMobile: false, isSafari: false };
const mobile = { isMobile: true, isSafari: true };

function renderButton(props: Partial<VoiceInputButtonProps> = {}, microphone: FakeMicrophoneMode = 'grant') {
  const recognition = createFakeSpeechRecognition();
  const clock = createFakeClock();
  const onTranscript = vi.fn();
  const onError = vi.fn();
  const user = userEvent.setup();
  render(
    <VoiceInputButton
      recognitionFactory={recognition.factory}
      getUserMedia={createFakeGetUserMedia(microphone)}
      platform={desktop}
      clock={clock}
      onTranscript={onTranscript}
      onError={onError}
      {...props}
    />,
  );
  return { recognition, clock, onTranscript, onError, user };
}

const startButton = () => screen.getByRole('button', { name: 'Start voice input' });
const stopButton = () => screen.getByRole('button', { name: 'Stop voice input' });

describe('VoiceInputButton', () => {
  it('starts listening, counts down and shows the live transcript with interim words apart', async () => {
    const { recognition, clock, user } = renderButton();
    await user.click(startButton());
    expect(stopButton()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Listening...');
    const bar = screen.getByRole('progressbar', { name: 'Listening time' });
    expect(bar).toHaveAttribute('aria-valuetext', '30 s left');
    act(() => clock.advance(28_000));
    expect(bar).toHaveAttribute('aria-valuetext', '2 s left');
    expect(bar).toHaveAttribute('aria-valuenow', '28000');
    expect(bar).toHaveAttribute('aria-valuemax', '30000');
    expect(within(bar).getByText('2 s left')).toBeVisible();

    act(() => recognition.emitFinal('hey celine'));
    act(() => recognition.emitInterim('what is my'));
    const live = screen.getByText('hey celine').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('hey celine what is my');
    expect(screen.getByText('what is my')).not.toBe(screen.getByText('hey celine'));
    expect(screen.getByText('what is my').className).not.toBe(screen.getByText('hey celine').className);
  });

  it('delivers the corrected transcript once when stopped, and shows it', async () => {
    const { recognition, onTranscript, user } = renderButton();
    await user.click(startButton());
    act(() => recognition.emitFinal('hey celine what is my sign'));
    await user.click(stopButton());
    expect(onTranscript).toHaveBeenCalledOnce();
    expect(onTranscript).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'hey Selene what is my sign', confidence: 1, changed: true }),
    );
    expect(startButton()).toBeInTheDocument();
    expect(screen.getByText('hey Selene what is my sign')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('force-stops at the 30 s limit and says so', async () => {
    const { recognition, clock, onTranscript, user } = renderButton();
    await user.click(startButton());
    act(() => recognition.emitFinal('hello the lean'));
    act(() => clock.advance(30_000));
    expect(recognition.current?.calls).toEqual(['start', 'stop']);
    expect(startButton()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Listening stopped at the 30-second limit.');
    expect(onTranscript.mock.calls[0]![0].confidence).toBeCloseTo(0.82);
  });

  it('shows "Starting the microphone..." while the permission prompt is open', async () => {
    const { user } = renderButton({}, 'pending');
    await user.click(startButton());
    expect(screen.getByRole('status')).toHaveTextContent('Starting the microphone...');
    expect(stopButton()).toBeInTheDocument();
  });

  it('is keyboard operable', async () => {
    const { user } = renderButton();
    await user.tab();
    expect(startButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stopButton()).toHaveFocus();
    await user.keyboard(' ');
    expect(startButton()).toHaveFocus();
  });

  it.each([
    ['not-allowed', 'Microphone access was denied. Allow the microphone for this site to use voice input.'],
    ['network', 'Voice recognition needs an internet connection. Please check your connection and try again.'],
    ['no-speech', 'No speech detected. Please speak clearly and try again.'],
    ['audio-capture', "Your microphone couldn't capture any audio. Please check that it is connected and not muted."],
    ['service-not-allowed', 'Speech service not available. Please try again later.'],
    ['bad-grammar', 'Voice recognition error: bad-grammar. Please try again.'],
  ])('shows the %s recognition error inline', async (code, description) => {
    const { recognition, onError, user } = renderButton();
    await user.click(startButton());
    act(() => recognition.emitError(code));
    act(() => recognition.emitEnd());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Voice Recognition Error');
    expect(alert).toHaveTextContent(description);
    expect(onError).toHaveBeenCalledWith({ title: 'Voice Recognition Error', description, code });
  });

  it('adds the site-settings hint on mobile, and keeps no-speech and aborted silent there', async () => {
    const { recognition, onError, user } = renderButton({ platform: mobile });
    await user.click(startButton());
    act(() => recognition.emitError('no-speech'));
    act(() => recognition.emitError('aborted'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(2);
    act(() => recognition.emitError('not-allowed'));
    expect(screen.getByRole('alert')).toHaveTextContent("open your browser's site settings");
  });

  it.each([
    ['NotAllowedError', 'Microphone access was denied.'],
    ['NotFoundError', 'No microphone found. Please connect a microphone.'],
    ['NotReadableError', 'Your microphone is in use by another app'],
    ['AbortError', 'The microphone stopped before voice input could start. Please try again.'],
  ])('shows the microphone %s inline', async (errorName, description) => {
    const { user } = renderButton({}, { errorName });
    await user.click(startButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Voice Input Error');
    expect(alert).toHaveTextContent(description);
    expect(startButton()).toBeInTheDocument();
  });

  it('explains a browser without speech recognition', async () => {
    const { user } = renderButton({ recognitionFactory: null });
    await user.click(startButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Voice input isn't supported in this browser. Try Chrome, Edge or Safari.",
    );
  });

  it('is locked with a "Premium Feature" badge for the free tier; admins bypass it', () => {
    renderButton({ isLocked: true });
    const button = startButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Premium Feature');
    expect(screen.getByText('Premium Feature')).toBeVisible();
  });

  it('lets admins through the lock', () => {
    renderButton({ isLocked: true, isAdmin: true });
    expect(startButton()).toBeEnabled();
    expect(screen.queryByText('Premium Feature')).not.toBeInTheDocument();
  });
});
