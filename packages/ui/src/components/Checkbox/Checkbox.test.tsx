import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from './Checkbox';

function Domains(props: Partial<Parameters<typeof CheckboxGroup>[0]>) {
  return (
    <CheckboxGroup label="Domains" {...props}>
      <Checkbox value="love">Love</Checkbox>
      <Checkbox value="work">Work</Checkbox>
      <Checkbox value="health">Health</Checkbox>
    </CheckboxGroup>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its words', () => {
    render(<Checkbox defaultSelected>I accept the terms</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
  });

  it('indeterminate, is mixed', () => {
    render(<Checkbox isIndeterminate>All domains</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'All domains' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
  });

  it('toggles with Space and calls onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
  });

  it('with a name, submits while ticked', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <Checkbox name="terms" value="yes">
          I accept the terms
        </Checkbox>
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('terms')).toBeNull();
    await user.click(screen.getByText('I accept the terms'));
    expect(new FormData(form).get('terms')).toBe('yes');
  });

  it('appends className to its label', () => {
    render(<Checkbox className="spaced">I accept the terms</Checkbox>);
    const label = screen.getByText('I accept the terms').closest('label') as HTMLElement;
    expect(label).toHaveClass('spaced');
    expect(label.classList.length).toBeGreaterThan(1);
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its label, of checkboxes', () => {
    render(<Domains defaultValue={['work']} />);
    expect(screen.getByRole('group', { name: 'Domains' })).toBeVisible();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Work' })).toBeChecked();
  });

  it('has its description attached', () => {
    render(<Domains description="Selene draws on these first." />);
    expect(screen.getByRole('group', { name: 'Domains' })).toHaveAccessibleDescription('Selene draws on these first.');
  });

  it('invalid, shows and describes its error, and marks its checkboxes', () => {
    render(<Domains isInvalid errorMessage="Choose at least one." />);
    expect(screen.getByText('Choose at least one.')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Domains' })).toHaveAccessibleDescription('Choose at least one.');
    expect(screen.getByRole('checkbox', { name: 'Love' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('Space toggles a checkbox and onChange reports the values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Domains defaultValue={['love']} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Love' })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['love', 'work']);
  });

  it('with a name, submits each ticked value', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <Domains name="domains" defaultValue={['love']} />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).getAll('domains')).toEqual(['love']);
    await user.click(screen.getByText('Health'));
    expect(new FormData(form).getAll('domains')).toEqual(['love', 'health']);
  });

  it('appends className to its wrapper', () => {
    render(<Domains className="spaced" />);
    const group = screen.getByRole('group', { name: 'Domains' });
    expect(group).toHaveClass('spaced');
    expect(group.classList.length).toBeGreaterThan(1);
  });
});
