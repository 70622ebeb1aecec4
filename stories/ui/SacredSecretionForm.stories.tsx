import { SacredSecretionForm } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

const timeZones = [
  { id: 'Europe/London', label: 'Birth place: London (Europe/London)' },
  { id: 'America/New_York', label: 'This device (America/New_York)' },
  { id: 'Asia/Tokyo', label: 'Asia/Tokyo' },
];

const meta = {
  title: 'UI/Sky/SacredSecretionForm',
  id: 'ui-sacredsecretionform',
  component: SacredSecretionForm,
  parameters: {
    docs: {
      description: {
        component: `The form of the Sacred Secretion Calculator: a typed birth date and the time zone the windows are shown in, under the heading "Find your windows". It checks the date with clear messages and never clears what was typed, then calls \`onSubmit\` with \`{ birthDate, timeZone }\` (the date padded to YYYY-MM-DD).

### When to use
- Above **SacredSecretionWindows**, to ask for the two inputs the windows need.
- To collect a full birth profile (time, place, interests) during onboarding, use **BirthDataForm** instead.

### Do
- Do pre-fill \`defaultBirthDate\` from the user's profile when you have it, and offer the birth place's zone and the device's zone in \`timeZones\`, with labels that say which is which (e.g. "Birth place: London (Europe/London)").
- Do set \`isPending\` while the windows are computed, and show the result in \`SacredSecretionWindows\`.
- Do pass \`today\` (YYYY-MM-DD) in tests, so the "in the future" check does not depend on the clock.

### Don't
- Don't validate the date again before calling your service: \`onSubmit\` is only called with a valid date (from 1800, not in the future) and a chosen time zone.
- Don't pass an empty \`timeZones\` list: the user could then never submit ("Choose a time zone from the list.").
- Don't change \`defaultBirthDate\` or \`defaultTimeZone\` to update the fields: they are read once, when the form mounts.

### Accessibility
- **Keyboard:** Tab moves between the birth date field, the time zone combo box and the "Calculate" button. Enter in the date field submits. In the time zone combo box, typing filters the list (ignoring case and accents); Down Arrow and Up Arrow open it and move through the options; Enter chooses one; Escape closes the list and restores the text. The "Show options" button is for pointers and is skipped by Tab.
- **Roles and names:** the \`form\` is named by its heading, "Find your windows" (an \`h2\` by default). The fields have visible labels, "Birth date" and "Time zone", and hints ("Year-month-day, for example 1990-05-04", "The windows are shown in this time zone") linked as their descriptions. Both are required.
- **Errors:** shown under the field on submit, and for the date also when a filled field loses focus. The field gets \`aria-invalid\` and the message is linked to it. After a failed submit, focus moves to the first invalid field. Messages include "Enter the date as year-month-day, for example 1990-05-04.", "That date does not exist. Check the day and the month." and "A birth date cannot be in the future."
- **Pending:** with \`isPending\`, the button reads "Calculating..." and has \`aria-disabled="true"\` (it stays focusable; submits are ignored), and a hidden polite status region says "Calculating...".
- **Touch:** the inputs and the button are at least 44 px high, and the "Show options" button is 44 × 44 px.`,
      },
    },
  },
  args: { timeZones, today: '2026-03-14', onSubmit: fn() },
} satisfies Meta<typeof SacredSecretionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Birth date' }), '1990-05-04');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ birthDate: '1990-05-04', timeZone: 'Europe/London' });
  },
};

/** The birth date known from the profile is filled in. */
export const Prefilled: Story = {
  args: { defaultBirthDate: '1990-05-04', defaultTimeZone: 'America/New_York' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Birth date' })).toHaveValue('1990-05-04');
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('This device (America/New_York)');
  },
};

/** An impossible date: a clear message, the field keeps what was typed and takes focus. */
export const InvalidDate: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Birth date' });
    await userEvent.type(field, '1990-02-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('That date does not exist. Check the day and the month.')).toBeVisible();
    await expect(field).toHaveValue('1990-02-30');
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongFormat: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Birth date' }), '04/05/1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('Enter the date as year-month-day, for example 1990-05-04.')).toBeVisible();
  },
};

export const FutureDate: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Birth date' }), '2030-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('A birth date cannot be in the future.')).toBeVisible();
  },
};

export const MissingDate: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('Please enter your birth date.')).toBeVisible();
  },
};

/** Choosing another time zone by typing part of its name. */
export const ChooseTimeZone: Story = {
  tags: ['interaction'],
  args: { defaultBirthDate: '1990-05-04' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const zone = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'tokyo');
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Asia/Tokyo' }));
    await expect(zone).toHaveValue('Asia/Tokyo');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ birthDate: '1990-05-04', timeZone: 'Asia/Tokyo' });
  },
};

export const Pending: Story = {
  args: { defaultBirthDate: '1990-05-04', isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Calculating...' })).toBeVisible();
  },
};
