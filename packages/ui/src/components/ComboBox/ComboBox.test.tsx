import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox';

const zones = ['UTC', 'Europe/Paris', 'Europe/Prague', 'America/New_York'].map((id) => ({ id, label: id }));

/** A form's controlled combo box: its value follows what onChange reports. */
function ControlledZone({ onPick }: { onPick: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>('Europe/Paris');
  return (
    <ComboBox
      label="Time zone"
      options={zones}
      defaultInputValue="Europe/Paris"
      value={value}
      onChange={(id) => {
        onPick(id);
        setValue(id);
      }}
    />
  );
}

describe('ComboBox', () => {
  it('is a labelled combobox, described by its hint, with a named button', () => {
    render(<ComboBox label="Time zone" description="Where you read the sky from." options={zones} />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    expect(input).toHaveAccessibleDescription('Where you read the sky from.');
    expect(screen.getByRole('button', { name: /Show suggestions/ })).toBeInTheDocument();
  });

  it('narrows the list as one types and reports the picked id', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ComboBox label="Time zone" options={zones} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/P');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Europe/Paris', 'Europe/Prague']);
    await user.click(within(list).getByRole('option', { name: 'Europe/Prague' }));
    expect(onChange).toHaveBeenCalledWith('Europe/Prague');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Prague');
  });

  it('names its button as asked and shows its error', () => {
    render(
      <ComboBox
        label="Time zone"
        options={zones}
        buttonLabel="Show time zones"
        isInvalid
        errorMessage="Choose a zone from the list."
      />,
    );
    expect(screen.getByRole('button', { name: /^Show time zones/ })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a zone from the list.');
  });

  it("shows an option's description under its label, and names the option by both", async () => {
    const user = userEvent.setup();
    const cities = [
      { id: 'lisbon', label: 'Lisbon, Portugal', description: 'Europe/Lisbon' },
      { id: 'london', label: 'London, United Kingdom', description: 'Europe/London' },
    ];
    render(<ComboBox label="Birth place" options={cities} />);
    await user.type(screen.getByRole('combobox', { name: 'Birth place' }), 'Lis');
    const option = within(await screen.findByRole('listbox')).getByRole('option', { name: /^Lisbon, Portugal/ });
    expect(within(option).getByText('Europe/Lisbon')).toBeVisible();
    expect(option).toHaveAccessibleName('Lisbon, Portugal Europe/Lisbon');
    await user.click(option);
    expect(screen.getByRole('combobox', { name: 'Birth place' })).toHaveValue('Lisbon, Portugal');
  });

  it('reports null when the reader empties a controlled field, and the field stays empty', async () => {
    const user = userEvent.setup();
    const seen: (string | null)[] = [];
    render(<ControlledZone onPick={(id) => seen.push(id)} />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(input);
    expect(seen).toEqual([null]);
    await user.tab();
    expect(input).toHaveValue('');
    await user.type(input, 'UT');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'UTC' }));
    expect(seen).toEqual([null, 'UTC']);
  });
});
