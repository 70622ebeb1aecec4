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
  args: { timeZones, today: '2026-03-14', onSubmit: fn() },
} satisfies Meta<typeof SacredSecretionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Birth date' }), '04/05/1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('Enter the date as year-month-day, for example 1990-05-04.')).toBeVisible();
  },
};

export const FutureDate: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Birth date' }), '2030-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('A birth date cannot be in the future.')).toBeVisible();
  },
};

export const MissingDate: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('Please enter your birth date.')).toBeVisible();
  },
};

/** Choosing another time zone by typing part of its name. */
export const ChooseTimeZone: Story = {
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
