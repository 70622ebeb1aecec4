import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const options = [
  { id: 'daily', label: 'Daily', description: 'A short reading every morning.' },
  { id: 'weekly', label: 'Weekly', description: 'One longer reading on Mondays.' },
  { id: 'never', label: 'Never' },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its label, of radios named by theirs', () => {
    render(<RadioGroup label="Readings" options={options} defaultValue="weekly" />);
    const group = screen.getByRole('radiogroup', { name: 'Readings' });
    expect(group).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Daily' })).not.toBeChecked();
  });

  it('list: an option is named by its label and described by its description', () => {
    render(<RadioGroup label="Readings" options={options} />);
    expect(screen.getByRole('radio', { name: 'Daily' })).toHaveAccessibleDescription('A short reading every morning.');
    expect(screen.getByRole('radio', { name: 'Never' })).not.toHaveAccessibleDescription();
  });

  it('chips: an option shows no description', () => {
    render(<RadioGroup label="Readings" options={options} variant="chips" />);
    expect(screen.getByRole('radio', { name: 'Daily' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('A short reading every morning.')).toBeNull();
  });

  it('has its description attached to the group', () => {
    render(<RadioGroup label="Readings" options={options} description="You can change this later." />);
    expect(screen.getByRole('radiogroup', { name: 'Readings' })).toHaveAccessibleDescription(
      'You can change this later.',
    );
  });

  it('invalid, shows and describes its error', () => {
    render(<RadioGroup label="Readings" options={options} isInvalid errorMessage="Choose how often." />);
    expect(screen.getByText('Choose how often.')).toBeVisible();
    const group = screen.getByRole('radiogroup', { name: 'Readings' });
    expect(group).toHaveAccessibleDescription('Choose how often.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('the arrow keys move the choice and call onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup label="Readings" options={options} defaultValue="daily" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Daily' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('weekly');
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toHaveFocus();
  });

  it('with a name, submits the chosen id in a form', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <RadioGroup label="Readings" name="cadence" options={options} variant="chips" defaultValue="daily" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('cadence')).toBe('daily');
    await user.click(screen.getByText('Never'));
    expect(new FormData(form).get('cadence')).toBe('never');
  });

  it('disabled, its radios are disabled', () => {
    render(<RadioGroup label="Readings" options={options} isDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('appends className to its wrapper', () => {
    render(<RadioGroup label="Readings" options={options} className="spaced" />);
    const group = screen.getByRole('radiogroup', { name: 'Readings' });
    expect(group).toHaveClass('spaced');
    expect(group.classList.length).toBeGreaterThan(1);
  });
});
