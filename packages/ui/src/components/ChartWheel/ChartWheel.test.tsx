import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChartPosition } from '../SkyCommon/zodiac';
import { ChartWheel, describeChart } from './ChartWheel';

const positions: ChartPosition[] = [
  { point: 'Sun', longitude: 44.1167, sign: 'Taurus', degreeInSign: 14.1167, retrograde: false, house: 10 },
  { point: 'Moon', longitude: 45, sign: 'Taurus', degreeInSign: 15, retrograde: false, house: 10 },
  { point: 'Mercury', longitude: 30.5, sign: 'Taurus', degreeInSign: 0.5, retrograde: true, house: 9 },
];
const cusps = [100, 130, 160, 190, 220, 250, 280, 310, 340, 10, 40, 70];

describe('ChartWheel', () => {
  it('is one image named by its title and described by every position', () => {
    render(<ChartWheel positions={positions} />);
    const wheel = screen.getByRole('img', { name: 'Natal chart wheel' });
    expect(wheel).toHaveAccessibleDescription(
      'Positions: Sun 14°07′ Taurus, house 10; Moon 15°00′ Taurus, house 10; Mercury 0°30′ Taurus retrograde, house 9. Birth time unknown: no ascendant or houses.',
    );
  });

  it('draws every sign and every point, spreading the crowded ones apart', () => {
    const { container } = render(<ChartWheel positions={positions} />);
    expect(container.querySelectorAll('[data-sign]')).toHaveLength(12);
    expect(container.querySelectorAll('[data-point]')).toHaveLength(3);
    const glyphPosition = (point: string) => {
      const text = container.querySelector(`[data-point="${point}"] text`);
      return { x: Number(text?.getAttribute('x')), y: Number(text?.getAttribute('y')) };
    };
    const sun = glyphPosition('Sun');
    const moon = glyphPosition('Moon');
    // 0.88° apart in the sky, but at least 8° apart on the wheel (about 23 units at radius 168).
    expect(Math.hypot(sun.x - moon.x, sun.y - moon.y)).toBeGreaterThan(20);
  });

  it('draws houses, the ascendant and the midheaven only when given', () => {
    const { container, rerender } = render(<ChartWheel positions={positions} />);
    expect(container.querySelector('[data-layer="houses"]')).toBeNull();
    expect(container.querySelector('[data-angle]')).toBeNull();
    rerender(<ChartWheel positions={positions} houseCusps={cusps} ascendant={100} midheaven={10} />);
    expect(container.querySelectorAll('[data-layer="houses"] line')).toHaveLength(12);
    expect(container.querySelector('[data-angle="ASC"]')).not.toBeNull();
    expect(container.querySelector('[data-angle="MC"]')).not.toBeNull();
    expect(screen.getByRole('img').getAttribute('aria-describedby')).toBeTruthy();
  });

  it('draws aspect lines with their kind', () => {
    const { container } = render(
      <ChartWheel positions={positions} aspects={[{ from: 'Sun', to: 'Moon', kind: 'conjunction' }]} />,
    );
    expect(container.querySelectorAll('line[data-kind="conjunction"]')).toHaveLength(1);
  });

  it('shows the loading and empty states instead of a wheel', () => {
    const { rerender } = render(<ChartWheel positions={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Computing the chart...');
    rerender(<ChartWheel positions={[]} />);
    expect(screen.getByText('No positions to draw yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('describeChart', () => {
  it('names the angles, houses and aspects', () => {
    expect(
      describeChart({
        positions: positions.slice(0, 1),
        ascendant: 100.5,
        midheaven: 10.25,
        houseCusps: cusps,
        aspects: [{ from: 'Sun', to: 'Moon', kind: 'trine' }],
      }),
    ).toBe(
      'Positions: Sun 14°07′ Taurus, house 10. Ascendant 10°30′ Cancer, Midheaven 10°15′ Aries. 12 house cusps drawn. 1 aspect line drawn.',
    );
  });
});
