import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('renders the given links in a navigation named "Legal"', () => {
    render(
      <Footer
        links={[
          { id: 'terms', label: 'Terms', href: '/terms' },
          { id: 'privacy', label: 'Privacy', href: '/privacy' },
        ]}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Legal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]);
  });

  it('takes another name for its navigation', () => {
    render(<Footer links={[]} navLabel="Site" />);
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
  });

  it('puts the given id on the footer element', () => {
    render(<Footer links={[]} id="site-footer" />);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('id', 'site-footer');
  });
});
