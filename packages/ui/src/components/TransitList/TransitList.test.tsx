import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SkyEvent } from '../SkyCommon/events';
import { TransitList } from './TransitList';

const events: SkyEvent[] = Array.from({ length: 6 }, (_, i) => ({
  id: `e${i}`,
  kind: i % 2 ? 'transit' : 'moon-phase',
  time: new Date(Date.UTC(2026, 2, 14 + i, 9, 30)),
  title: `Event ${i}`,
  orb: i % 2 ? 1.2 : undefined,
  applying: i % 2 ? true : undefined,
  interpretation: i === 1 ? 'Steady work pays.' : undefined,
  source: i === 1 ? 'The Saturn return' : undefined,
}));

// Typing and RAC's press handling are slow on a loaded machine: allow more than the default 5 s.
describe('TransitList', { timeout: 20_000 }, () => {
  it('lists each event with its kind, time in the chosen zone, orb and interpretation', () => {
    render(<TransitList events={events} timeZone="UTC" />);
    const region = screen.getByRole('region', { name: 'Transits' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[1]).toHaveTextContent('Transit');
    expect(items[1]).toHaveTextContent('Sun, Mar 15, 09:30');
    expect(items[1]).toHaveTextContent('orb 1°12′, applying');
    expect(items[1]).toHaveTextContent('Steady work pays.');
    expect(items[1]).toHaveTextContent('From the teaching “The Saturn return”');
    expect(within(items[1] as HTMLElement).getByRole('heading', { level: 3, name: 'Event 1' })).toBeInTheDocument();
  });

  it('shows a long list in part, then the rest with focus on the first revealed event', async () => {
    const user = userEvent.setup();
    render(<TransitList events={events} initialCount={2} timeZone="UTC" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show 4 more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getAllByRole('listitem')[2]).toHaveFocus();
  });

  it('has loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<TransitList events={[]} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Computing transits...');
    rerender(<TransitList events={[]} />);
    expect(screen.getByText('No significant events in this period.')).toBeInTheDocument();
    rerender(<TransitList events={[]} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The transits could not be computed. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
