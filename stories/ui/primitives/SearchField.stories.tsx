import { SearchField } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/SearchField',
  component: SearchField,
  args: { label: 'Search users', onChange: fn(), onSubmit: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `A labelled search input that filters or finds, with a clear button once it holds text.

**Do**
- Say what it searches in the label or \`description\` ("Name or email").
- Filter as the reader types (\`onChange\`, debounced by you when it calls a server), or on Enter (\`onSubmit\`).
- Announce the number of results in a live region near it, so a screen reader hears the effect.

**Don't**
- Don't use it for a value to be saved: that is a \`TextField\`.

**Accessibility**
- Keyboard: Tab focuses it; Escape clears it; Enter submits.
- It is a \`searchbox\` named by its label; the description and error are attached with \`aria-describedby\`.
- The clear button is named "Clear search" (in the reader's language) and left out of the Tab order, since Escape does its job from the keyboard.`,
      },
    },
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with its hint: no clear button yet. */
export const Empty: Story = {
  args: { description: 'Name or email.', placeholder: 'luna@example.com' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search users' });
    await expect(box).toHaveAccessibleDescription('Name or email.');
    // Nothing to clear: no button, for the eye or the screen reader.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Typing shows the clear button; it empties the field and gives the focus back. */
export const TypeAndClear: Story = {
  tags: ['interaction'],
  args: { description: 'Name or email.' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(box, 'luna');
    await expect(args.onChange).toHaveBeenLastCalledWith('luna');
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeVisible();
    await userEvent.click(clear);
    await expect(box).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(box).toHaveFocus();
  },
};

/** Enter submits; Escape clears. */
export const Keyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.click(box);
    await userEvent.keyboard('orion{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('orion');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

/** With a value: the text stops short of the clear button. */
export const WithValue: Story = {
  args: { defaultValue: 'a search long enough to reach the end of the field and beyond it' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search users' });
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeVisible();
    const padding = Number.parseFloat(getComputedStyle(box).paddingInlineEnd);
    await expect(padding).toBeGreaterThanOrEqual(clear.getBoundingClientRect().width);
  },
};

/** Invalid: the error is shown, described and flagged. */
export const Invalid: Story = {
  args: { defaultValue: 'x'.repeat(12), errorMessage: 'Use at most 100 characters.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search users' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use at most 100 characters.')).toBeVisible();
  },
};

/** Disabled: no clear button, no typing. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'luna' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeDisabled();
    // Nothing to clear: no button, for the eye or the screen reader.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};
