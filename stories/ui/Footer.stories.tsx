import { Footer } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';

const navigate = fn();

const meta = {
  title: 'UI/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = within(canvas.getByRole('contentinfo')).getByRole('navigation', { name: 'Legal' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]);
    await userEvent.keyboard('{Tab}{Tab}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/privacy', undefined);
  },
};
