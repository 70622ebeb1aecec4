import { PositionTable } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { natalPositions, noonPositions } from './skyFixtures';

const meta = {
  title: 'UI/Sky/PositionTable',
  id: 'ui-positiontable',
  component: PositionTable,
  parameters: {
    docs: {
      description: {
        component: `Every position of a chart as a real HTML table: point, sign, degree, house and motion (direct or retrograde), with the point and sign glyphs beside their names.

### When to use
- As the text companion of **ChartWheel**: it gives screen-reader users, and anyone who prefers to read, every position in full.
- For events in time (transits, Moon phases, ingresses), use **TransitList** instead.

### Do
- Do pass the same \`positions\` as the wheel, in the order you want them listed.
- Do give the table a specific \`caption\` when a page shows more than one chart, e.g. "Transiting positions". The caption is the table's accessible name.
- Do let the House column follow the data: by default it shows when any position has a house. Set \`showHouses\` only to force it on or off.

### Don't
- Don't hide the table to save space when the wheel is shown: the wheel does not show the degrees on screen.
- Don't put interactive content in the cells; the table is for reading only.
- Don't add a second visible title above it that repeats the caption: the caption is already shown as the table's title.

### Accessibility
- **Keyboard:** no keyboard interaction.
- **Roles and names:** a \`table\` named by its \`<caption>\` (default "Natal positions"). The column headers are \`<th scope="col">\` (Point, Sign, Degree, House, Motion); each row's point name is a row header (\`<th scope="row">\`), so screen readers say which point a cell belongs to.
- **What a screen reader hears:** words, not symbols. The glyphs are \`aria-hidden\`; the sign is read by name, the degree as written (e.g. "12°54′"), and the motion as "Direct" or "Retrograde".
- **Missing values:** a position without a house shows "—" in the House column. With no positions at all, one row says "No positions yet."
- **Layout:** on narrow screens the table scrolls sideways inside its wrapper instead of squeezing the columns.`,
      },
    },
  },
  args: { positions: natalPositions },
} satisfies Meta<typeof PositionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every position with its house: a real table for screen readers and readers alike. */
export const WithHouses: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Natal positions' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    const mercury = within(table).getByRole('row', { name: /Mercury/ });
    await expect(mercury).toHaveTextContent('Taurus');
    await expect(mercury).toHaveTextContent('12°54′');
    await expect(mercury).toHaveTextContent('Retrograde');
    await expect(canvas.getByRole('columnheader', { name: 'House' })).toBeVisible();
  },
};

/** Without a birth time there are no houses, so the column is left out. */
export const WithoutBirthTime: Story = {
  args: { positions: noonPositions },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'House' })).toBeNull();
    await expect(canvas.getByRole('row', { name: /Moon/ })).toHaveTextContent('11°37′');
  },
};

export const Empty: Story = {
  args: { positions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Natal positions' })).toHaveTextContent('No positions yet.');
  },
};
