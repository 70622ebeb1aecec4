import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader, loaderSizeNames, loaderVariants } from './Loader';

describe('Loader', () => {
  it('offers the five variants and four sizes of the spec', () => {
    expect(loaderVariants).toEqual(['orbit', 'pulse', 'shooting-star', 'constellation', 'galaxy']);
    expect(loaderSizeNames).toEqual(['sm', 'md', 'lg', 'xl']);
  });

  it.each(loaderVariants.flatMap((variant) => loaderSizeNames.map((size) => [variant, size] as const)))(
    '%s %s is a status named "Loading..."',
    (variant, size) => {
      render(<Loader variant={variant} size={size} />);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Loading...');
      expect(status).toHaveAttribute('data-variant', variant);
      expect(status).toHaveAttribute('data-size', size);
      expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('announces what is loading', () => {
    render(<Loader label="Verifying access..." showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Verifying access...');
  });
});
