import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriptionTier } from '../AccountMenu/audience';
import { UserBadge } from './UserBadge';
import { userBadgeLabel } from './userBadgeLabel';

describe('userBadgeLabel', () => {
  it.each([
    ['free', 'Free'],
    ['core', 'Core'],
    ['plus', 'Plus'],
    ['advanced', 'Advanced'],
    ['elite', 'Elite'],
  ] as const)('client on %s reads %s', (tier, label) => {
    expect(userBadgeLabel({ role: 'client', tier })).toEqual({ kind: tier, label, isRole: false });
  });

  it.each([undefined, null, 'unlimited' as SubscriptionTier])('a missing or unknown tier (%s) reads Free', (tier) => {
    expect(userBadgeLabel({ role: 'client', tier }).label).toBe('Free');
  });

  it.each([
    ['admin', 'Admin'],
    ['teacher', 'Teacher'],
  ] as const)('%s shows the role, whatever the tier', (role, label) => {
    expect(userBadgeLabel({ role, tier: 'elite' })).toEqual({ kind: role, label, isRole: true });
  });
});

describe('UserBadge', () => {
  it('shows the username and the tier, named for screen readers', () => {
    const { container } = render(<UserBadge username="luna" userRole="client" tier="advanced" />);
    expect(screen.getByText('luna')).toBeVisible();
    expect(container).toHaveTextContent('luna Plan: Advanced');
    expect(container.firstElementChild).toHaveAttribute('data-kind', 'advanced');
  });

  it('defaults to Free', () => {
    const { container } = render(<UserBadge username="new-moon" />);
    expect(container).toHaveTextContent('new-moon Plan: Free');
  });

  it('shows the role for staff', () => {
    const { container } = render(<UserBadge username="selene-admin" userRole="admin" tier="free" />);
    expect(container).toHaveTextContent('selene-admin Role: Admin');
  });
});
