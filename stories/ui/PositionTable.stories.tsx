import { PositionTable } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { natalPositions, noonPositions } from './skyFixtures';

const meta = {
  title: 'UI/Sky/PositionTable',
  id: 'ui-positiontable',
  component: PositionTable,
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
