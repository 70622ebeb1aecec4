import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label, off unless selected', () => {
    render(<Switch label="Voice replies" />);
    const control = screen.getByRole('switch', { name: 'Voice replies' });
    expect(control).not.toBeChecked();
    expect(control).not.toHaveAccessibleDescription();
  });

  it('has its description attached', () => {
    render(<Switch label="Voice replies" description="Selene reads her answers aloud." defaultSelected />);
    const control = screen.getByRole('switch', { name: 'Voice replies' });
    expect(control).toBeChecked();
    expect(control).toHaveAccessibleDescription('Selene reads her answers aloud.');
  });

  it('shows its error under it and describes it with the hint', () => {
    render(
      <Switch label="Voice replies" description="Selene reads her answers aloud." errorMessage="Could not save." />,
    );
    expect(screen.getByText('Could not save.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Voice replies' })).toHaveAccessibleDescription(
      'Selene reads her answers aloud. Could not save.',
    );
  });

  it('keeps a description given with aria-describedby', () => {
    render(
      <>
        <p id="outside">Applies to every device.</p>
        <Switch label="Voice replies" aria-describedby="outside" description="Selene reads her answers aloud." />
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Voice replies' })).toHaveAccessibleDescription(
      'Applies to every device. Selene reads her answers aloud.',
    );
  });

  it('toggles with Space and calls onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Voice replies" onChange={onChange} />);
    await user.tab();
    const control = screen.getByRole('switch', { name: 'Voice replies' });
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(control).not.toBeChecked();
  });

  it('with a name, submits while on', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <Switch label="Voice replies" name="voice" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('voice')).toBeNull();
    await user.click(screen.getByText('Voice replies'));
    expect(new FormData(form).get('voice')).toBe('on');
  });

  it('disabled, does not toggle', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Voice replies" isDisabled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Voice replies' });
    expect(control).toBeDisabled();
    await user.click(screen.getByText('Voice replies'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('appends className to its wrapper', () => {
    const { container } = render(<Switch label="Voice replies" className="spaced" />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper).toHaveClass('spaced');
    expect(wrapper.classList.length).toBeGreaterThan(1);
  });

  it("shows the error a Form's validationErrors give for its name, attached to it", () => {
    render(
      <Form validationErrors={{ voice: 'Voice replies need the Plus plan.', other: 'Not mine.' }}>
        <Switch label="Voice replies" name="voice" />
      </Form>,
    );
    const control = screen.getByRole('switch', { name: 'Voice replies' });
    expect(control).toHaveAccessibleDescription('Voice replies need the Plus plan.');
    expect(screen.queryByText('Not mine.')).toBeNull();
  });

  it("drops the form's error once the reader changes it, and shows the form's next errors", () => {
    const first = { voice: 'Voice replies need the Plus plan.' };
    const { rerender } = render(
      <Form validationErrors={first}>
        <Switch label="Voice replies" name="voice" />
      </Form>,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Voice replies' }));
    expect(screen.getByRole('switch', { name: 'Voice replies' })).toBeChecked();
    expect(screen.queryByText('Voice replies need the Plus plan.')).toBeNull();
    rerender(
      <Form validationErrors={{ voice: 'Not saved: try again.' }}>
        <Switch label="Voice replies" name="voice" />
      </Form>,
    );
    expect(screen.getByRole('switch', { name: 'Voice replies' })).toHaveAccessibleDescription('Not saved: try again.');
  });

  it('without a name or an error in the form, shows no error', () => {
    render(
      <Form validationErrors={{ voice: 'Voice replies need the Plus plan.' }}>
        <Switch label="Voice replies" description="Selene reads her replies aloud." />
      </Form>,
    );
    expect(screen.getByRole('switch', { name: 'Voice replies' })).toHaveAccessibleDescription(
      'Selene reads her replies aloud.',
    );
  });
});
