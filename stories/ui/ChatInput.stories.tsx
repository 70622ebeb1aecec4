import { ChatInput, type ChatInputHandle, chatInputMaxHeight } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { appMessages } from '../../packages/app/src/messages';

/** The app's placeholders (spec 5), from its catalog; the app picks one for who is typing and passes it. */
const placeholders = appMessages.chat.placeholders;

const meta = {
  title: 'UI/Chat/ChatInput',
  id: 'ui-chatinput',
  component: ChatInput,
  parameters: {
    docs: {
      description: {
        component: `The chat composer: a text area that grows up to 180 px and then scrolls, a Send button that becomes Stop while a reply loads, an optional slot for more controls (such as a microphone), and a one-line care notice.

### When to use
- To write and send a message in a conversation, under a \`MessageList\`.
- To offer ready-made questions, show \`SuggestedPrompts\` as well; for speech input, put a \`VoiceInputButton\` in \`endSlot\` and pass its transcript to the handle's \`setValue\`.
- For any other text entry use an ordinary form field: here Enter sends.

### Do
- Do return \`false\` (or reject) from \`onSend\` when the message did not go out: the text comes back, so nothing typed is lost.
- Do set \`isLoading\` while a reply loads, and pass \`onStop\`: without it the Stop button is disabled.
- Do pass \`placeholder\`: the app's wording for who is typing and what they may do (these stories use Moonheart's; the default reads "Type a message"). \`isLoggedIn={false}\` also disables the input; set \`isDisabled\` as well when a limit must block sending.
- Do pass \`assistantName\` (or \`label\`) when the person writes to another assistant, so the field's name fits.

### Don't
- Don't rely on the placeholder as the label: the field's name comes from \`label\` ("Message to Selene" by default).
- Don't put a send button of your own in \`endSlot\`: the input has one.
- Don't hide the care notice (\`showCareNotice={false}\`) unless the page shows it elsewhere.

### Accessibility
- **Keyboard:** Enter sends; blank text is never sent. Shift+Enter adds a new line. An Enter that confirms an input method (IME) composition does not send. Tab moves from the text area to the controls in \`endSlot\`, then to Send or Stop; Enter or Space presses the focused button. Send is disabled, and skipped by Tab, while the text is blank.
- **Focus:** after a send, focus stays in the text area. While a reply loads the text area is disabled; when the reply ends, focus returns to it if it was in the input and has not moved elsewhere. If a send fails, the text comes back and the text area takes focus.
- **Roles:** a form with a text area (\`textbox\`) named by a visually hidden label, and icon buttons named "Send" and "Stop". The care notice is a plain paragraph.
- **Screen readers:** the input has no live region and announces nothing itself; a \`MessageList\` announces "Sending..." and the replies.
- **Reduced motion:** the colour transitions of the box and buttons are off.
- **Touch targets:** Send and Stop are 44 × 44 px; the text area is at least 44 px high.`,
      },
    },
  },
  args: { isLoggedIn: true, placeholder: placeholders.default, onSend: fn(), onStop: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const careNotice = 'Selene offers guidance for reflection, not medical, legal or psychological treatment.';

/** A logged-in client: the default placeholder, Send disabled until something is typed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message to Selene' });
    await expect(input).toHaveAttribute('placeholder', 'Ask Selene anything...');
    await expect(input).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByText(careNotice)).toBeVisible();
  },
};

export const PlaceholderLoggedOut: Story = {
  name: 'Placeholder: logged out (disabled)',
  args: { isLoggedIn: false, placeholder: placeholders.loggedOut },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message to Selene' });
    await expect(input).toHaveAttribute('placeholder', 'Please log in to chat with Selene');
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const PlaceholderAdmin: Story = {
  name: 'Placeholder: admin',
  args: { placeholder: placeholders.admin },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('placeholder', 'Ask Selene anything... (Admin access)');
  },
};

export const PlaceholderTrialEnded: Story = {
  name: 'Placeholder: trial ended',
  args: { placeholder: placeholders.trialEnded },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute(
      'placeholder',
      'Free trial ended. Subscribe to continue.',
    );
  },
};

export const PlaceholderDailyLimit: Story = {
  name: 'Placeholder: daily limit',
  args: { placeholder: placeholders.dailyLimit },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute(
      'placeholder',
      'Daily limit reached. Try again tomorrow.',
    );
  },
};

/**
 * While a reply loads the textarea is read-only and announced as unavailable (it keeps focus), and
 * Send becomes Stop, which stays usable.
 */
export const Loading: Story = {
  tags: ['interaction'],
  args: { isLoading: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    const stop = canvas.getByRole('button', { name: 'Stop' });
    await expect(stop).toBeEnabled();
    await userEvent.click(stop);
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

export const EnterSends: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'What does my Moon in Cancer ask of me?{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('What does my Moon in Cancer ask of me?');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const ShiftEnterAddsNewline: Story = {
  tags: ['interaction'],
  name: 'Shift+Enter adds a newline',
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'My Sun is in Leo.{Shift>}{Enter}{/Shift}What about my rising sign?');
    await expect(input).toHaveValue('My Sun is in Leo.\nWhat about my rising sign?');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** Blank input is never sent, by Enter or by the (disabled) Send button. */
export const BlankIgnored: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The textarea grows line by line up to 180 px, then scrolls. */
export const GrowsThenScrolls: Story = {
  tags: ['interaction'],
  name: 'Grows to 180 px, then scrolls',
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox') as HTMLTextAreaElement;
    const height = () => input.getBoundingClientRect().height;
    const oneLine = height();
    await userEvent.type(input, 'Line 1{Shift>}{Enter}{/Shift}Line 2{Shift>}{Enter}{/Shift}Line 3');
    await expect(height()).toBeGreaterThan(oneLine);
    await expect(getComputedStyle(input).overflowY).toBe('hidden');
    for (let line = 4; line <= 12; line += 1) await userEvent.type(input, `{Shift>}{Enter}{/Shift}Line ${line}`);
    await expect(height()).toBe(chatInputMaxHeight);
    await expect(input.scrollHeight).toBeGreaterThan(input.clientHeight);
    await expect(getComputedStyle(input).overflowY).toBe('auto');
    // The caret's line stays in view: scrolled to the end.
    await expect(input.scrollTop + input.clientHeight).toBeGreaterThanOrEqual(input.scrollHeight - 1);
  },
};

/** The send fails (resolves `false`): the text comes back, nothing typed is lost. */
export const FailedSendKeepsText: Story = {
  tags: ['interaction'],
  args: { onSend: fn(async () => false) },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'Will this Saturn return ever end?{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await waitFor(() => expect(input).toHaveValue('Will this Saturn return ever end?'));
    await expect(input).toHaveFocus();
  },
};

/** The send rejects (network error): the text comes back as well. */
export const RejectedSendKeepsText: Story = {
  tags: ['interaction'],
  args: { onSend: fn(() => Promise.reject(new Error('Network error - please check your connection.'))) },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'How do I work with this eclipse?{Enter}');
    await waitFor(() => expect(input).toHaveValue('How do I work with this eclipse?'));
  },
};

