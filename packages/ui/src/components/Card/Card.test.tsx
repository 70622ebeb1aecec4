import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('titled, is a region named by its heading', () => {
    render(<Card title="Your plan">Core</Card>);
    const region = screen.getByRole('region', { name: 'Your plan' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Your plan' })).toBeInTheDocument();
  });

  it('untitled, is a plain frame; named by aria-label, a region', () => {
    const { container } = render(<Card>Framed</Card>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.queryByRole('region')).toBeNull();
    render(<Card aria-label="Details">Shown</Card>);
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Shown');
  });

  it('as a list item keeps its heading but is not a region', () => {
    render(
      <ul>
        <Card elementType="li" title="Saturn return" headingLevel={3}>
          Lessons
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Saturn return' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('as an article is named by its title', () => {
    render(
      <Card elementType="article" title="A conversation">
        Messages
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'A conversation' })).toBeInTheDocument();
  });

  it('with a heading ref, its heading takes focus from script', () => {
    const heading = createRef<HTMLHeadingElement>();
    render(
      <Card title="Result" headingRef={heading}>
        Done
      </Card>,
    );
    heading.current?.focus();
    expect(screen.getByRole('heading', { name: 'Result' })).toHaveFocus();
  });

  it('passes other attributes to its element', () => {
    render(
      <Card title="Links" aria-live="polite" data-highlight="">
        None
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Links' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('data-highlight', '');
  });
});
