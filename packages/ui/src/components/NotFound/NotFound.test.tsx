import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('reads "404 Page Not Found" and links home', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes a heading level and a home path', () => {
    render(<NotFound headingLevel={2} homeHref="/chat" />);
    expect(screen.getByRole('heading', { level: 2, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/chat');
  });
});
