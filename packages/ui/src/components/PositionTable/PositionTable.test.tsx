import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PositionTable } from './PositionTable';

const positions = [
  { point: 'Sun', longitude: 44.1167, sign: 'Taurus', degreeInSign: 14.1167, retrograde: false, house: 10 },
  { point: 'Saturn', longitude: 355.5, sign: 'Pisces', degreeInSign: 25.5, retrograde: true, house: 8 },
];

describe('PositionTable', () => {
  it('is a table with a caption, column headers and one row per point', () => {
    render(<PositionTable positions={positions} />);
    const table = screen.getByRole('table', { name: 'Natal positions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Point', 'Sign', 'Degree', 'House', 'Motion']);
    const saturn = within(table).getByRole('row', { name: /Saturn/ });
    expect(within(saturn).getByRole('rowheader')).toHaveTextContent('Saturn');
    expect(
      within(saturn)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['♓\uFE0EPisces', '25°30′', '8', 'Retrograde']);
  });

  it('leaves the house column out when no house is known', () => {
    render(<PositionTable positions={positions.map(({ house: _house, ...p }) => p)} />);
    expect(screen.queryByRole('columnheader', { name: 'House' })).toBeNull();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Direct');
  });

  it('says so when there is nothing to list', () => {
    render(<PositionTable positions={[]} caption="Today" />);
    expect(screen.getByRole('table', { name: 'Today' })).toHaveTextContent('No positions yet.');
  });
});
