import { authHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/loading-viewer` (admins): every loader variant and size, in both themes, motion on or reduced. */
const meta = {
  title: 'App/Loading Viewer',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/loading-viewer' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin') } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two panels, each with five variants in four sizes, every loader named. */
export const Gallery: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Loading Viewer', level: 1 }, pageLoad)).toBeVisible();
    for (const theme of ['Light', 'Dark Celestial']) {
      const panel = canvas.getByRole('region', { name: `${theme} theme` });
      await expect(within(panel).getAllByRole('status')).toHaveLength(20);
      // Each loader's status carries its words (read out; shown only to assistive technology).
      const words = within(panel).getByText(`Shooting star, size xl, ${theme} theme`);
      await expect(words.closest('[role="status"]')).toHaveAttribute('data-size', 'xl');
      await expect(within(panel).getByRole('columnheader', { name: 'sm · 16 px' })).toBeVisible();
      await expect(within(panel).getByRole('rowheader', { name: 'Galaxy' })).toBeVisible();
    }
    await expect(canvas.getByRole('region', { name: 'Dark Celestial theme' })).toHaveAttribute(
      'data-theme',
      'dark-celestial',
    );
  },
};

/** Reduced motion on: every animation stops in both panels. */
export const ReducedMotion: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Show as with reduced motion' }, pageLoad);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    for (const theme of ['Light', 'Dark Celestial']) {
      const panel = canvas.getByRole('region', { name: `${theme} theme` });
      await expect(panel).toHaveAttribute('data-still', 'true');
      const orbiter = panel.querySelector('[data-variant="orbit"] g');
      if (!orbiter) throw new Error('no orbit');
      await expect(getComputedStyle(orbiter).animationName).toBe('none');
    }
  },
};

/** On a phone: the panels one under the other, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Dark Celestial theme' }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
