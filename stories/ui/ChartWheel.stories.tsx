import { ChartWheel } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ascendant, houseCusps, midheaven, natalAspects, natalPositions, noonPositions } from './skyFixtures';

const meta = {
  title: 'UI/Sky/ChartWheel',
  id: 'ui-chartwheel',
  component: ChartWheel,
  parameters: {
    docs: {
      description: {
        component: `A natal chart wheel drawn in SVG: the zodiac ring with its glyphs, the chart's points at their longitudes (spread apart where they crowd), and, when the birth time is known, the house cusps, the ascendant (ASC) and the midheaven (MC). Aspect lines can be drawn in the centre. It scales to its container, up to \`maxWidth\`.

### When to use
- To show a whole chart at a glance, as a picture.
- The wheel reads as one image with a text summary. To give every position in full, use **PositionTable** next to it. For events over time, use **TransitList** or **TransitTimeline** instead.

### Do
- Do show a \`PositionTable\` with the same positions beside the wheel, for people who prefer to read.
- Do pass \`ascendant\`, \`midheaven\` and all twelve \`houseCusps\` together. House lines are drawn only with exactly twelve cusps, and the summary names the angles only when both are given.
- Do set \`isLoading\` while the chart is being computed. With an empty \`positions\` list and no \`isLoading\`, the wheel says "No positions to draw yet."
- Do give each wheel its own \`title\` when a page shows more than one, e.g. "Ana's natal chart wheel".

### Don't
- Don't make the wheel the only place that shows aspects. Aspect lines differ by colour only, and the summary only counts them ("5 aspect lines drawn.").
- Don't pass guessed angles or houses when the birth time is unknown. Leave them out: the summary then says "Birth time unknown: no ascendant or houses."
- Don't restyle it through \`className\` beyond layout (width, margins, placement): its colours come from the theme.

### Accessibility
- **Keyboard:** no keyboard interaction. The SVG is not focusable.
- **Roles and names:** the SVG has \`role="img"\`. Its \`<title>\` (the \`title\` prop, default "Natal chart wheel") is the accessible name, and its \`<desc>\` is the accessible description.
- **What a screen reader hears:** the name, then a summary built from the data, e.g. "Positions: Sun 13°49′ Taurus, house 9; … Ascendant 12°04′ Virgo, Midheaven 6°24′ Gemini. 12 house cusps drawn." Retrograde points are read as "retrograde" (drawn with an "R" on the wheel). The glyphs themselves are not read one by one.
- **Loading and empty:** while \`isLoading\`, a \`Loader\` with \`role="status"\` (polite) shows and announces "Computing the chart...". The empty text "No positions to draw yet." is plain text and is not announced on its own.
- **Motion:** the wheel does not animate. The loading graphic stops under \`prefers-reduced-motion: reduce\`.`,
      },
    },
  },
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
