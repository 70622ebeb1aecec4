import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SacredSecretionForm } from './SacredSecretionForm';

const timeZones = [
  { id: 'Europe/London', label: 'Birth place: London (Europe/London)' },
  { id: 'America/New_York', label: 'This device (America/New_York)' },
];

// Typing and RAC's press handling are slow on a loaded machine: allow more than the default 5 s.
describe('SacredSecretionForm', { timeout: 20_000 }, () => {
  it('submits a valid, padded date with the chosen time zone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SacredSecretionForm timeZones={timeZones} today="2026-03-14" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Birth date' }), '1990-5-4');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onSubmit).toHaveBeenCalledWith({ birthDate: '1990-05-04', timeZone: 'Europe/London' });
  });

  it('prefills the date and the time zone', async () => {
    const onSubmit = vi.fn();
    render(
      <SacredSecretionForm
        timeZones={timeZones}
        defaultBirthDate="1985-11-02"
        defaultTimeZone="America/New_York"
        today="2026-03-14"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Birth date' })).toHaveValue('1985-11-02');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('This device (America/New_York)');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onSubmit).toHaveBeenCalledWith({ birthDate: '1985-11-02', timeZone: 'America/New_York' });
  });

  it.each([
    ['', 'Please enter your birth date.'],
    ['1990-02-30', 'That date does not exist. Check the day and the month.'],
    ['30/02/1990', 'Enter the date as year-month-day, for example 1990-05-04.'],
    ['2030-01-01', 'A birth date cannot be in the future.'],
  ])('rejects %j with a clear message, keeps it and focuses the field', async (typed, message) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SacredSecretionForm timeZones={timeZones} today="2026-03-14" onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Birth date' });
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveValue(typed);
    expect(field).toHaveFocus();
  });

  it('checks a typed date when the field loses focus, and clears the message once fixed', async () => {
    const user = userEvent.setup();
    render(<SacredSecretionForm timeZones={timeZones} today="2026-03-14" onSubmit={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Birth date' });
    await user.type(field, '1990-02-30');
    await user.tab();
    expect(screen.getByText('That date does not exist. Check the day and the month.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1990-02-28');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('asks for a time zone when its field is emptied, and focuses it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <SacredSecretionForm
        timeZones={timeZones}
        defaultBirthDate="1990-05-04"
        today="2026-03-14"
        onSubmit={onSubmit}
      />,
    );
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(screen.getByRole('button', { name: /^Show options/ })).toBeInTheDocument();
    await user.clear(zone);
    await user.tab();
    expect(zone).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(zone).toHaveAccessibleDescription(expect.stringContaining('Choose a time zone from the list.'));
    expect(zone).toHaveFocus();
  });
});
