import { type SpokenMessage, VoiceOutputControls, type VoiceOutputControlsProps } from '@app/ui';
import {
  createFakeAudioPlayer,
  createFakeSpeechSynthesis,
  createFakeTtsFetcher,
  type FakeAudioPlayer,
  type FakeSpeechSynthesis,
  type FakeSpeechSynthesisOptions,
  type FakeTtsAnswer,
  type FakeTtsFetcher,
} from '@app/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

/** The adapters every story drives: scripted `/api/tts`, audio and browser voice, all recording. */
interface VoiceFakes {
  fetchTts: FakeTtsFetcher;
  audioPlayer: FakeAudioPlayer;
  synthesis: FakeSpeechSynthesis;
}

/** A loader that makes fresh fakes for one story (the play function reads them from `loaded`). */
const fakes =
  (answer: FakeTtsAnswer | FakeTtsAnswer[], synthesis: FakeSpeechSynthesisOptions = {}) =>
  async () => ({
    fakes: {
      fetchTts: createFakeTtsFetcher(answer),
      audioPlayer: createFakeAudioPlayer(),
      synthesis: createFakeSpeechSynthesis(synthesis),
    } satisfies VoiceFakes,
  });

const fakesOf = (loaded: Record<string, unknown>) => loaded.fakes as VoiceFakes;

const reply: SpokenMessage = {
  id: 'reply-1',
  text: "## Tonight's Moon\n\nThe **full Moon** in _Pisces_ asks you to rest.\nLet your intuition lead",
};
/** What the server receives: cleaned, with the leading expression tag. */
const serverText = "[warmly] Tonight's Moon. The full Moon in Pisces asks you to rest. Let your intuition lead";
/** What the browser voice receives: the same without the tag. */
const browserText = "Tonight's Moon. The full Moon in Pisces asks you to rest. Let your intuition lead";

const desktop = { isMobile: false, isSafari: false };

const meta = {
  title: 'UI/Voice/VoiceOutputControls',
  id: 'ui-voiceoutputcontrols',
  component: VoiceOutputControls,
  parameters: {
    docs: {
      description: {
        component: `The controls that read assistant replies aloud: a "Voice replies" toggle, a playback speed, and Play reply / Stop plus Pause / Resume for the last reply. While the toggle is on, each new reply plays by itself; turning it off stops speech. With \`fetchTts\` the server's voice is used first and the browser's voice takes over when the server fails (except on 403); without it the browser's voice reads. Errors show inline and also go to \`onError\`.

### When to use
- Once per conversation, near the message list or the composer, with the last complete assistant reply as \`message\`.
- For dictation (speech to text), use **VoiceInputButton** instead.

### Do
- Do pass a streaming reply as \`message\` only once it is complete, and give every message a stable \`id\`: each id plays by itself at most once.
- Do pass \`isPaidFeatureLocked\` when the user's plan has no voice. The controls are then replaced by a disabled "Voice replies" button and a badge with the assistant's name, and any speech stops.
- Do toast only errors with \`severity: 'error'\` if you toast at all. A \`warning\` means the browser's voice is reading the reply instead of the server's.

### Don't
- Don't expect the reply already on screen to play when the controls mount or when the toggle is switched on. Only replies that arrive later play by themselves; "Play reply" reads the current one.
- Don't render two of them for one conversation: each plays new replies on its own.
- Don't hide the controls with CSS while a reply plays: only Stop, turning the toggle off, or unmounting the controls ends the speech.

### Accessibility
- **Keyboard:** Tab moves through the toggle, the speed, Play reply (or Stop) and, while speaking or paused, Pause (or Resume). Enter or Space presses the buttons and flips the toggle. On the speed button, Enter, Space, Arrow Down or Arrow Up opens the list, and Arrow Left / Arrow Right change the speed without opening it. In the list, Arrow Up / Arrow Down move, Enter picks a speed, and Escape closes it; focus returns to the speed button. Disabled controls are skipped by Tab.
- **Roles and names:** a \`group\` named "Voice output". The toggle is a \`button\` named "Voice replies" with \`aria-pressed\`. The speed is a \`button\` named by its value and the "Playback speed" label (for example "1× Playback speed"); it opens a \`listbox\` of options from 0.5× to 2×. Play reply is disabled while there is no reply to read.
- **Status:** a \`role="status"\` region (polite) says "Loading voice", "Speaking" or "Paused", and is empty when idle.
- **Errors:** a \`role="alert"\` paragraph, read at once when it appears: errors in the critical colour, warnings in the caution colour, both with an icon and a text message.
- **Locked:** a disabled "Voice replies" button (skipped by Tab) described by the badge ("Selene Voice" with the default name) and the hidden hint "Voice replies are part of paid plans".
- **Small screens:** under 480 px the "Playback speed" label is visually hidden, and under 360 px so are the buttons' words. Both are still read by screen readers.
- **Motion:** buttons shrink slightly while pressed and change colour with a short transition. Under \`prefers-reduced-motion: reduce\` neither happens.
- **Touch:** every button is at least 44 × 44 px. The speed options are 36 px tall.`,
      },
    },
  },
  args: {
    message: reply,
    platform: desktop,
    onError: fn(),
    onEnabledChange: fn(),
    onSpeedChange: fn(),
    onStateChange: fn(),
  },
  loaders: [fakes('audio')],
  render: (args, { loaded }) => <VoiceOutputControls {...args} {...fakesOf(loaded)} />,
} satisfies Meta<typeof VoiceOutputControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(canvas.getByRole('group', { name: 'Voice output' })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Voice replies' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: /Playback speed/ })).toHaveTextContent('1×');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    // Keyboard: the toggle, the speed and Play reply are reached in order with Tab.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Playback speed/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play reply' })).toHaveFocus();
    await expect(fakesOf(loaded).fetchTts.requests).toEqual([]);
  },
};

