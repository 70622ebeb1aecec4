import { Switch } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/Switch',
  component: Switch,
  args: { label: 'Voice replies', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `An on/off setting that takes effect at once: a track and thumb before its label, its hint and error under it.

**Do**
- Name the setting in \`label\` ("Voice replies"), not the action ("Turn on voice"); say what turning it on does in \`description\`.
- Apply the change as soon as it is toggled; use \`errorMessage\` when it could not be applied.
- Give a \`name\` to submit it in a form (it sends \`on\`, or its \`value\`, while on).

**Don't**
- Don't use a switch for a choice that waits for a Save or Submit button: use a checkbox.
- Don't use it for two choices that are not on and off ("Day" or "Night"): use radio buttons.

**Accessibility**
- Keyboard: Tab focuses the switch; Space turns it on or off.
- Role \`switch\`, named by its label; a screen reader announces the label, "switch" and "on" or "off", then the description and the error (attached with \`aria-describedby\`).
- The switch and its label are one target at least 44 px tall; the track shows a focus ring; the thumb moves to the end (the left, right to left) when on.`,
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off, with its hint under it. */
export const Off: Story = {
  args: { description: 'Selene reads her answers aloud.' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Voice replies' });
    await expect(control).not.toBeChecked();
    await expect(control).toHaveAccessibleDescription('Selene reads her answers aloud.');
  },
};

/** On: the track is filled and the thumb at the end. */
export const On: Story = {
  args: { defaultSelected: true, description: 'Selene reads her answers aloud.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Voice replies' })).toBeChecked();
  },
};

/** A hint and an error: both shown under it and read with it. */
export const WithHintAndError: Story = {
  args: {
    defaultSelected: true,
    description: 'Selene reads her answers aloud.',
    errorMessage: 'Could not save this setting. Try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not save this setting. Try again.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Voice replies' })).toHaveAccessibleDescription(
      'Selene reads her answers aloud. Could not save this setting. Try again.',
    );
  },
};

/** Disabled: muted, and does not toggle. */
export const Disabled: Story = {
  args: { isDisabled: true, description: 'Available on the Core plan.' },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Voice replies' });
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Voice replies'));
    await expect(control).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Space turns it on with the keyboard; `onChange` is called with the new state. */
export const Toggle: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Voice replies' });
    control.focus();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
