import { MoonLogo } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Chrome/MoonLogo',
  id: 'ui-moonlogo',
  component: MoonLogo,
  args: { size: 'md' },
} satisfies Meta<typeof MoonLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectSize = (px: number): Story['play'] =>
  async function assertSize({ canvas }) {
    const logo = canvas.getByRole('img', { name: 'Moonheart logo' });
    const box = logo.getBoundingClientRect();
    await expect(box.width).toBe(px);
    await expect(box.height).toBe(px);
  };

export const Small: Story = { args: { size: 'sm' }, play: expectSize(32) };
export const Medium: Story = { args: { size: 'md' }, play: expectSize(64) };
export const Large: Story = { args: { size: 'lg' }, play: expectSize(128) };

export const Decorative: Story = {
  args: { decorative: true, size: 'md' },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <MoonLogo {...args} />
      <strong>Moonheart</strong>
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Moonheart')).toBeVisible();
  },
};

export const Matrix: Story = {
  tags: ['!autodocs'],
  render: () => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 24 }}>
      <MoonLogo size="sm" />
      <MoonLogo size="md" />
      <MoonLogo size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'Moonheart logo' })).toHaveLength(3);
  },
};
