import { Icon, IconButton } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const close = (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

const meta = {
  title: 'UI/Primitives/IconButton',
  component: IconButton,
  args: { label: 'Close', children: close, onPress: fn() },
  parameters: {
    docs: {
      description: {
        component: `A round 44 px button showing only an icon: closing a panel, sending, opening a menu.

**Do**
- Give it a \`label\` that says the action ("Close the conversation list"): it is the button's name.
- Keep to icons people know (close, send, menu); otherwise use a \`Button\` with text.

**Don't**
- Don't put text inside it, and don't make it smaller: 44 px is the touch target.

**Accessibility**
- Keyboard: Tab focuses it, Enter or Space presses it; the focus ring shows on keyboard focus only.
- Role \`button\` named by \`label\`; the icon itself is hidden from assistive technology.`,
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three variants. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="outline" label="Close" />
      <IconButton {...args} variant="quiet" label="Close quietly" />
      <IconButton {...args} variant="primary" label="Send">
        <Icon>
          <path d="M4 12 20 4l-6 16-2.5-6.5z" />
        </Icon>
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Close', 'Close quietly', 'Send']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([44, 44]);
    }
  },
};

/** Named by its label and pressed by keyboard. */
export const Keyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** While `isPending` (e.g. a rename being saved) it stays focusable, shows a busy pointer and ignores presses. */
export const Pending: Story = {
  tags: ['interaction'],
  args: { isPending: true, label: 'Save title' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save title' });
    await expect(getComputedStyle(button).cursor).toBe('progress');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
