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
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: {
        component: `The start-up screen: the moon logo and the product's name over the whole viewport. Without \`isVisible\` it shows when it mounts and hides itself after \`duration\` (2000 ms by default), then calls \`onDone\`. Its stylesheet also hides it at that time, so a server-rendered splash leaves even before the page's scripts run. With \`isVisible\` it shows while that is true, and \`onDone\` still fires once \`duration\` has passed.

### When to use
- Once, when the app starts.
- Between pages, use **PageTransitionOverlay**. For a wait inside a page, use **Loader**. While a guarded page checks access, use **VerifyingAccess**.

### Do
- Do render it once, at the root of the app, on top of the first page.
- Do keep the default 2 seconds or less: it covers everything while it shows.
- Do use \`onDone\` to start anything that should wait for the splash, such as moving focus into the page.

### Don't
- Don't show it again on later navigations.
- Don't keep it up with \`isVisible\` or a non-finite \`duration\` while the app loads slowly: show the page with a **Loader** where data is missing instead.
- Don't count on it to block the page: it covers the page visually but does not make it inert, so the page beneath can still take focus.

### Accessibility
- **Keyboard:** no keyboard interaction; nothing in it is focusable.
- **Roles and names:** a \`role="status"\` element with \`aria-busy="true"\`. Its text is the product's name and a visually hidden "Loading...". The logo is hidden from assistive technology. Some screen readers read a live region only when its text changes, so they may not say it when the page opens.
- **Motion:** the logo and the name rise into place, then the logo glows slowly. Under \`prefers-reduced-motion: reduce\` they do not move. It never fades: it is opaque from the first frame and disappears at once.
- **Touch:** not interactive.`,
      },
    },
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
