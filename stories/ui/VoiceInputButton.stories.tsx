import { VoiceInputButton } from '@app/ui';
import {
  createFakeClock,
  createFakeGetUserMedia,
  createFakeSpeechRecognition,
  type FakeClock,
  type FakeGetUserMedia,
  type FakeMicrophoneMode,
  type FakeSpeechRecognition,
} from '@app/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

/** The adapters every story drives: a scripted recognition, a fake microphone and a hand-moved clock. */
interface InputFakes {
  recognition: FakeSpeechRecognition;
  getUserMedia: FakeGetUserMedia;
  clock: FakeClock;
}

/**
 * A loader that makes fresh fakes for one story (the play function reads them from `loaded`).
 * The clock only moves when a play function advances it, so no timer runs at screenshot time.
 */
const fakes =
  (microphone: FakeMicrophoneMode = 'grant') =>
  async () => ({
    fakes: {
      recognition: createFakeSpeechRecognition(),
      getUserMedia: createFakeGetUserMedia(microphone),
      clock: createFakeClock(Date.UTC(2026, 2, 20, 9, 0, 0)),
    } satisfies InputFakes,
  });

const fakesOf = (loaded: Record<string, unknown>) => loaded.fakes as InputFakes;

const desktop = { isMobile: false, isSafari: false };
const mobile = { isMobile: true, isSafari: true };

const meta = {
  title: 'UI/Voice/VoiceInputButton',
  id: 'ui-voiceinputbutton',
  component: VoiceInputButton,
  parameters: {
    docs: {
      description: {
        component: `A microphone button for dictation. Pressing it asks for the microphone, listens in US English for up to 30 seconds (\`maxListeningMs\`) with a countdown, and shows the words as they are heard. When listening ends (pressed again, at the time limit, or when the browser stops), the transcript is corrected and handed to \`onTranscript\` once. Errors show inline and also go to \`onError\`.

### When to use
- Next to a text field, so people can speak a message instead of typing it. Put the delivered text into the field, for example with \`ChatInput\`'s \`setValue\` handle.
- To read replies aloud, use **VoiceOutputControls** instead.

### Do
- Do put the transcript's \`text\` into the input and let the user check and send it. The button sends nothing by itself.
- Do keep a text input beside it. Some browsers have no speech recognition; pressing the button there only shows "Voice input isn't supported in this browser".
- Do pass \`isLocked\` when the user's plan has no voice input, so the button is disabled and says why ("Premium Feature").
- Do treat errors marked \`silent: true\` in \`onError\` as log-only. The button shows nothing for them (an aborted session, and "no speech" on phones and tablets).

### Don't
- Don't show \`onError\` errors in a toast as well without a reason: errors that are not silent already show inline.
- Don't turn off \`showTranscript\` unless the words appear somewhere else while the user speaks. People need to see what was heard.

### Accessibility
- **Keyboard:** Tab reaches the button. Enter or Space starts listening, and stops it when pressed again (this also cancels a pending microphone request). When \`isLocked\` (without \`isAdmin\`) or \`isDisabled\` is set, the button is disabled and Tab skips it.
- **Roles and names:** a \`button\` named "Start voice input", or "Stop voice input" while a session is active. Locked, it is described by its visible "Premium Feature" badge (\`aria-describedby\`).
- **Status:** a \`role="status"\` region (polite) says "Starting the microphone..." while the browser's permission prompt is open, "Listening..." while listening, and "Listening stopped at the 30-second limit." after a forced stop. It is empty otherwise. It is not rendered while locked.
- **Countdown:** while listening, a \`progressbar\` named "Listening time" with the elapsed time as its value (in ms) and "N s left" as \`aria-valuetext\`. It turns to the caution colour in the last 5 seconds; the seconds stay written next to the bar, so colour is not the only signal.
- **Transcript:** a paragraph with \`aria-live="polite"\`. Screen readers read the words as they are recognised, then the corrected text when listening ends. Words still being recognised are shown in muted italics.
- **Errors:** a \`role="alert"\` block with a title ("Voice Recognition Error" or "Voice Input Error") and a description, read at once when it appears. It is cleared when the next session starts.
- **Motion:** while listening the button pulses with a ring, and the countdown bar glides. Under \`prefers-reduced-motion: reduce\` the ring and the transitions are off.
- **Touch:** the button is 44 × 44 px.`,
      },
    },
  },
  args: { platform: desktop, onTranscript: fn(), onError: fn() },
  loaders: [fakes()],
  render: (args, { loaded }) => {
    const { recognition, getUserMedia, clock } = fakesOf(loaded);
    return (
      <VoiceInputButton recognitionFactory={recognition.factory} getUserMedia={getUserMedia} clock={clock} {...args} />
    );
  },
} satisfies Meta<typeof VoiceInputButton>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Presses the microphone button and waits until the fake recognition listens. */
async function startListening(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(canvas.getByRole('button', { name: 'Start voice input' }));
  return canvas.findByRole('progressbar', { name: 'Listening time' });
}

