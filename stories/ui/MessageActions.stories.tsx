import { MessageActions } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const reply = {
  content: [
    '## Your week',
    'A week for **steady work**: see the [Moon phases](https://science.nasa.example/moon/phases).',
    '- Finish one task\n- Rest',
  ].join('\n\n'),
  isUserMessage: false,
};
const copiedText =
  'Your week\n\nA week for steady work: see the Moon phases (https://science.nasa.example/moon/phases).\n\n- Finish one task\n- Rest';

/** The clipboard the story's browser may refuse (no permission when headless): a recording stand-in. */
const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'UI/Chat/MessageActions',
  id: 'ui-messageactions',
  component: MessageActions,
  parameters: {
    docs: {
      description: {
        component: `Small icon buttons under a message: Copy, and, when you pass their handlers, Regenerate reply and Edit question.

### When to use
- Under a stored message, through \`Message\`'s \`actions\` or \`MessageList\`'s \`renderMessageActions\` and \`renderUserMessageActions\`.
- To let people rate a reply, use \`FeedbackWidget\`.

### Do
- Do pass \`onRegenerate\` only under a reply that can be regenerated, and \`onEdit\` only under a question that can be edited: each button shows only when its handler is given.
- Do set \`isDisabled\` while a reply is being written or a limit is reached: Regenerate and Edit are disabled; Copy stays available.
- Do use \`onCopy\` to learn whether a copy worked, e.g. for analytics.

### Don't
- Don't show a toast for a copy: "Copied" (or "Copy failed") is already shown and announced.
- Don't render it under a message being sent or a reply still arriving; \`Message\` and \`MessageList\` leave it out there.
- Don't wrap it in another group or toolbar: it is a named group already.

### Accessibility
- **Keyboard:** Tab moves between the buttons; Enter or Space presses one. Disabled buttons are skipped by Tab. Focus stays on Copy after a copy.
- **Roles:** a \`group\` named "Message actions" (\`label\`), with buttons named "Copy", "Regenerate reply" and "Edit question"; the icons are hidden from assistive technology.
- **Screen readers:** after Copy, a polite status says "Copied" or "Copy failed"; it clears after 2 seconds (\`noticeMs\`). While "Copied" shows, the Copy icon becomes a check.
- **What is copied:** a reply as plain text (markdown removed, links written as "text (address)"); a question exactly as typed.
- **Reduced motion:** the buttons' colour transitions are off.
- **Touch targets:** each button is 44 × 44 px.`,
      },
    },
  },
  args: { message: reply, onCopy: fn() },
  beforeEach: () => {
    writeText.mockClear();
    const previous = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      if (previous) Object.defineProperty(navigator, 'clipboard', previous);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof MessageActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Copy only: what every reply gets. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Message actions' });
    await expect(group).toBeVisible();
    const copy = canvas.getByRole('button', { name: 'Copy' });
    await expect(copy).toBeEnabled();
    await expect(copy.getBoundingClientRect().width).toBe(44);
    await expect(copy.getBoundingClientRect().height).toBe(44);
    await expect(canvas.queryByRole('button', { name: 'Regenerate reply' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit question' })).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** After Copy: the reply as plain text on the clipboard, and "Copied" shown and said (held here). */
export const Copied: Story = {
  tags: ['interaction'],
  args: { noticeMs: 10 * 60_000 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(copiedText);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
    await expect(canvas.getByText('Copied')).toBeVisible();
    await expect(args.onCopy).toHaveBeenCalledWith('copied');
  },
};

/** Under the last reply and the last question, the host adds Regenerate and Edit. */
export const WithRegenerateAndEdit: Story = {
  tags: ['interaction'],
  name: 'With Regenerate and Edit',
  args: { onRegenerate: fn(), onEdit: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Copy',
      'Regenerate reply',
      'Edit question',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate reply' }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();
    // By keyboard too.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit question' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** While a reply is being written: Regenerate and Edit wait; Copy still works. */
export const Disabled: Story = {
  tags: ['interaction'],
  args: { onRegenerate: fn(), onEdit: fn(), isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Regenerate reply' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit question' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate reply' }));
    await expect(args.onRegenerate).not.toHaveBeenCalled();
  },
};