/** A stored prompt restored after log-in: the app passes it as the controlled value. */
export const RestoredPrompt: Story = {
  args: { value: 'Which planetary transits are shaping my life right now?', onChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('Which planetary transits are shaping my life right now?');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

function MicrophoneButton({ onTranscript }: { onTranscript: () => void }) {
  return (
    <button
      type="button"
      aria-label="Start voice input"
      onClick={onTranscript}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 44,
        height: 44,
        border: '1px solid var(--mh-color-border-strong)',
        borderRadius: 9999,
        background: 'transparent',
        color: 'var(--mh-color-text)',
        cursor: 'pointer',
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
        <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
        <path
          d="M6 11a6 6 0 0 0 12 0M12 17v4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

/** The end slot holds the microphone; a transcript arrives through the imperative handle. */
export const WithMicrophone: Story = {
  tags: ['interaction'],
  render: function Render(args) {
    const ref = useRef<ChatInputHandle>(null);
    return (
      <ChatInput
        {...args}
        ref={ref}
        endSlot={
          <MicrophoneButton
            onTranscript={() => {
              ref.current?.setValue('Hey Selene, what is the Moon doing today?');
              ref.current?.focus();
            }}
          />
        }
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start voice input' }));
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue('Hey Selene, what is the Moon doing today?');
    await expect(input).toHaveFocus();
  },
};

export const WithoutCareNotice: Story = {
  args: { showCareNotice: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(careNotice)).not.toBeInTheDocument();
  },
};

/** Every placeholder and the loading state, stacked. */
export const Matrix: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ChatInput
        {...args}
        isLoggedIn={false}
        placeholder={placeholders.loggedOut}
        showCareNotice={false}
        label="Logged out"
      />
      <ChatInput {...args} placeholder={placeholders.admin} showCareNotice={false} label="Admin" />
      <ChatInput {...args} placeholder={placeholders.trialEnded} showCareNotice={false} label="Trial ended" />
      <ChatInput {...args} placeholder={placeholders.dailyLimit} showCareNotice={false} label="Daily limit" />
      <ChatInput {...args} isLoading showCareNotice={false} label="Loading" />
      <ChatInput {...args} defaultValue="A question, ready to send" label="Default" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: 'Loading' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Logged out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: 'Send' })).toHaveLength(5);
  },
};