/** Presses the button, lets the fake recognition fail with `code`, then end, and returns the alert. */
async function failWith(canvas: Canvas, userEvent: UserEvent, loaded: Record<string, unknown>, code: string) {
  const { recognition } = fakesOf(loaded);
  await startListening(canvas, userEvent);
  recognition.emitError(code);
  recognition.emitEnd();
  await canvas.findByRole('button', { name: 'Start voice input' });
}

export const Idle: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, loaded }) => {
    const button = canvas.getByRole('button', { name: 'Start voice input' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(fakesOf(loaded).getUserMedia.calls).toEqual([]);
  },
};

/** The browser's microphone prompt is open: the request waits, nothing listens yet. */
export const Initialising: Story = {
  tags: ['interaction'],
  loaders: [fakes('pending')],
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start voice input' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Starting the microphone...');
    await expect(canvas.getByRole('button', { name: 'Stop voice input' })).toBeVisible();
    await expect(fakesOf(loaded).getUserMedia.calls).toEqual([
      { audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } },
    ]);
    await expect(fakesOf(loaded).recognition.instances).toHaveLength(0);
  },
};

/** Listening: the countdown, the words already final and, in muted italics, the phrase still being spoken. */
export const ListeningWithInterimTranscript: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, loaded }) => {
    const { recognition, clock } = fakesOf(loaded);
    const bar = await startListening(canvas, userEvent);
    await expect(recognition.current).toMatchObject({
      lang: 'en-US',
      continuous: true,
      interimResults: true,
      maxAlternatives: 3,
    });
    clock.advance(4_000);
    recognition.emitFinal('hey celine');
    recognition.emitInterim('what does the moon in pisces');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '26 s left'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Listening...');
    await expect(canvas.getByText('26 s left')).toBeVisible();
    const interim = await canvas.findByText('what does the moon in pisces');
    await expect(getComputedStyle(interim).fontStyle).toBe('italic');
    await expect(getComputedStyle(canvas.getByText('hey celine')).fontStyle).toBe('normal');
    await expect(interim.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('button', { name: 'Stop voice input' })).toBeVisible();
  },
};

/** Stopping ends recognition: the corrected transcript is delivered once, with its confidence. */
export const FinalTranscriptDelivered: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, loaded, args }) => {
    const { recognition } = fakesOf(loaded);
    await startListening(canvas, userEvent);
    recognition.emitFinal('hey celine what is my sign');
    await canvas.findByText('hey celine what is my sign');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop voice input' }));
    await expect(await canvas.findByText('hey Selene what is my sign')).toBeVisible();
    // A second end event (some browsers send one) delivers nothing more.
    recognition.emitEnd();
    await expect(args.onTranscript).toHaveBeenCalledOnce();
    await expect(args.onTranscript).toHaveBeenCalledWith({
      text: 'hey Selene what is my sign',
      raw: 'hey celine what is my sign',
      confidence: 1,
      changed: true,
    });
    await expect(canvas.getByRole('button', { name: 'Start voice input' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Two seconds before the 30 s limit the countdown turns to the caution tone. */
export const CountdownNearLimit: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, loaded }) => {
    const { recognition, clock } = fakesOf(loaded);
    const bar = await startListening(canvas, userEvent);
    recognition.emitFinal('hello selene will my week be calm');
    clock.advance(28_000);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '2 s left'));
    await expect(bar).toHaveAttribute('aria-valuenow', '28000');
    await expect(bar).toHaveAttribute('aria-valuemax', '30000');
    await expect(canvas.getByText('2 s left')).toBeVisible();
    await expect(bar.closest('[data-near-limit]')).not.toBeNull();
    await expect(recognition.current?.calls).toEqual(['start']);
  },
};

