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
  args: { onRegenerate: fn(), onEdit: fn(), isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Regenerate reply' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit question' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate reply' }));
    await expect(args.onRegenerate).not.toHaveBeenCalled();
  },
};
