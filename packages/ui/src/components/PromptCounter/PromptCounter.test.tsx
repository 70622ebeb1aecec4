import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { PromptCounter } from './PromptCounter';

describe('PromptCounter', () => {
  it.each([
    [0, '0 prompts left', 'critical'],
    [1, '1 prompt left', 'caution'],
    [18, '18 prompts left', 'neutral'],
    [-3, '0 prompts left', 'critical'],
  ] as const)('%i left reads "%s" in the %s tone', (left, text, tone) => {
    render(<PromptCounter promptsRemaining={left} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(new RegExp(`^${text}$`));
    expect(status.closest('p')).toHaveAttribute('data-tone', tone);
  });

  it('shows when the allowance resets, outside the live region', () => {
    render(
      <I18nProvider locale="en-GB">
        <PromptCounter promptsRemaining={5} resetsAt="2026-03-15T00:00:00Z" timeZone="UTC" />
      </I18nProvider>,
    );
    expect(screen.getByText('Resets at 00:00 UTC')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^5 prompts left$/);
  });

  it('leaves the reset line out without a valid time', () => {
    render(<PromptCounter promptsRemaining={5} resetsAt="soon" />);
    expect(screen.queryByText(/Resets at/)).not.toBeInTheDocument();
  });

  it('keeps one polite status whose text changes with the count', () => {
    const { rerender } = render(<PromptCounter promptsRemaining={2} />);
    const status = screen.getByRole('status');
    rerender(<PromptCounter promptsRemaining={1} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('1 prompt left');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
