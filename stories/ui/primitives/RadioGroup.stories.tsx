import { RadioGroup } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const cadences = [
  { id: 'daily', label: 'Daily', description: 'A short reading every morning.' },
  { id: 'weekly', label: 'Weekly', description: 'One longer reading on Mondays.' },
  { id: 'never', label: 'Never', description: 'Only when you ask.' },
];

const sizes = [
  { id: 'short', label: 'Short' },
  { id: 'medium', label: 'Medium' },
  { id: 'long', label: 'Long' },
];

const meta = {
  title: 'UI/Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Readings', options: cadences, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `One choice among a few options, all shown at once. \`list\` (the default) puts a circle before each option's label and its \`description\` under it; \`chips\` shows short options as pills side by side (an option's \`description\` is not shown).

**Do**
- Always give a visible \`label\` (the question); keep option labels short and parallel.
- Use \`list\` when options need a line of explanation, \`chips\` for a few one-word options (a filter, a length).
- Choose a sensible option with \`defaultValue\` when there is one; give a \`name\` to submit the choice in a form.

**Don't**
- Don't use radio buttons for more than about six options: use a select.
- Don't use them for one on/off setting (use a switch) or when several may be chosen (use checkboxes).

**Accessibility**
- Keyboard: Tab moves into the group, to the chosen option (or the first); the arrow keys move to the previous or next option and choose it, wrapping around; Tab again leaves the group.
- Roles \`radiogroup\`, named by its label, and \`radio\`, named by the option's label; a screen reader announces the option, "radio button", whether it is checked and its position ("2 of 3"), then the option's description. The group's description and error are attached with \`aria-describedby\`; an invalid group shows its error under the options.
- Every option is at least 44 px tall; the focused option shows a ring (around its circle in a \`list\`).`,
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list: a circle before each label, its description under it. */
export const List: Story = {
  args: { defaultValue: 'weekly', description: 'You can change this at any time.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Readings' })).toHaveAccessibleDescription(
      'You can change this at any time.',
    );
    const weekly = canvas.getByRole('radio', { name: 'Weekly' });
    await expect(weekly).toBeChecked();
    await expect(weekly).toHaveAccessibleDescription(/^One longer reading on Mondays\./);
    await expect(canvas.getByText('A short reading every morning.')).toBeVisible();
  },
};

/** Chips: short options as pills; the chosen one is filled. */
export const Chips: Story = {
  args: { label: 'Answer length', options: sizes, variant: 'chips', defaultValue: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

/** `orientation="horizontal"`: the list's options side by side, wrapping on a narrow screen. */
export const Horizontal: Story = {
  args: { label: 'Answer length', options: sizes, orientation: 'horizontal', defaultValue: 'short' },
  play: async ({ canvas }) => {
    const short = canvas.getByRole('radio', { name: 'Short' });
    const medium = canvas.getByRole('radio', { name: 'Medium' });
    await expect(short).toBeChecked();
    const top = (el: HTMLElement) => (el.closest('label') as HTMLElement).getBoundingClientRect().top;
    await expect(top(medium)).toBe(top(short));
  },
};

/** Invalid: the circles are outlined in the error colour and the error is shown and described. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Choose how often you want a reading.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Readings' });
    await expect(canvas.getByText('Choose how often you want a reading.')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Choose how often you want a reading.');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: shows its choice, dimmed, and cannot be changed. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'daily' },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Never'));
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The arrow keys move the choice; `onChange` is called with the option's `id`. */
export const Keyboard: Story = {
  tags: ['interaction'],
  args: { label: 'Answer length', options: sizes, variant: 'chips', defaultValue: 'short' },
  play: async ({ canvas, args }) => {
    const short = canvas.getByRole('radio', { name: 'Short' });
    short.focus();
    await expect(short).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const medium = canvas.getByRole('radio', { name: 'Medium' });
    await expect(medium).toHaveFocus();
    await expect(medium).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('medium');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Long' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('long');
  },
};
