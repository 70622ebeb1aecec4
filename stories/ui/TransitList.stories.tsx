import { TransitList } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { forecastEvents, todaysTransits } from './skyFixtures';

const meta = {
  title: 'UI/Sky/TransitList',
  id: 'ui-transitlist',
  component: TransitList,
  args: { events: forecastEvents.slice(8, 16), timeZone: 'Europe/London', title: 'The next 30 days', onRetry: fn() },
} satisfies Meta<typeof TransitList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Events with their kind, time (in the given time zone), orb and an interpretation with its teaching. */
export const Forecast: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('region', { name: 'The next 30 days' })).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    const newMoon = items.find((item) => item.textContent?.includes('New Moon in Pisces')) as HTMLElement;
    await expect(newMoon).toHaveTextContent('Moon phase');
    await expect(newMoon).toHaveTextContent('Thu, Mar 19, 01:24');
    await expect(newMoon).toHaveTextContent('From the teaching “The lunar cycle”');
  },
};

/** Today's transits to the natal chart: in effect now, so an orb and whether it is applying, no time. */
export const TodaysTransits: Story = {
  args: { events: todaysTransits, title: "Today's transits" },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('orb 0°12′, applying');
    await expect(items[1]).toHaveTextContent('orb 0°18′, separating');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Saturn conjunction natal Mars' })).toBeVisible();
  },
};

/** A long list shows its first events and a "Show more" button that reveals the rest and moves focus there. */
export const LongList: Story = {
  args: { events: forecastEvents, initialCount: 5 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 19 more' }));
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(24);
    await expect(items[5]).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { events: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Computing transits...');
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No significant events in this period.')).toBeVisible();
  },
};

export const ErrorLoading: Story = {
  args: { events: [], status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The transits could not be computed. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