/** At 30,000 ms listening is force-stopped and what was heard is delivered. */
export const ForceStoppedAtLimit: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, loaded, args }) => {
    const { recognition, clock } = fakesOf(loaded);
    await startListening(canvas, userEvent);
    recognition.emitFinal('hello the lean');
    clock.advance(29_900);
    await expect(recognition.current?.calls).toEqual(['start']);
    clock.advance(100);
    await expect(recognition.current?.calls).toEqual(['start', 'stop']);
    await expect(await canvas.findByText('Listening stopped at the 30-second limit.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start voice input' })).toBeVisible();
    await expect(canvas.getByText('hello Selene')).toBeVisible();
    await expect(args.onTranscript).toHaveBeenCalledOnce();
    await expect(args.onTranscript).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'hello Selene', confidence: 0.82 }),
    );
    await expect(clock.activeIntervals).toBe(0);
  },
};

/** One story per message: the alert the user sees and what `onError` receives (e.g. for a toast). */
const showsRecognitionError =
  (code: string, description: string): Story['play'] =>
  async ({ canvas, userEvent, loaded, args }) => {
    await failWith(canvas, userEvent, loaded, code);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Voice Recognition Error');
    await expect(alert).toHaveTextContent(description);
    await expect(args.onError).toHaveBeenCalledWith({ title: 'Voice Recognition Error', description, code });
  };

const notAllowed = 'Microphone access was denied. Allow the microphone for this site to use voice input.';
const noSpeech = 'No speech detected. Please speak clearly and try again.';

export const ErrorNotAllowed: Story = { play: showsRecognitionError('not-allowed', notAllowed) };

export const ErrorNotAllowedMobileHint: Story = {
  args: { platform: mobile },
  play: showsRecognitionError(
    'not-allowed',
    `${notAllowed} On a phone or tablet, open your browser's site settings, allow the microphone, then reload the page.`,
  ),
};

export const ErrorNetwork: Story = {
  play: showsRecognitionError(
    'network',
    'Voice recognition needs an internet connection. Please check your connection and try again.',
  ),
};

export const ErrorNoSpeech: Story = { play: showsRecognitionError('no-speech', noSpeech) };

export const ErrorAudioCapture: Story = {
  play: showsRecognitionError(
    'audio-capture',
    "Your microphone couldn't capture any audio. Please check that it is connected and not muted.",
  ),
};

export const ErrorServiceNotAllowed: Story = {
  play: showsRecognitionError('service-not-allowed', 'Speech service not available. Please try again later.'),
};

export const ErrorOther: Story = {
  play: showsRecognitionError(
    'language-not-supported',
    'Voice recognition error: language-not-supported. Please try again.',
  ),
};

