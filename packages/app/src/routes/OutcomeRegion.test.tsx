import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutcomeRegion } from './OutcomeRegion';
import { SaveResult } from './SaveResult';

describe('OutcomeRegion', () => {
  it('is a polite status from the start, with what it holds while idle', () => {
    render(<OutcomeRegion outcome={null} idle={<p>Starting checkout...</p>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Starting checkout...');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a success politely and a failure as an alert, in the same region', () => {
    const { rerender } = render(<OutcomeRegion outcome={{ ok: true, text: 'Plan changed.' }} />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Plan changed.');
    rerender(<OutcomeRegion outcome={{ ok: false, text: 'The change failed.' }} />);
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('The change failed.');
  });

  it('is not focusable unless asked to take focus', () => {
    render(<OutcomeRegion outcome={{ ok: true, text: 'Saved.' }} />);
    expect(screen.getByRole('status')).not.toHaveAttribute('tabindex');
    expect(document.activeElement).toBe(document.body);
  });
});

describe('SaveResult', () => {
  it('takes focus as each save shows, and not when the page re-renders with the same one', () => {
    const saved = { ok: true, text: 'Preferences saved.' } as const;
    const { rerender } = render(<SaveResult outcome={null} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<SaveResult outcome={saved} />);
    const region = screen.getByRole('status');
    expect(document.activeElement).toBe(region);
    region.blur();
    rerender(<SaveResult outcome={saved} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<SaveResult outcome={{ ok: false, text: 'Could not save.' }} />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
