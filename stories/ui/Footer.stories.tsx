import { Footer, StarfieldPauseToggle } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';

const navigate = fn();

const meta = {
  title: 'UI/Chrome/Footer',
  id: 'ui-footer',
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

function FooterWithStarfieldToggle() {
  const [paused, setPaused] = useState(false);
  // The test runner emulates reduced motion, where the toggle hides itself; here it is shown on purpose.
  return (
    <Footer>
      <StarfieldPauseToggle reducedMotion={false} isPaused={paused} onPausedChange={setPaused} />
    </Footer>
  );
}

/** The app's footer: the starfield's pause control in the page's flow, before the links. */
export const WithStarfieldPauseToggle: Story = {
  render: () => <FooterWithStarfieldToggle />,
  play: async ({ canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    const toggle = within(footer).getByRole('button', { name: 'Pause background animation' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Tab}');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Terms', 'Privacy']);
  },
};
