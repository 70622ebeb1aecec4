import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifyingAccess } from './VerifyingAccess';

describe('VerifyingAccess', () => {
  it('is a status reading "Verifying access..." with a visible label', () => {
    render(<VerifyingAccess />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Verifying access...');
    expect(screen.getByText('Verifying access...')).toBeVisible();
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
