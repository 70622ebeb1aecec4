import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SacredSecretionWindows, windowDuration } from './SacredSecretionWindows';

const windows = [
  { start: new Date('2026-03-13T20:10:00Z'), end: new Date('2026-03-16T06:41:00Z') },
  { start: new Date('2026-04-10T04:02:00Z'), end: new Date('2026-04-12T14:30:00Z') },
];

describe('SacredSecretionWindows', () => {
  it('lists the windows to the minute in the chosen time zone and marks the current one', () => {
    render(
      <SacredSecretionWindows
        sunSign="Taurus"
        windows={windows}
        timeZone="Asia/Tokyo"
        now={new Date('2026-03-14T09:30:00Z')}
      />,
    );
    expect(screen.getByText('Your natal Sun sign: Taurus')).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Tokyo.')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Moon in Taurus: Sat, Mar 14, 2026, 05:10 – Mon, Mar 16, 2026, 15:41');
    expect(items[0]).toHaveTextContent('58 h 31 min');
    expect(items[0]).toHaveTextContent('Now');
    expect(items[1]).not.toHaveTextContent('Now');
  });

  it('offers the calendar export', async () => {
    const onDownloadIcs = vi.fn();
    render(<SacredSecretionWindows windows={windows} timeZone="UTC" onDownloadIcs={onDownloadIcs} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    expect(onDownloadIcs).toHaveBeenCalledOnce();
  });

  it('has loading, empty and error states', () => {
    const { rerender } = render(<SacredSecretionWindows windows={[]} timeZone="UTC" status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Finding the windows...');
    rerender(<SacredSecretionWindows windows={[]} timeZone="UTC" />);
    expect(screen.getByText('No windows found in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<SacredSecretionWindows windows={[]} timeZone="UTC" status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The windows could not be computed.');
  });

  it('measures a window to the minute', () => {
    expect(windowDuration(windows[1] as (typeof windows)[number])).toEqual({ hours: 58, minutes: 28 });
  });
});
