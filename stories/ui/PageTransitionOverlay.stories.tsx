import { PageTransitionOverlay } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/PageTransitionOverlay',
  id: 'ui-pagetransitionoverlay',
  component: PageTransitionOverlay,
  parameters: {
    layout: 'fullscreen',
    // Fixed to the viewport: on the docs page each story gets its own frame instead of covering it.
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: {
        component: `A veil with the moon logo over the viewport while the app moves from one page to the next. It fades and scales in when \`isActive\` becomes true, and fades out when \`isActive\` becomes false or \`emergencyHideMs\` (500 ms by default) after it appeared, whichever comes first. \`onHidden\` receives the reason: \`'ready'\` or \`'timeout'\`. It is decoration only: it never takes focus or clicks.

### When to use
- Around client-side navigations, with \`isActive\` true from the start of a navigation until the new page is ready.
- At start-up, use **SplashScreen**. For a part of a page that waits for data, use **Loader**.

### Do
- Do render it once, at the root of the app, and keep it mounted: it stays hidden while \`isActive\` is false.
- Do tell screen reader users about the new page yourself (for example, update the document's title and move focus to the page's heading): the overlay says nothing.
- Do use \`onHidden\` with \`'timeout'\` to find pages that are slow to report ready.

### Don't
- Don't turn off the emergency hide (a non-finite \`emergencyHideMs\`) in an app: a page that never reports ready would stay covered, while clicks still pass through to it.
- Don't use it to keep people away from a page that is not ready: it blocks neither clicks nor focus, so the page beneath stays usable while covered.

### Accessibility
- **Keyboard:** no keyboard interaction. It is \`inert\`, so focus moves through the page beneath as usual.
- **Roles and names:** none. The whole overlay has \`aria-hidden="true"\`, so screen readers announce nothing, and \`pointer-events: none\`, so clicks reach the page beneath.
- **Motion:** it fades and scales in and out. Under \`prefers-reduced-motion: reduce\` it appears and disappears at once.
- **Touch:** not interactive; touches pass through to the page.`,
      },
    },
  },
  args: { isActive: true, onHidden: fn() },
  // A page beneath the overlay, to show that it never takes a click or focus from it.
  render: (args) => (
    <div style={{ padding: 24 }}>
      <h1 style={{ marginTop: 0 }}>Forecast</h1>
      <p>The page beneath the overlay.</p>
      <button type="button">Continue</button>
      <PageTransitionOverlay {...args} />
    </div>
  ),
} satisfies Meta<typeof PageTransitionOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const overlayIn = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="page-transition-overlay"]')!;

/** Held up (no emergency hide) so its look can be checked: decoration only, the page stays usable. */
export const Visible: Story = {
  tags: ['interaction'],
  args: { emergencyHideMs: Number.POSITIVE_INFINITY },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const overlay = overlayIn(canvasElement);
    await expect(overlay).toHaveAttribute('data-state', 'visible');
    await expect(overlay).toHaveAttribute('aria-hidden', 'true');
    await expect(overlay).toHaveAttribute('inert');
    await expect(getComputedStyle(overlay).pointerEvents).toBe('none');
    const button = canvas.getByRole('button', { name: 'Continue' });
    const box = button.getBoundingClientRect();
    // What a pointer would hit is the page's button, not the overlay on top of it.
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(button);
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** The page never said it was ready: the overlay hides itself 500 ms after it appeared (spec 9). */
export const EmergencyHide: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(args.onHidden).toHaveBeenCalledOnce(), { timeout: 2000 });
    await expect(args.onHidden).toHaveBeenCalledWith('timeout');
    const overlay = overlayIn(canvasElement);
    await expect(overlay).toHaveAttribute('data-state', 'hidden');
    await expect(getComputedStyle(overlay).visibility).toBe('hidden');
    await expect(canvas.getByRole('heading', { name: 'Forecast' })).toBeVisible();
  },
};

/** No navigation under way: nothing shows and nothing is reported. */
export const Hidden: Story = {
  args: { isActive: false },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(getComputedStyle(overlayIn(canvasElement)).visibility).toBe('hidden');
    await expect(canvas.getByRole('heading', { name: 'Forecast' })).toBeVisible();
    await expect(args.onHidden).not.toHaveBeenCalled();
  },
};

/** Under prefers-reduced-motion (as the test runner browses) the overlay neither fades nor scales. */
export const ReducedMotion: Story = {
  args: { emergencyHideMs: Number.POSITIVE_INFINITY },
  play: async ({ canvasElement }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const overlay = overlayIn(canvasElement);
    const nodes = [overlay, ...overlay.querySelectorAll('*')];
    const moving = nodes.filter((node) => {
      const style = getComputedStyle(node);
      return (
        style.animationName !== 'none' || (style.transitionDuration !== '0s' && style.transitionProperty !== 'all')
      );
    });
    await expect(moving.length === 0).toBe(reduced);
  },
};
