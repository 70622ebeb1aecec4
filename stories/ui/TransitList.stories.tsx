import { TransitList } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { forecastEvents, todaysTransits } from './skyFixtures';

const meta = {
  title: 'UI/Sky/TransitList',
  id: 'ui-transitlist',
  component: TransitList,
  parameters: {
    docs: {
      description: {
        component: `A titled list of sky events (transits to the chart, Moon phases, ingresses). Each event shows its kind, its time in the given time zone, its orb (and whether it is applying or separating), its title, and an optional interpretation with the teaching it comes from. It also has loading, empty and error states, and can show the first events with a "Show more" button.

### When to use
- To read events one after another with their full text: today's transits, or the coming weeks.
- To see when events fall across a month at a glance, use **TransitTimeline**. For the positions of one chart, use **PositionTable**.

### Do
- Do give it a \`title\` that says what period it covers, e.g. "The next 30 days". The title names the whole section.
- Do pass \`timeZone\` so that the times match the place the user expects; without it the browser's zone is used.
- Do set \`initialCount\` for long lists, so the page stays short until the user asks for more.
- Do pass \`onRetry\` with \`status="error"\`, so the error offers "Try Again".

### Don't
- Don't pass an empty \`events\` list while the data loads: set \`status="loading"\`, otherwise the list says there are no events.
- Don't leave out \`time\` for future events. Leave it out only for aspects in effect now (today's transits).
- Don't leave \`headingLevel\` at 2 when the list sits under another \`h2\`: set it to 3 so the page outline stays in order (event titles sit one level below).

### Accessibility
- **Keyboard:** the list itself has no keyboard interaction. Tab reaches the "Show N more" and "Try Again" buttons; Enter or Space presses them. After "Show N more", focus moves to the first newly shown event, so keyboard and screen-reader users continue where the list grew.
- **Roles and names:** a \`region\` (a \`<section>\`) named by its heading (default "Transits", an \`h2\`). Events are items of an ordered list, each titled with a heading one level below. Times are \`<time>\` elements. The kind ("Transit", "Moon phase", "Ingress") is written out, not shown by colour alone.
- **Loading:** a \`Loader\` with \`role="status"\` (polite) shows and announces "Computing transits...".
- **Error:** a \`role="alert"\` block says "The transits could not be computed. Please try again." at once, with the "Try Again" button when \`onRetry\` is given.
- **Empty:** the empty message (default "No significant events in this period.") is plain text and is not announced on its own.
- **Motion:** nothing animates except the loading graphic, which stops under \`prefers-reduced-motion: reduce\`.
- **Touch:** the buttons are at least 40 px high.`,
      },
    },
  },
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
  tags: ['interaction'],
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
  tags: ['interaction'],
  args: { events: [], status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The transits could not be computed. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
