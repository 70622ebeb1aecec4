import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import * as styles from './Badge.css';

describe('Badge', () => {
  it('is a neutral span by default, its words as its text', () => {
    render(<Badge>Version 3</Badge>);
    const badge = screen.getByText('Version 3');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveClass(styles.tone.neutral);
  });

  it('takes a tone and passes attributes through', () => {
    render(
      <Badge tone="caution" id="draft" title="Not saved yet">
        Draft changed
      </Badge>,
    );
    const badge = screen.getByText('Draft changed');
    expect(badge).toHaveClass(styles.tone.caution);
    expect(badge).toHaveAttribute('id', 'draft');
    expect(badge).toHaveAttribute('title', 'Not saved yet');
  });

  it('as list items, makes a list of tags', () => {
    render(
      <ul aria-label="Tags">
        <Badge elementType="li">Astrology</Badge>
        <Badge elementType="li" className="extra">
          Tarot
        </Badge>
      </ul>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Astrology', 'Tarot']);
    expect(items[1]).toHaveClass('extra');
  });
});
