import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SkyEvent } from '../SkyCommon/events';
import { TransitTimeline } from './TransitTimeline';

const start = new Date('2026-03-14T00:00:00Z');
const events: SkyEvent[] = [
  { id: 'b', kind: 'ingress', time: new Date('2026-03-20T12:00:00Z'), title: 'Mars enters Leo' },
  { id: 'a', kind: 'moon-phase', time: new Date('2026-03-15T06:00:00Z'), title: 'Full Moon in Virgo' },
  {
    id: 'c',
    kind: 'transit',
    time: new Date('2026-04-01T08:00:00Z'),
    title: 'Saturn square natal Sun',
    orb: 0.5,
    interpretation: 'A test of patience.',
  },
  { id: 'now', kind: 'transit', title: 'No time: left out' },
];

// Typing and RAC's press handling are slow on a loaded machine: allow more than the default 5 s.
describe('TransitTimeline', { timeout: 20_000 }, () => {
  it('places timed events in time order as one tab stop moved with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<TransitTimeline events={events} start={start} timeZone="UTC" />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Sun, Mar 15, 06:00: Full Moon in Virgo',
      'Fri, Mar 20, 12:00: Mars enters Leo',
      'Wed, Apr 1, 08:00: Saturn square natal Sun',
    ]);
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(buttons[0]).toHaveFocus();
    await user.tab();
    expect(buttons.some((b) => b === document.activeElement)).toBe(false);
  });

  it('shows the chosen event and reports it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<TransitTimeline events={events} start={start} timeZone="UTC" onSelect={onSelect} />);
    expect(screen.getByText('3 events')).toBeInTheDocument();
    const saturn = screen.getByRole('button', { name: /Saturn square natal Sun/ });
    await user.click(saturn);
    expect(saturn).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('A test of patience.')).toBeInTheDocument();
    expect(screen.getByText(/orb 0°30′/)).toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'c' }));
  });

  it('places an event by its share of the 30 days', () => {
    render(<TransitTimeline events={events} start={start} timeZone="UTC" />);
    const item = screen.getByRole('button', { name: /Mars enters Leo/ }).closest('li');
    // 6.5 days of 30.
    expect(item?.style.left).toBe('21.667%');
  });

  it('says so when there is nothing to place', () => {
    render(<TransitTimeline events={[]} start={start} />);
    expect(screen.getByText('No events to place on the timeline.')).toBeInTheDocument();
  });
});
