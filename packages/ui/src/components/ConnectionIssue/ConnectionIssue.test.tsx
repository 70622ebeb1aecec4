import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionIssue } from './ConnectionIssue';

describe('ConnectionIssue', () => {
  it('shows the spec’s message as an alert', () => {
    render(<ConnectionIssue />);
    expect(screen.getByRole('heading', { level: 2, name: 'Connection Issue' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Connection IssueWe couldn't start your conversation. This might be a temporary connection issue.",
    );
  });

  it('calls onRetry from Try Again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ConnectionIssue onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Try Again' })).not.toHaveAttribute('aria-disabled');
  });

  it('is pending, focused and not pressable while a retry runs', async () => {
    const user = userEvent.setup();
    let settle!: () => void;
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<ConnectionIssue onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Try Again' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Retrying...');
    await user.click(button);
    expect(onRetry).toHaveBeenCalledOnce();
    await act(async () => settle());
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('returns to idle when the retry fails', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn().mockRejectedValue(new Error('still offline'));
    render(<ConnectionIssue onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Try Again' })).not.toHaveAttribute('aria-disabled');
  });

  it('can be held pending from outside', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ConnectionIssue isPending onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Try Again' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Retrying...');
    await user.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
