import { BirthDataForm } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyCities } from './skyFixtures';

const meta = {
  title: 'UI/Sky/BirthDataForm',
  id: 'ui-birthdataform',
  component: BirthDataForm,
  parameters: {
    docs: {
      description: {
        component: `The onboarding steps for birth data, one step at a time: name, birth date, birth time (optional), birth place (from an offline city list) and domains of interest. A step indicator shows where the user is. Each step is checked with clear messages before \`onSubmitStep\` is called, and nothing typed is lost when a check or a save fails.

### When to use
- To collect a new user's birth data during onboarding, or to let them resume it.
- When you only need a birth date and a time zone (e.g. to compute Moon windows), use **SacredSecretionForm** instead.

### Do
- Do control \`step\`: move it on once \`onSubmitStep\` has saved the step, and back from \`onBack\`. The form does not move by itself.
- Do return a promise from \`onSubmitStep\` when saving can fail. If it rejects, the form shows "Your answers could not be saved. Nothing you typed is lost; please try again." and keeps every answer.
- Do pass \`defaultValue\` with the saved answers when the user resumes, and \`today\` (YYYY-MM-DD) in tests so that the "in the future" check does not depend on the clock.
- Do pass \`onSkip\` only if the user may really skip onboarding; the "Skip for now" button appears only then.

### Don't
- Don't change \`defaultValue\` to update the fields: it is read once, when the form mounts.
- Don't tell users the birth time or place is required: the time is labelled "Birth time (optional)" and an empty one goes through, as do an empty place and no interests. Only the birth date is required.
- Don't render it inside another \`<form>\`, and set \`headingLevel={2}\` if the page already has an \`h1\`.

### Accessibility
- **Keyboard:** Tab and Shift+Tab move between the field and the buttons (Back, Continue or Finish, Skip for now). Enter in a text field submits the step. In the birth place combo box, typing filters the list (ignoring case and accents); Down Arrow and Up Arrow open it and move through the cities, each read with its time zone (the option's second line); Enter chooses one; Escape closes the list and restores the text. The "Show options" button beside it is for pointers and is skipped by Tab. Each interest is a checkbox: Tab reaches it and Space toggles it.
- **Roles and names:** the \`form\` is named by the step's heading (an \`h1\` by default, e.g. "Birth date"). The step indicator is a \`navigation\` landmark named "Onboarding steps", with the text "Step 2 of 5" and an ordered list where the current step has \`aria-current="step"\` and finished steps end with a hidden "(completed)". Each field has a visible label and hint (e.g. "Birth date", "Year-month-day, for example 1990-05-04"), linked as its description. The interests are a \`group\` of checkboxes named "Domains of interest".
- **Errors:** errors show under the field on submit; the birth date and time are also checked when a filled field loses focus. The field gets \`aria-invalid\` and the message is linked to it. After a failed submit, focus moves to the first invalid field.
- **Step changes:** when \`step\` changes, focus moves to the new step's heading, so screen readers read where the user is (not on first render).
- **Saving:** the submit button reads "Saving..." and has \`aria-disabled="true"\` (presses are ignored); a hidden polite status region also says "Saving...". Back and Skip are disabled meanwhile. A save error is a \`role="alert"\` message, read at once.
- **Touch:** inputs, buttons and checkbox rows are at least 44 px high, and the combo box's "Show options" button is 44 × 44 px.`,
      },
    },
  },
  args: { step: 0, cities: storyCities, today: '2026-03-14', onSubmitStep: fn(), onBack: fn(), onSkip: fn() },
} satisfies Meta<typeof BirthDataForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NameStep: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your name' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmitStep).toHaveBeenCalledWith(0, expect.objectContaining({ displayName: 'Ana' }));
  },
};

export const BirthDateStep: Story = {
  tags: ['interaction'],
  args: { step: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Birth date' }), '1990-5-4');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmitStep).toHaveBeenCalledWith(1, expect.objectContaining({ birthDate: '1990-05-04' }));
  },
};

/** An impossible date: a clear message; what was typed stays and the field takes focus. */
export const InvalidDate: Story = {
  tags: ['interaction'],
  args: { step: 1 },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Birth date' });
    await userEvent.type(field, '1990-02-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('That date does not exist. Check the day and the month.')).toBeVisible();
    await expect(field).toHaveValue('1990-02-30');
    await expect(field).toHaveFocus();
    await expect(args.onSubmitStep).not.toHaveBeenCalled();
  },
};

/** The birth time is optional: an empty one goes through, a malformed one is explained. */
export const BirthTimeStep: Story = {
  tags: ['interaction'],
  args: { step: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Birth time (optional)' }), '25:70');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      canvas.getByText('Enter the time as hours:minutes on a 24-hour clock, for example 14:30.'),
    ).toBeVisible();
    await expect(args.onSubmitStep).not.toHaveBeenCalled();
  },
};

/** The birth place comes from the offline list: type, then choose. */
export const BirthPlaceStep: Story = {
  tags: ['interaction'],
  args: { step: 3 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Birth place' }), 'Lis');
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: /Lisbon, Portugal/ }));
    await expect(canvas.getByRole('combobox', { name: 'Birth place' })).toHaveValue('Lisbon, Portugal');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmitStep).toHaveBeenCalledWith(
      3,
      expect.objectContaining({ birthPlace: expect.objectContaining({ name: 'Lisbon', timeZone: 'Europe/Lisbon' }) }),
    );
  },
};

/** Searching shows the matching cities. */
export const BirthPlaceSearch: Story = {
  tags: ['interaction'],
  args: { step: 3 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Birth place' }), 'lo');
    const page = within(canvasElement.ownerDocument.body);
    const options = await page.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'London, United Kingdom Europe/London',
      'Los Angeles, United States America/Los_Angeles',
    ]);
    await userEvent.click(options[1] as HTMLElement);
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Birth place' })).toHaveValue('Los Angeles, United States');
  },
};

export const InterestsStep: Story = {
  tags: ['interaction'],
  args: { step: 4 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Astrology' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Esoteric Wisdom' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(args.onSubmitStep).toHaveBeenCalledWith(
      4,
      expect.objectContaining({ interests: ['Astrology', 'Esoteric Wisdom'] }),
    );
  },
};

/** Resumed at the birth place with the saved answers. */
export const Resumed: Story = {
  tags: ['interaction'],
  args: {
    step: 3,
    defaultValue: { displayName: 'Ana', birthDate: '1990-05-04', birthTime: '14:30', birthPlace: storyCities[3] },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 4 of 5')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Birth place' })).toHaveValue('London, United Kingdom');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledWith(2);
  },
};

/** Saving failed: the message says so and everything typed stays for another try. */
export const SaveError: Story = {
  tags: ['interaction'],
  args: { onSubmitStep: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your answers could not be saved. Nothing you typed is lost; please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
  },
};

export const Skip: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skip for now' }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};
