import { ChartWheel } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ascendant, houseCusps, midheaven, natalAspects, natalPositions, noonPositions } from './skyFixtures';

const meta = {
  title: 'UI/Sky/ChartWheel',
  id: 'ui-chartwheel',
  component: ChartWheel,
  args: { positions: natalPositions, maxWidth: 480 },
} satisfies Meta<typeof ChartWheel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Birth time and place known: houses, ascendant, midheaven and aspect lines. */
export const WithBirthTime: Story = {
  args: { ascendant, midheaven, houseCusps, aspects: natalAspects },
  play: async ({ canvas, canvasElement }) => {
    const wheel = canvas.getByRole('img', { name: 'Natal chart wheel' });
    await expect(wheel).toBeVisible();
    await expect(wheel).toHaveAccessibleDescription(expect.stringContaining('Sun 13°49′ Taurus, house 9'));
    await expect(wheel).toHaveAccessibleDescription(
      expect.stringContaining('Ascendant 12°04′ Virgo, Midheaven 6°24′ Gemini.'),
    );
    await expect(canvasElement.querySelectorAll('[data-layer="houses"] line')).toHaveLength(12);
    await expect(canvasElement.querySelectorAll('[data-point]')).toHaveLength(12);
  },
};

/** No birth time: a noon chart without houses or angles, and the description says why. */
export const WithoutBirthTime: Story = {
  args: { positions: noonPositions },
  play: async ({ canvas, canvasElement }) => {
    const wheel = canvas.getByRole('img', { name: 'Natal chart wheel' });
    await expect(wheel).toHaveAccessibleDescription(
      expect.stringContaining('Birth time unknown: no ascendant or houses.'),
    );
    await expect(canvasElement.querySelector('[data-layer="houses"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-angle]')).toBeNull();
  },
};

/** A stellium: five points within 4° are spread apart so that each glyph stays readable. */
export const CrowdedPoints: Story = {
  args: {
    positions: [
      { point: 'Sun', longitude: 280.1, sign: 'Capricorn', degreeInSign: 10.1, retrograde: false },
      { point: 'Mercury', longitude: 281.2, sign: 'Capricorn', degreeInSign: 11.2, retrograde: false },
      { point: 'Saturn', longitude: 282, sign: 'Capricorn', degreeInSign: 12, retrograde: false },
      { point: 'Uranus', longitude: 283.3, sign: 'Capricorn', degreeInSign: 13.3, retrograde: true },
      { point: 'Neptune', longitude: 284, sign: 'Capricorn', degreeInSign: 14, retrograde: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const xs = [...canvasElement.querySelectorAll('[data-point] text:first-of-type')].map((t) =>
      Number(t.getAttribute('x')),
    );
    const ys = [...canvasElement.querySelectorAll('[data-point] text:first-of-type')].map((t) =>
      Number(t.getAttribute('y')),
    );
    for (let i = 1; i < xs.length; i += 1) {
      const gap = Math.hypot((xs[i] ?? 0) - (xs[i - 1] ?? 0), (ys[i] ?? 0) - (ys[i - 1] ?? 0));
      await expect(gap).toBeGreaterThan(20);
    }
  },
};

export const Loading: Story = {
  args: { positions: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Computing the chart...');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Empty: Story = {
  args: { positions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No positions to draw yet.')).toBeVisible();
  },
};
