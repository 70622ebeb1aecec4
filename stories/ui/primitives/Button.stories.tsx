import { Button, Icon } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  parameters: {
    docs: {
      description: {
        component: `A button for an action on this page (saving, sending, opening a dialog). For going somewhere, use a link.

**Do**
- Give each view one \`primary\` button, for its main action; make the others \`secondary\`.
- Label it with a short verb phrase that says what happens ("Save changes", not "OK").
- Use \`isPending\` while the action runs, instead of disabling it: it stays focusable and says it is busy.

**Don't**
- Don't use \`danger\` for anything that can be undone.
- Don't use \`size="sm"\` on touch screens: \`md\` is the 44 px target fingers need.

**Accessibility**
- Keyboard: Tab focuses it (a visible ring), Enter or Space presses it.
- Role \`button\`, named by its content. A disabled button is skipped by Tab; a pending one is not.
- While pending, its spinner (a \`progressbar\` named "In progress", or \`pendingLabel\`) joins its name, and the change is announced to whoever has it focused. Under reduced motion the spinner stands still.`,
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const check = (
  <Icon>
    <path d="M5 12.5 10 17.5 19 7" />
  </Icon>
);

/** The four variants and the small size, side by side. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary">
        Save changes
      </Button>
      <Button {...args} variant="secondary">
        Cancel
      </Button>
      <Button {...args} variant="danger">
        Delete account
      </Button>
      <Button {...args} variant="quiet">
        Learn more
      </Button>
      <Button {...args} size="sm" variant="secondary">
        {check}
        Mark as read
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Save changes', 'Cancel', 'Delete account', 'Learn more', 'Mark as read']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeVisible();
    }
    const [primary] = canvas.getAllByRole('button');
    await expect(primary?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('button', { name: 'Mark as read' }).getBoundingClientRect().height).toBe(36);
  },
};

/** Pressed by keyboard: Tab to it, then Enter and Space each press it once. */
export const KeyboardPress: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Busy: the spinner covers the label, presses are ignored, the name says it is in progress. */
export const Pending: Story = {
  tags: ['interaction'],
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /^Save changes/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    // Still in the tab order, unlike a disabled button.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Unavailable: dimmed, out of the tab order, never pressed. */
export const Disabled: Story = {
  tags: ['interaction'],
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
