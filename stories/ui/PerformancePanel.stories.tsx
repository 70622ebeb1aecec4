import { type PerformanceMetrics, PerformancePanel } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

const good: PerformanceMetrics = { lcp: 1240, cls: 0.018, inp: 88, memory: 41.3 * 1024 * 1024, domNodes: 742 };

const meta = {
  title: 'UI/Chrome/PerformancePanel',
  id: 'ui-performancepanel',
  component: PerformancePanel,
  parameters: { layout: 'fullscreen' },
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

/** Collapsed, it is one button in the corner; it opens and closes from the keyboard. */
export const Collapsed: Story = {
  args: { defaultExpanded: false, readMetrics: () => ({ ...good, lcp: 2900 }) },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Performance LCP warning' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Tab}');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Largest Contentful Paint (LCP)')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(2);
  },
};
