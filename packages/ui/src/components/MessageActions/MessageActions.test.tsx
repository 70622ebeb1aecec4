import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageActions } from './MessageActions';

const reply = {
  content: '## The Moon\n\nIs **full**: see [phases](https://nasa.example/moon).\n\n- rest\n- reflect',
  isUserMessage: false,
};
const plainReply = 'The Moon\n\nIs full: see phases (https://nasa.example/moon).\n\n- rest\n- reflect';

afterEach(() => {
  vi.useRealTimers();
});

describe('MessageActions', () => {
  it('is a named group with Copy only, unless Regenerate and Edit are given', () => {
    const { rerender } = render(<MessageActions message={reply} />);
    const group = screen.getByRole('group', { name: 'Message actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Copy']);

    rerender(<MessageActions message={reply} onRegenerate={() => {}} onEdit={() => {}} />);
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Copy', 'Regenerate reply', 'Edit question']);
  });

  it('copies a reply as plain text, shows and announces "Copied" for about 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onCopy = vi.fn();
    render(<MessageActions message={reply} onCopy={onCopy} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(plainReply);
    expect(status).toHaveTextContent('Copied');
    expect(onCopy).toHaveBeenCalledWith('copied');

    act(() => vi.advanceTimersByTime(1900));
    expect(status).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(200));
    expect(status).toBeEmptyDOMElement();
  });

  it('copies a question exactly as typed', async () => {
    const user = userEvent.setup();
    render(<MessageActions message={{ content: 'Is **this** my *week*?\nTell me.', isUserMessage: true }} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Is **this** my *week*?\nTell me.');
  });

  it('falls back to a hidden text area when the Clipboard API is missing, and keeps focus', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    let copiedText = '';
    const execCommand = vi.fn((command: string) => {
      copiedText = (document.activeElement as HTMLTextAreaElement).value;
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    render(<MessageActions message={reply} />);
    const copy = screen.getByRole('button', { name: 'Copy' });
    await user.click(copy);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedText).toBe(plainReply);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(copy).toHaveFocus();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when copying fails', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    const onCopy = vi.fn();
    render(<MessageActions message={reply} onCopy={onCopy} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    expect(onCopy).toHaveBeenCalledWith('failed');
  });

  it('calls Regenerate and Edit, by pointer and keyboard', async () => {
    const user = userEvent.setup();
    const onRegenerate = vi.fn();
    const onEdit = vi.fn();
    render(<MessageActions message={reply} onRegenerate={onRegenerate} onEdit={onEdit} />);
    await user.click(screen.getByRole('button', { name: 'Regenerate reply' }));
    expect(onRegenerate).toHaveBeenCalledOnce();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit question' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('disables Regenerate and Edit, not Copy', async () => {
    const user = userEvent.setup();
    const onRegenerate = vi.fn();
    render(<MessageActions message={reply} onRegenerate={onRegenerate} onEdit={() => {}} isDisabled />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Regenerate reply' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit question' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Regenerate reply' }));
    expect(onRegenerate).not.toHaveBeenCalled();
  });
});
