import { BirthDataForm } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyCities } from './skyFixtures';

const meta = {
  title: 'UI/Sky/BirthDataForm',
  id: 'ui-birthdataform',
  component: BirthDataForm,
  args: { step: 0, cities: storyCities, today: '2026-03-14', onSubmitStep: fn(), onBack: fn(), onSkip: fn() },
} satisfies Meta<typeof BirthDataForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NameStep: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your name' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmitStep).toHaveBeenCalledWith(0, expect.objectContaining({ displayName: 'Ana' }));
  },
};

export const BirthDateStep: Story = {
  args: { step: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Birth date' }), '1990-5-4');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmitStep).toHaveBeenCalledWith(1, expect.objectContaining({ birthDate: '1990-05-04' }));
  },
};

/** An impossible date: a clear message; what was typed stays and the field takes focus. */
export const InvalidDate: Story = {
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
  args: { step: 3 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Birth place' }), 'lo');
    const page = within(canvasElement.ownerDocument.body);
    const options = await page.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'London, United KingdomEurope/London',
      'Los Angeles, United StatesAmerica/Los_Angeles',
    ]);
    await userEvent.click(options[1] as HTMLElement);
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Birth place' })).toHaveValue('Los Angeles, United States');
  },
};

export const InterestsStep: Story = {
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
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skip for now' }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};
