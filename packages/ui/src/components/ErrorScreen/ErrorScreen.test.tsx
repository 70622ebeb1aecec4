import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('shows the spec’s message and focuses its heading', () => {
    render(<ErrorScreen onReload={() => {}} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' });
    expect(heading).toHaveFocus();
    expect(screen.getByText("We encountered an unexpected error. Don't worry - your data is safe.")).toBeVisible();
    expect(screen.getByRole('region', { name: 'Something Went Wrong' })).toBeInTheDocument();
  });

  it('reloads, links home and to the support e-mail of the brand', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<ErrorScreen onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('takes another support address and home path', () => {
    render(<ErrorScreen onReload={() => {}} supportEmail="help@moonheart.test" homeHref="/chat" />);
    expect(screen.getByRole('link', { name: 'Contact help@moonheart.test' })).toHaveAttribute(
      'href',
      'mailto:help@moonheart.test',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/chat');
  });

  it('reloads the page by default', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      render(<ErrorScreen />);
      await user.click(screen.getByRole('button', { name: 'Reload Page' }));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('leaves focus alone when autoFocus is off', () => {
    render(<ErrorScreen onReload={() => {}} autoFocus={false} />);
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).not.toHaveFocus();
  });
});
