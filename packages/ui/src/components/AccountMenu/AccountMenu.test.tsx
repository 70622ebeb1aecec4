import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './AccountMenu';
import type { AccountMenuEntry } from './types';

const link = (id: string, label: string, href: string): AccountMenuEntry => ({ kind: 'link', id, label, href });
const member: AccountMenuEntry[] = [
  link('alchemy', 'Alchemy', '/sacred-secretion'),
  link('astrology', 'Astrology', '/astrology'),
  link('portal', 'Admin Portal', '/admin'),
  link('preferences', 'Preferences', '/preferences'),
  { kind: 'logout', id: 'logout', label: 'Log Out' },
];
const visitor: AccountMenuEntry[] = [
  link('signIn', 'Sign In', '/auth'),
  link('createAccount', 'Create Account', '/register'),
];

// RAC's menu is heavy to render in jsdom; a loaded machine needs more than the default 5 s.
describe('AccountMenu', { timeout: 20_000 }, () => {
  it('opens from the keyboard, focuses the first entry and lists the entries in order', async () => {
    const user = userEvent.setup();
    render(<AccountMenu items={member} />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Alchemy',
      'Astrology',
      'Admin Portal',
      'Preferences',
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

  it('renders links as anchors with their hrefs', async () => {
    const user = userEvent.setup();
    render(<AccountMenu items={visitor} />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('menuitem', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  });

  it('navigates through the RAC RouterProvider', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <AccountMenu items={member} />
      </RouterProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Admin Portal' }));
    expect(navigate).toHaveBeenCalledWith('/admin', undefined);
  });

  it.each(['Logout', 'Log Out'])(
    'the logout entry "%s" calls onLogout (keyboard), after a separator',
    async (label) => {
      const user = userEvent.setup();
      const onLogout = vi.fn();
      render(<AccountMenu items={[...visitor, { kind: 'logout', id: 'logout', label }]} onLogout={onLogout} />);
      await user.tab();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
      await user.keyboard('{End}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: label })).toHaveFocus());
      expect(screen.getAllByRole('separator')).toHaveLength(1);
      await user.keyboard('{Enter}');
      expect(onLogout).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    },
  );

  it('without a logout entry there is no separator', async () => {
    const user = userEvent.setup();
    render(<AccountMenu items={visitor} />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
    expect(screen.queryByRole('separator')).toBeNull();
  });
});
