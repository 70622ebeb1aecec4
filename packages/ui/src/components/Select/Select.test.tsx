import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'system', label: 'Same as the device' },
];

describe('Select', () => {
  it('is a button named by its label and showing the choice', () => {
    render(<Select label="Theme" options={options} defaultValue="dark" />);
    const button = screen.getByRole('button', { name: /Theme/ });
    expect(button).toHaveAccessibleName(expect.stringContaining('Dark'));
    expect(button).toHaveTextContent('Dark');
  });

  it('shows the placeholder while nothing is chosen', () => {
    render(<Select label="Theme" options={options} placeholder="Choose a theme" />);
    expect(screen.getByRole('button', { name: /Theme/ })).toHaveTextContent('Choose a theme');
  });

  it('has its description attached', () => {
    render(<Select label="Theme" options={options} description="Applies to this device." />);
    expect(screen.getByRole('button', { name: /Theme/ })).toHaveAccessibleDescription('Applies to this device.');
  });

  it('invalid, shows and describes its error', () => {
    render(<Select label="Theme" options={options} isInvalid errorMessage="Choose a theme to go on." />);
    expect(screen.getByText('Choose a theme to go on.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Theme/ })).toHaveAccessibleDescription('Choose a theme to go on.');
  });

  it('is chosen from with the keyboard, and calls onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Theme" options={options} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Theme/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('dark');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Theme/ })).toHaveTextContent('Dark');
  });

  it('with a name, submits its value in a form', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <Select label="Theme" name="theme" options={options} defaultValue="light" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: /Theme/ }));
    await user.click(await screen.findByRole('option', { name: 'Same as the device' }));
    expect(new FormData(form).get('theme')).toBe('system');
  });

  it('disabled, its button is disabled', () => {
    render(<Select label="Theme" options={options} isDisabled />);
    expect(screen.getByRole('button', { name: /Theme/ })).toBeDisabled();
  });

  it('names an option by both its lines, and shows only the label once chosen', async () => {
    const user = userEvent.setup();
    render(
      <Select
        label="Theme"
        options={[
          { id: 'light', label: 'Light', description: 'Dark text on a pale sky' },
          { id: 'dark', label: 'Dark', description: 'Pale text on a night sky' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Theme/ }));
    const option = await screen.findByRole('option', { name: 'Dark Pale text on a night sky' });
    expect(screen.getByText('Pale text on a night sky')).toBeVisible();
    await user.click(option);
    const button = screen.getByRole('button', { name: /Theme/ });
    expect(button).toHaveTextContent(/^Dark$/);
    expect(button).not.toHaveAccessibleName(expect.stringContaining('night sky'));
  });
});
