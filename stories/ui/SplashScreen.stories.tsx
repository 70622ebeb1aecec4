import { SplashScreen } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/SplashScreen',
  id: 'ui-splashscreen',
  component: SplashScreen,
  parameters: {
    layout: 'fullscreen',
    // Fixed to the viewport: on the docs page each story gets its own frame instead of covering it.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
  args: { onDone: fn() },
} satisfies Meta<typeof SplashScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Held open (controlled) so its look can be checked; in the app it shows for 2 s (spec 9). */
export const Visible: Story = {
  args: { isVisible: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Moonheart');
    await expect(canvas.getByText('Moonheart')).toBeVisible();
    await expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const box = status.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

/** Uncontrolled, it hides itself and calls onDone when its time is up (300 ms here, 2000 ms by default). */
export const HidesWhenDone: Story = {
  args: { duration: 300 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Moonheart');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 2000 });
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Under prefers-reduced-motion (as the test runner browses) nothing in the splash moves. */
export const ReducedMotion: Story = {
  args: { isVisible: true },
  play: async ({ canvasElement }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const nodes = [...canvasElement.querySelectorAll('[role="status"], [role="status"] *')];
    const animated = nodes.filter((node) => getComputedStyle(node).animationName !== 'none');
    await expect(animated.length === 0).toBe(reduced);
  },
};
