import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoonLogo } from './MoonLogo';

describe('MoonLogo', () => {
  it.each(['sm', 'md', 'lg'] as const)('renders the %s size', (size) => {
    render(<MoonLogo size={size} />);
    expect(screen.getByRole('img', { name: 'Moonheart logo' })).toHaveAttribute('data-size', size);
  });

  it('takes a custom accessible name', () => {
    render(<MoonLogo label="Home" />);
    expect(screen.getByRole('img', { name: 'Home' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<MoonLogo decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
