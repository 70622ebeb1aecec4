import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a labelled searchbox described by its hint', () => {
    render(<SearchField label="Search users" description="Name or email." />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAccessibleDescription('Name or email.');
  });

  it('reports typing, and its clear button (out of the Tab order) empties it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(<SearchField label="Search users" onChange={onChange} onClear={onClear} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'luna');
    expect(onChange).toHaveBeenLastCalledWith('luna');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    expect(clear).toHaveAttribute('tabindex', '-1');
    await user.click(clear);
    expect(box).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('clears on Escape and submits on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchField label="Search users" onSubmit={onSubmit} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'orion{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('orion');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('shows its error and flags the input when invalid', () => {
    render(<SearchField label="Search users" isInvalid errorMessage="Use at most 100 characters." />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Use at most 100 characters.');
  });
});