export const Loading: Story = {
  tags: ['interaction'],
  loaders: [fakes('pending')],
  play: async ({ canvas, userEvent, loaded, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play reply' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading voice');
    await expect(canvas.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(fakesOf(loaded).fetchTts.requests).toEqual([{ text: serverText }]);
    await expect(args.onStateChange).toHaveBeenLastCalledWith('loading');
  },
};

/** The server's mp3 plays; the browser voice stays silent. */
export const SpeakingServerAudio: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, loaded }) => {
    const { audioPlayer, synthesis } = fakesOf(loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Play reply' }));
    await expect(await canvas.findByText('Speaking')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(audioPlayer.played).toEqual([{ type: 'audio/mpeg', size: 4, rate: 1 }]);
    await expect(synthesis.spoken).toEqual([]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** `/api/tts` answers 503: the browser voice reads the reply, without the expression tag. */
export const SpeakingBrowserFallback: Story = {
  tags: ['interaction'],
  loaders: [fakes({ status: 503 })],
  play: async ({ canvas, userEvent, loaded }) => {
    const { audioPlayer, synthesis } = fakesOf(loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Play reply' }));
    await expect(await canvas.findByText('Speaking')).toBeVisible();
    await expect(synthesis.spoken).toEqual([{ text: browserText, rate: 0.9, volume: 1, lang: 'en-US' }]);
    await expect(audioPlayer.played).toEqual([]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Voice temporarily unavailable');
  },
};

/** Desktop Safari's browser voice reads at 0.8; mobile at 0.85 with volume 0.9 (spec 9). */
export const BrowserVoiceOnMobile: Story = {
  tags: ['interaction'],
  args: { platform: { isMobile: true, isSafari: true } },
  loaders: [fakes({ status: 503 })],
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play reply' }));
    await expect(await canvas.findByText('Speaking')).toBeVisible();
    await expect(fakesOf(loaded).synthesis.spoken).toEqual([
      { text: browserText, rate: 0.85, volume: 0.9, lang: 'en-US' },
    ]);
  },
};

export const Paused: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, loaded }) => {
    const { audioPlayer } = fakesOf(loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Play reply' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Paused');
    await expect(canvas.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(audioPlayer.calls).toEqual(['play', 'pause']);
  },
};

/** Pick 1.25× with the keyboard: the browser voice reads at 0.9 × 1.25 = 1.125. */
export const SpeedSelection: Story = {
  tags: ['interaction'],
  loaders: [fakes({ status: 500 })],
  play: async ({ canvas, userEvent, loaded, args, canvasElement }) => {
    const speed = canvas.getByRole('button', { name: /Playback speed/ });
    await userEvent.tab();
    await userEvent.tab();
    await expect(speed).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const options = await waitFor(() => {
      const list = canvasElement.ownerDocument.querySelectorAll('[role="option"]');
      if (list.length === 0) throw new Error('no options yet');
      return [...list].map((option) => option.textContent);
    });
    await expect(options).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSpeedChange).toHaveBeenCalledWith(1.25);
    await expect(speed).toHaveTextContent('1.25×');
    await userEvent.click(canvas.getByRole('button', { name: 'Play reply' }));
    await waitFor(() => expect(fakesOf(loaded).synthesis.spoken).toHaveLength(1));
    await expect(fakesOf(loaded).synthesis.spoken[0]).toMatchObject({ text: browserText, rate: 1.125, volume: 1 });
    // Let the reply end so the picture does not depend on the focus left in the list.
    fakesOf(loaded).synthesis.finish();
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
  },
};

export const ToggleOffStopsSpeech: Story = {
  tags: ['interaction'],
  args: { defaultEnabled: true },
  play: async ({ canvas, userEvent, loaded, args }) => {
    const { audioPlayer } = fakesOf(loaded);
    const toggle = canvas.getByRole('button', { name: 'Voice replies' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Play reply' }));
    await expect(await canvas.findByText('Speaking')).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onEnabledChange).toHaveBeenCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(audioPlayer.calls.at(-1)).toBe('stop');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Play reply' })).toBeVisible();
  },
};

/** A chat stand-in: the next assistant reply arrives when the button below is pressed. */
function ChatWithNewReplies(props: VoiceOutputControlsProps) {
  const [message, setMessage] = useState<SpokenMessage | null>(reply);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <VoiceOutputControls {...props} message={message} />
      <button type="button" onClick={() => setMessage({ id: 'reply-2', text: 'Breathe *slowly* tonight' })}>
        Deliver the next reply
      </button>
    </div>
  );
}

/** With Voice replies on, a new reply plays by itself (once); the reply already shown does not. */
export const AutoPlaysNewReply: Story = {
  tags: ['interaction'],
  args: { defaultEnabled: true },
  loaders: [fakes({ status: 503 })],
  render: (args, { loaded }) => <ChatWithNewReplies {...args} {...fakesOf(loaded)} />,
  play: async ({ canvas, userEvent, loaded }) => {
    const { synthesis, fetchTts } = fakesOf(loaded);
    await expect(fetchTts.requests).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver the next reply' }));
    await expect(await canvas.findByText('Speaking')).toBeVisible();
    await expect(fetchTts.requests.map((request) => request.text)).toEqual(['[warmly] Breathe slowly tonight']);
    await expect(synthesis.spoken.map((utterance) => utterance.text)).toEqual(['Breathe slowly tonight']);
  },
};

/**
 * Plays the reply and expects `text` as an inline alert and through onError. A warning leaves the
 * browser voice reading the reply: the play function lets it end, so every error story is idle.
 */
const expectError =
  (text: string, severity: 'error' | 'warning' = 'error'): Story['play'] =>
  async ({ canvas, userEvent, args, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play reply' }));
    if (severity === 'warning') {
      await expect(await canvas.findByText('Speaking')).toBeVisible();
      await expect(fakesOf(loaded).synthesis.spoken.map((utterance) => utterance.text)).toEqual([browserText]);
      fakesOf(loaded).synthesis.finish();
    }
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text));
    await expect(args.onError).toHaveBeenLastCalledWith(expect.objectContaining({ message: text, severity }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Play reply' })).toBeVisible();
  };

/** 403 with the server's message: shown as is, and the browser voice does not take over. */
export const ErrorForbiddenServerMessage: Story = {
  loaders: [fakes({ status: 403, message: "Upgrade to Core to hear Selene's replies" })],
  play: async (context) => {
    await expectError("Upgrade to Core to hear Selene's replies")?.(context);
    await expect(fakesOf(context.loaded).synthesis.calls).toEqual([]);
  },
};

/** 403 without a message. */
export const ErrorForbidden: Story = {
  loaders: [fakes({ status: 403 })],
  play: expectError('Voice features require Plus tier or higher'),
};

/** 503: a warning; the browser voice read the reply. */
export const ErrorQuotaExceeded: Story = {
  loaders: [fakes({ status: 503 })],
  play: expectError('Voice temporarily unavailable', 'warning'),
};

/** Any other status (here 500): a warning; the browser voice read the reply. */
export const ErrorServerUnavailable: Story = {
  loaders: [fakes({ status: 500 })],
  play: expectError('Server TTS unavailable', 'warning'),
};

/** The browser has speechSynthesis but refuses to start. */
export const ErrorNotAvailable: Story = {
  loaders: [fakes({ status: 500 }, { throwOnSpeak: true })],
  play: expectError('Voice synthesis not available'),
};

/** No speechSynthesis at all. */
export const ErrorNotAvailableOnDevice: Story = {
  loaders: [fakes({ status: 503 }, { supported: false })],
  play: expectError('Voice synthesis not available on this device'),
};

export const ErrorNetwork: Story = {
  loaders: [fakes({ status: 503 }, { failWith: 'network' })],
  play: expectError('Network error during speech playback. Please check your connection.'),
};

export const ErrorSynthesisFailed: Story = {
  loaders: [fakes({ status: 503 }, { failWith: 'synthesis-failed' })],
  play: expectError('Voice playback failed. Please check your audio settings and try again.'),
};

export const ErrorAudioHardware: Story = {
  loaders: [fakes({ status: 503 }, { failWith: 'audio-hardware' })],
  play: expectError('Audio hardware issue. Please check your speakers or headphones.'),
};

/** Any other browser error code is named in the message. */
export const ErrorPlaybackError: Story = {
  loaders: [fakes({ status: 503 }, { failWith: 'language-unavailable' })],
  play: expectError('Voice playback error: language-unavailable'),
};

/** A plan without voice (spec 6): a disabled toggle and a badge carrying the assistant's name. */
export const LockedPaidFeature: Story = {
  args: { isPaidFeatureLocked: true, defaultEnabled: true },
  play: async ({ canvas, loaded }) => {
    const toggle = canvas.getByRole('button', { name: 'Voice replies' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription('Selene Voice Voice replies are part of paid plans');
    await expect(canvas.getByText('Selene Voice')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Play reply' })).toBeNull();
    await expect(fakesOf(loaded).synthesis.calls).toEqual([]);
    await expect(fakesOf(loaded).fetchTts.requests).toEqual([]);
  },
};

/** Admins bypass the paid gate: the full controls, and the reply plays. */
export const AdminBypass: Story = {
  tags: ['interaction'],
  args: { isPaidFeatureLocked: true, isAdmin: true },
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(canvas.queryByText('Selene Voice')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Voice replies' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Play reply' }));
    await expect(await canvas.findByText('Speaking')).toBeVisible();
    await expect(fakesOf(loaded).audioPlayer.played).toHaveLength(1);
  },
};

/** Keyboard only: Space toggles, Enter plays, pauses and stops. */
export const KeyboardOperation: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onEnabledChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play reply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Speaking')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Paused');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Play reply' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Voice replies' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Playback speed/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Play reply' })).toBeDisabled();
  },
};
