import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ChatHeader, type ChatHeaderLink } from './ChatHeader';

const links: ChatHeaderLink[] = [
  { id: 'info', label: 'Info', href: '/about' },
  { id: 'alchemy', label: 'Alchemy', href: '/sacred-secretion' },
  { id: 'astro', label: 'Astro', href: '/astrology' },
];

describe('ChatHeader', { timeout: 20_000 }, () => {
  it('shows the logo and product name as a link home, and the given links in order', () => {
    render(<ChatHeader links={links} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Moonheart' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Info', 'Alchemy', 'Astro']);
  });

  it('renders each link with its href', () => {
    render(<ChatHeader links={[{ id: 'request', label: 'Request', href: '/request' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Request' })).toHaveAttribute('href', '/request');
  });

  it('renders the theme toggle and account menu slots', () => {
    render(
      <ChatHeader
        links={links}
        themeToggle={<button type="button">Theme</button>}
        accountMenu={<button type="button">Menu</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('marks the current page', () => {
    render(<ChatHeader links={links} currentPath="/astrology" />);
    expect(screen.getByRole('link', { name: 'Astro' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Info' })).not.toHaveAttribute('aria-current');
  });

  it('navigates through the RAC RouterProvider', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <ChatHeader links={links} />
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Astro' }));
    expect(navigate).toHaveBeenCalledWith('/astrology', undefined);
  });
});
