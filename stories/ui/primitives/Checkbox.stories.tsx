import { Checkbox, CheckboxGroup } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/Checkbox',
  component: Checkbox,
  subcomponents: { CheckboxGroup },
  args: { children: 'Email me a weekly summary', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `A box to tick: on its own (\`Checkbox\`), or several in a labelled \`CheckboxGroup\` of which any number may be ticked (each \`Checkbox\` then has a \`value\`, and the group's value is the ticked ones').

**Do**
- Word each checkbox positively ("Email me a weekly summary"), so that ticked means yes.
- Give a group a visible \`label\` and, when needed, a \`description\`; lay short options side by side with \`orientation="horizontal"\`.
- Use \`isIndeterminate\` for a "select all" box of which only some are ticked.

**Don't**
- Don't use a checkbox for a setting that applies at once: use a switch.
- Don't use checkboxes when only one option may be chosen: use radio buttons.

**Accessibility**
- Keyboard: Tab moves to each checkbox in turn; Space ticks or unticks it.
- Role \`checkbox\`, named by its words; a screen reader announces them, "checkbox" and "checked", "not checked" or "mixed". A group has role \`group\`, named by its label; its description and error are attached with \`aria-describedby\`, and an invalid group's checkboxes are marked invalid.
- Each checkbox and its words are one target at least 44 px tall; the box shows the focus ring.`,
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On its own; clicking its words ticks it. */
export const Single: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Email me a weekly summary'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Indeterminate: a dash, for a "select all" of which only some are ticked. */
export const Indeterminate: Story = {
  args: { children: 'All domains', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'All domains' })).toBePartiallyChecked();
  },
};

const domains = ['Love', 'Work', 'Health', 'Family'];

/** A group: Space ticks the focused checkbox, and the group reports its values. */
export const Group: Story = {
  tags: ['interaction'],
  render: function Render() {
    const [value, setValue] = useState<string[]>(['love']);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <CheckboxGroup
          label="Domains"
          description="Selene draws on these first."
          name="domains"
          value={value}
          onChange={setValue}
        >
          {domains.map((domain) => (
            <Checkbox key={domain} value={domain.toLowerCase()}>
              {domain}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <output>Chosen: {value.join(', ') || 'none'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Domains' });
    await expect(group).toHaveAccessibleDescription('Selene draws on these first.');
    canvas.getByRole('checkbox', { name: 'Love' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Work' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Work' })).toBeChecked();
    await expect(canvas.getByText('Chosen: love, work')).toBeVisible();
  },
};

/** An invalid group, side by side: the boxes are outlined in the error colour and the error is read with the group. */
export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Domains" orientation="horizontal" errorMessage="Choose at least one domain.">
      {domains.map((domain) => (
        <Checkbox key={domain} value={domain.toLowerCase()}>
          {domain}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one domain.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Domains' })).toHaveAccessibleDescription(
      'Choose at least one domain.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Love' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: dimmed, and does not change. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Email me a weekly summary'));
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
