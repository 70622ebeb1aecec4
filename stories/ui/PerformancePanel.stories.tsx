import { type PerformanceMetrics, PerformancePanel } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

const good: PerformanceMetrics = { lcp: 1240, cls: 0.018, inp: 88, memory: 41.3 * 1024 * 1024, domNodes: 742 };

const meta = {
  title: 'UI/Chrome/PerformancePanel',
  id: 'ui-performancepanel',
  component: PerformancePanel,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A collapsible panel of the page's performance metrics for admins: Largest Contentful Paint (LCP), Cumulative Layout Shift (CLS), Interaction to Next Paint (INP), First Input Delay (FID, only where the browser reports it), JavaScript memory and DOM nodes. It refreshes every 5 seconds, flags an LCP above 2.5 s, and lists five optimisation tips. By default it floats in the bottom-right corner.

### When to use
- For admins only, to watch how the app performs on a real device. Your app decides who sees it.
- It is a diagnostic tool, not a user-facing message: to tell users about a problem, use **Toast** or **ConnectionIssue**.

### Do
- Do pass \`readMetrics\` from \`createBrowserMetricsReader()\` (its \`read\` function), create that reader once, and call its \`disconnect\` when the panel goes away.
- Do start it collapsed (the default) so it stays a single button in the corner until it is opened.
- Do use \`placement="inline"\` when it lives in an admin page rather than over the app.

### Don't
- Don't show it to users who are not admins.
- Don't set \`refreshMs\` very low: each refresh reads the metrics and re-renders the panel.
- Don't let it cover other floating controls in the bottom-right corner; move it with \`className\` or use \`placement="inline"\`.

### Accessibility
- **Keyboard:** Tab reaches the "Performance" button; Enter or Space opens and closes the panel. The panel's content is text.
- **Roles and names:** the trigger is a \`button\` inside a heading (an \`h2\` by default, set with \`headingLevel\`), with \`aria-expanded\`. It is named "Performance", or "Performance LCP warning" while LCP is above 2.5 s, so the warning is heard on the trigger even when the panel is closed. The panel is a \`group\`, hidden while closed. The metrics are a description list (\`<dl>\`) of names and values; a value the browser cannot measure reads "Not measured". The tips are an ordered list under a heading one level below ("Optimisation tips").
- **Announcements:** the metric values update every refresh without being announced. The LCP warning ("LCP is above 2.5 s: the main content appears late. See the tips below.") is in a polite \`role="status"\` region, so when it appears on a refresh while the panel is open, it is read once.
- **Motion:** the chevron turns when the panel opens; under \`prefers-reduced-motion: reduce\` it turns without a transition.
- **Touch:** the trigger is at least 44 px high and spans the panel's width (at most 340 px). The panel scrolls inside itself when it is taller than the window.`,
      },
    },
  },
  args: { readMetrics: () => good, defaultExpanded: true, onExpandedChange: fn() },
} satisfies Meta<typeof PerformancePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const value = (root: HTMLElement, name: string) => root.querySelector(`[data-metric="${name}"]`)?.textContent;

/** Every metric within its budget: no warning. */
export const GoodLcp: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Performance', level: 2 })).toBeVisible();
    await expect(value(canvasElement, 'lcp')).toBe('1,240 ms');
    await expect(value(canvasElement, 'cls')).toBe('0.018');
    await expect(value(canvasElement, 'inp')).toBe('88 ms');
    await expect(value(canvasElement, 'memory')).toBe('41.3 MB');
    await expect(value(canvasElement, 'domNodes')).toBe('742');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    const tips = canvas.getByRole('heading', { name: 'Optimisation tips', level: 3 }).nextElementSibling as HTMLElement;
    await expect(within(tips).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('Refreshed every 5 seconds')).toBeVisible();
  },
};

/** Exactly 2.5 s is within the threshold: no warning. */
export const LcpAtThreshold: Story = {
  args: { readMetrics: () => ({ ...good, lcp: 2500 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(value(canvasElement, 'lcp')).toBe('2,500 ms');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Performance' })).toBeVisible();
  },
};

/** LCP above 2.5 s: a warning in the panel and a flag on its trigger. */
export const BadLcp: Story = {
  args: { readMetrics: () => ({ ...good, lcp: 3480, cls: 0.31, inp: 412, domNodes: 4019 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(value(canvasElement, 'lcp')).toBe('3,480 ms');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'LCP is above 2.5 s: the main content appears late. See the tips below.',
    );
    await expect(canvas.getByRole('button', { name: 'Performance LCP warning' })).toBeVisible();
  },
};

/** A browser that measures little: the panel says so instead of showing zeros. Older browsers report FID. */
export const NotMeasured: Story = {
  args: { readMetrics: () => ({ fid: 14, domNodes: 512 }) },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, 'lcp')).toBe('Not measured');
    await expect(value(canvasElement, 'memory')).toBe('Not measured');
    await expect(value(canvasElement, 'fid')).toBe('14 ms');
  },
};

/**
 * Collapsed, it is one button in the corner, no wider than its label (a bar across a phone would
 * hide what scrolls under it); it opens to its full width and closes from the keyboard.
 */
export const Collapsed: Story = {
  tags: ['interaction'],
  args: { defaultExpanded: false, readMetrics: () => ({ ...good, lcp: 2900 }) },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Performance LCP warning' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The trigger sits in the heading, the heading in the panel's box.
    const panel = trigger.parentElement?.parentElement as HTMLElement;
    await expect(panel.getBoundingClientRect().width).toBeLessThan(240);
    await userEvent.keyboard('{Tab}');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Largest Contentful Paint (LCP)')).toBeVisible();
    await expect(panel.getBoundingClientRect().width).toBe(340);
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(2);
  },
};
