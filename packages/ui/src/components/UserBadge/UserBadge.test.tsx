import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserBadge } from './UserBadge';

describe('UserBadge', () => {
  it('shows the username and the plan, named for screen readers', () => {
    const { container } = render(<UserBadge username="luna" label="Advanced" tone="upsell" />);
    expect(screen.getByText('luna')).toBeVisible();
    expect(container).toHaveTextContent('luna Plan: Advanced');
    expect(container.firstElementChild).toHaveAttribute('data-kind', 'plan');
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'upsell');
  });

  it('defaults to a plan in the neutral tone', () => {
    const { container } = render(<UserBadge username="new-moon" label="Free" />);
    expect(container).toHaveTextContent('new-moon Plan: Free');
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'neutral');
  });

  it('names a role as a role', () => {
    const { container } = render(<UserBadge username="selene-admin" label="Admin" kind="role" tone="accent" />);
    expect(container).toHaveTextContent('selene-admin Role: Admin');
  });
});
