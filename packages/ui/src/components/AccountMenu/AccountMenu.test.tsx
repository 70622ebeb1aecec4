import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './AccountMenu';

// RAC's menu is heavy to render in jsdom; a loaded machine needs more than the default 5 s.
describe('AccountMenu', { timeout: 20_000 }, () => {
  it('opens from the keyboard, focuses the first entry and lists the audience entries in order', async () => {
    const user = userEvent.setup();
    render(<AccountMenu userRole="client" tier="advanced" />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Alchemy',
      'Astrology',
      'Request',
      'Affiliate Program',
      'Account Settings',
      'Preferences',
      'Subscription & Billing',
      'Report an Issue',
      'Log Out',
    ]);
    // RAC moves focus into the menu once it has opened.
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('renders links as anchors with the spec hrefs', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('menuitem', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  });

  it('navigates through the RAC RouterProvider', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <AccountMenu userRole="admin" />
      </RouterProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Admin Portal' }));
    expect(navigate).toHaveBeenCalledWith('/admin', undefined);
  });

  it.each([
    ['admin', 'Logout'],
    ['teacher', 'Logout'],
    ['client', 'Log Out'],
  ] as const)('%s: %s calls onLogout (keyboard)', async (role, label) => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<AccountMenu userRole={role} tier="core" onLogout={onLogout} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: label })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('visitors have no logout entry', async () => {
    const user = userEvent.setup();
    render(<AccountMenu userRole={null} />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menuitem', { name: /log ?out/i })).toBeNull();
  });
});
