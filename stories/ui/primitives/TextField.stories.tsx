import { Button, TextArea, TextField } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/TextField',
  component: TextField,
  args: { label: 'Display name', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `A labelled text input (\`TextField\`, one line) or free-text box (\`TextArea\`, several lines).

**Do**
- Always give a visible \`label\`; put hints in \`description\`, not in the placeholder (it disappears as one types).
- Say in \`errorMessage\` how to fix the value ("Use 3 to 30 letters or digits"), not only that it is wrong.

**Don't**
- Don't use a \`TextField\` for a choice among known options: use a select or radio group.

**Accessibility**
- Keyboard: Tab focuses the field; typing edits it as a native input.
- The label names the field; the description and the error are attached with \`aria-describedby\`; an invalid field has \`aria-invalid\` and its error is shown under it.
- The input is at least 44 px high.`,
      },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With a hint under it; typing reaches the field. */
export const WithDescription: Story = {
  tags: ['interaction'],
  args: { description: 'Shown to Selene and on your badge.' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Display name' });
    await expect(input).toHaveAccessibleDescription('Shown to Selene and on your badge.');
    await userEvent.type(input, 'Luna');
    await expect(input).toHaveValue('Luna');
    await expect(args.onChange).toHaveBeenLastCalledWith('Luna');
  },
};

/** Invalid: the error is shown, described and flagged. */
export const Invalid: Story = {
  args: { defaultValue: 'x', errorMessage: 'Use 3 to 30 letters or digits.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Display name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use 3 to 30 letters or digits.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Use 3 to 30 letters or digits.');
  },
};

/** Disabled: read-only in look and behaviour. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Luna' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toBeDisabled();
  },
};

/** The several-line sibling, with its own label and hint. */
export const MultiLine: Story = {
  tags: ['interaction'],
  render: () => (
    <TextArea label="Your message" description="Up to 2,000 characters." rows={4} placeholder="What is on your mind?" />
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'First line{Enter}Second line');
    await expect(area).toHaveValue('First line\nSecond line');
  },
};

/** For code or CSV (`isCode`): a fixed-width face, and a long line scrolls instead of wrapping. */
export const CodeArea: Story = {
  render: () => (
    // As wide as a form's column: the last line is longer than that.
    <div style={{ maxWidth: '22rem' }}>
      <TextArea
        label="Users to create (CSV)"
        description="One person a line: username, email, tier."
        rows={3}
        isCode
        defaultValue={
          'username,email,tier\nluna,luna@example.com,core\norion-the-hunter-of-the-winter-sky,orion.the.hunter@example.com,elite'
        }
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Users to create (CSV)' });
    await expect(getComputedStyle(area).whiteSpace).toBe('pre');
    await expect(area.scrollWidth).toBeGreaterThan(area.clientWidth);
    await expect(area).toHaveAccessibleDescription('One person a line: username, email, tier.');
  },
};

/** `inputRef` reaches the input itself: here a button focuses and selects it. */
export const FocusedFromScript: Story = {
  tags: ['interaction'],
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <TextField {...args} inputRef={ref} defaultValue="https://example.com/r/luna" isReadOnly isCode />
        <Button variant="secondary" onPress={() => ref.current?.select()}>
          Select the link
        </Button>
      </div>
    );
  },
  args: { label: 'Your referral link' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select the link' }));
    const input = canvas.getByRole('textbox', { name: 'Your referral link' }) as HTMLInputElement;
    await expect(input.selectionStart).toBe(0);
    await expect(input.selectionEnd).toBe(input.value.length);
  },
};