/** Silent errors reach `onError` flagged `silent` and show nothing. */
const staysSilent =
  (code: string, description: string): Story['play'] =>
  async ({ canvas, userEvent, loaded, args }) => {
    await failWith(canvas, userEvent, loaded, code);
    await expect(args.onError).toHaveBeenCalledWith({
      title: 'Voice Recognition Error',
      description,
      code,
      silent: true,
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByText(description)).not.toBeInTheDocument();
  };

export const ErrorAborted: Story = { play: staysSilent('aborted', 'Voice input was stopped.') };

/** Mobile browsers end quiet sessions with no-speech all the time: nothing is shown there. */
export const MobileNoSpeechSilent: Story = { args: { platform: mobile }, play: staysSilent('no-speech', noSpeech) };

/** The microphone request is rejected with a DOMException of `errorName`. */
const showsMicrophoneError =
  (errorName: string, description: string): Story['play'] =>
  async ({ canvas, userEvent, loaded, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start voice input' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Voice Input Error');
    await expect(alert).toHaveTextContent(description);
    await expect(args.onError).toHaveBeenCalledWith({ title: 'Voice Input Error', description, code: errorName });
    await expect(canvas.getByRole('button', { name: 'Start voice input' })).toBeVisible();
    await expect(fakesOf(loaded).recognition.instances).toHaveLength(0);
  };

export const ErrorMicrophoneNotAllowed: Story = {
  loaders: [fakes({ errorName: 'NotAllowedError' })],
  play: showsMicrophoneError('NotAllowedError', notAllowed),
};

export const ErrorNoMicrophone: Story = {
  loaders: [fakes({ errorName: 'NotFoundError' })],
  play: showsMicrophoneError('NotFoundError', 'No microphone found. Please connect a microphone.'),
};

export const ErrorMicrophoneBusy: Story = {
  loaders: [fakes({ errorName: 'NotReadableError' })],
  play: showsMicrophoneError(
    'NotReadableError',
    "Your microphone is in use by another app or couldn't be started. Close the other app and try again.",
  ),
};

export const ErrorMicrophoneAborted: Story = {
  loaders: [fakes({ errorName: 'AbortError' })],
  play: showsMicrophoneError('AbortError', 'The microphone stopped before voice input could start. Please try again.'),
};

export const ErrorMicrophoneOther: Story = {
  loaders: [fakes({ errorName: 'SecurityError' })],
  play: showsMicrophoneError('SecurityError', 'Microphone error: SecurityError. Please try again.'),
};

/** `recognition.start()` throws (e.g. the service is already running in another tab). */
export const ErrorStartFailed: Story = {
  tags: ['interaction'],
  render: (args, { loaded }) => {
    const { recognition, getUserMedia, clock } = fakesOf(loaded);
    const failing = () => {
      const session = recognition.factory();
      session.start = () => {
        throw new DOMException('recognition has already started', 'InvalidStateError');
      };
      return session;
    };
    return <VoiceInputButton {...args} recognitionFactory={failing} getUserMedia={getUserMedia} clock={clock} />;
  },
  play: async ({ canvas, userEvent, loaded, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start voice input' }));
    const description = "Voice input couldn't start. Please try again.";
    await expect(await canvas.findByRole('alert')).toHaveTextContent(description);
    await expect(args.onError).toHaveBeenCalledWith({
      title: 'Voice Input Error',
      description,
      code: 'InvalidStateError',
    });
    await expect(fakesOf(loaded).getUserMedia.stoppedTracks).toBe(1);
  },
};

/** A browser without speech recognition explains itself when the button is pressed. */
export const ErrorUnsupported: Story = {
  tags: ['interaction'],
  args: { recognitionFactory: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start voice input' }));
    const description = "Voice input isn't supported in this browser. Try Chrome, Edge or Safari.";
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Voice Input Error');
    await expect(alert).toHaveTextContent(description);
    await expect(args.onError).toHaveBeenCalledWith({ title: 'Voice Input Error', description, code: 'unsupported' });
  },
};

/** Free tier (spec 6): a disabled button with a "Premium Feature" badge. */
export const PremiumLocked: Story = {
  tags: ['interaction'],
  args: { isLocked: true },
  play: async ({ canvas, userEvent, loaded }) => {
    const button = canvas.getByRole('button', { name: 'Start voice input' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Premium Feature');
    await expect(canvas.getByText('Premium Feature')).toBeVisible();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(fakesOf(loaded).getUserMedia.calls).toEqual([]);
  },
};

/** Admins bypass the tier lock (spec 6). */
export const AdminBypassesLock: Story = {
  args: { isLocked: true, isAdmin: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start voice input' })).toBeEnabled();
    await expect(canvas.queryByText('Premium Feature')).not.toBeInTheDocument();
  },
};
