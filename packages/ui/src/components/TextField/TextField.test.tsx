import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea, TextField } from './TextField';

/** A field whose error comes from its caller's own check. */
function CheckedMessage() {
  const [text, setText] = useState('');
  return (
    <TextArea
      label="Message"
      value={text}
      onChange={setText}
      errorMessage={text.length < 3 ? 'At least 3 characters.' : null}
    />
  );
}

describe('TextField', () => {
  it('is labelled by its label and described by its hint', () => {
    render(<TextField label="Name" description="As Selene should call you." />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As Selene should call you.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('an error text alone marks it invalid and describes it', () => {
    render(<TextField label="Name" errorMessage="Enter your name." />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your name.');
  });

  it('no error text (null or empty) leaves it valid, and isInvalid={false} wins over a text', () => {
    const { rerender } = render(<TextField label="Name" errorMessage={null} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    rerender(<TextField label="Name" errorMessage="" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    rerender(<TextField label="Name" errorMessage="Enter your name." isInvalid={false} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your name.')).toBeNull();
  });

  it("follows the caller's validation as the text is fixed", async () => {
    const user = userEvent.setup();
    render(<CheckedMessage />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    await user.type(area, 'Hello');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('At least 3 characters.')).toBeNull();
  });
});
