import { Select } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const themes = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'system', label: 'Same as the device' },
];

const meta = {
  title: 'UI/Primitives/Select',
  component: Select,
  args: { label: 'Theme', options: themes, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `A labelled choice of one option from a short list: a button showing the choice opens the list under it.

**Do**
- Always give a visible \`label\`; put hints in \`description\`.
- Keep option labels short; a long one is cut with an ellipsis on the button (the list shows it whole).
- Give a \`placeholder\` when nothing is chosen at first, and a \`name\` to submit the value in a form.

**Don't**
- Don't use a \`Select\` for two or three options that fit on screen: radio buttons show them all at once.
- Don't use it for free text or a long searchable list: use a text field or a combo box.

**Accessibility**
- Keyboard: Tab focuses the button; Enter, Space or the arrow keys open the list; the arrows move, Enter chooses, Escape closes without choosing. Typing a letter jumps to an option.
- The label names the button (its name also includes the choice); the description and the error are attached with \`aria-describedby\`; an invalid select shows its error under it.
- The button and each option are at least 44 px high; the chosen option is bold and marked with a check.`,
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With a hint under it; chosen with the keyboard, the button shows the choice. */
export const Default: Story = {
  tags: ['interaction'],
  args: { description: 'Applies to this device only.' },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: /Theme/ });
    await expect(button).toHaveAccessibleDescription('Applies to this device only.');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('option', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(button).toHaveTextContent('Dark');
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

/** Nothing chosen yet: the placeholder shows, muted. */
export const Placeholder: Story = {
  args: { placeholder: 'Choose a theme' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Theme/ })).toHaveTextContent('Choose a theme');
  },
};

/** Invalid: the error is shown under it and described. */
export const Invalid: Story = {
  args: { placeholder: 'Choose a theme', errorMessage: 'Choose a theme to go on.' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Theme/ });
    await expect(canvas.getByText('Choose a theme to go on.')).toBeVisible();
    await expect(button).toHaveAccessibleDescription('Choose a theme to go on.');
  },
};

/** Disabled: shows its value, and does not open. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'dark' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Theme/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Dark');
  },
};

/** A long choice is cut with an ellipsis on the button. */
export const LongOptions: Story = {
  args: {
    label: 'Time zone',
    options: [
      { id: 'utc', label: 'Coordinated Universal Time' },
      { id: 'lhi', label: 'Australia/Lord_Howe (Lord Howe Standard Time, UTC+10:30, half-hour daylight saving)' },
    ],
    defaultValue: 'lhi',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Time zone/ });
    await expect(button).toHaveTextContent('Australia/Lord_Howe');
    const value = button.firstElementChild as HTMLElement;
    await expect(getComputedStyle(value).textOverflow).toBe('ellipsis');
    await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth);
  },
};
