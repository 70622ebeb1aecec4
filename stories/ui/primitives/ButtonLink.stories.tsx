import { Button, ButtonLink } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/ButtonLink',
  component: ButtonLink,
  args: { children: 'Start a conversation', href: '#chat' },
  parameters: {
    docs: {
      description: {
        component: `A link dressed as a \`Button\`, for a call to action that goes somewhere: another page, the next step of a flow. For an action on this page, use \`Button\`.

**Do**
- Say where it leads ("Go to login", "See the plans").
- Keep one \`primary\` per view, as with buttons; the other links are \`secondary\`.

**Don't**
- Don't use it for an action that changes something (saving, deleting): that is a \`Button\`.
- Don't use \`danger\`: going somewhere is never destructive.

**Accessibility**
- Role \`link\`, named by its content, so a screen reader's links list finds it and the browser offers "open in new tab".
- Keyboard: Tab focuses it (a visible ring), Enter follows it. Space does not, as for any link.
- With react-aria-components' \`RouterProvider\` in the app, it follows the client router.`,
      },
    },
  },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The variants and the small size, beside a button of the same variant: they look alike. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <ButtonLink {...args} variant="primary" />
      <Button variant="primary">Save changes</Button>
      <ButtonLink href="#plans" variant="secondary">
        See the plans
      </ButtonLink>
      <ButtonLink href="#about" variant="quiet">
        About Selene
      </ButtonLink>
      <ButtonLink href="#help" size="sm" variant="secondary">
        Help
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('link', { name: 'Start a conversation' });
    await expect(primary).toHaveAttribute('href', '#chat');
    await expect(primary.getBoundingClientRect().height).toBe(
      canvas.getByRole('button', { name: 'Save changes' }).getBoundingClientRect().height,
    );
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '#plans');
    await expect(canvas.getByRole('link', { name: 'Help' }).getBoundingClientRect().height).toBe(36);
  },
};

/** Reached by keyboard: Tab shows the focus ring; Enter follows it (here, its `onPress`). */
export const KeyboardFollow: Story = {
  tags: ['interaction'],
  args: { href: undefined, onPress: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Start a conversation' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A long label on a 320 px phone: it wraps inside the button and stays on screen. */
export const LongLabelOnPhone: Story = {
  parameters: { screen: { width: 320, height: 640 } },
  args: { children: 'Resend the verification email to my address', href: '#resend' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Resend the verification email/ });
    const box = link.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(320);
    await expect(box.height).toBeGreaterThan(44);
    await expect(document.scrollingElement?.scrollWidth ?? 0).toBeLessThanOrEqual(320);
  },
};
