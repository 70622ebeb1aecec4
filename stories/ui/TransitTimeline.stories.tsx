import { TransitTimeline } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { forecastEvents, forecastStart } from './skyFixtures';

const meta = {
  title: 'UI/Sky/TransitTimeline',
  id: 'ui-transittimeline',
  component: TransitTimeline,
  parameters: {
    docs: {
      description: {
        component: `A time scale (30 days by default) with one marker per sky event. Markers are coloured and shaped by kind (transit, Moon phase, ingress) and stack in lanes when they fall close together. Choosing a marker shows the event's details in a panel below the scale. Events without a \`time\` are left out; the others are sorted by time.

### When to use
- To show when events fall across a period, and let people pick one to read.
- To read every event with its full text in a list, use **TransitList** instead (or as well, for people who prefer a list).

### Do
- Do use \`orientation="vertical"\` on narrow screens. The horizontal scale is at least 640 px wide and scrolls sideways in a smaller space.
- Do pass the same \`start\`, \`days\` and \`timeZone\` you use to compute the events, so that the day labels match.
- Do use \`onSelect\` to react to a choice (e.g. to scroll a list to the same event). You do not need it to show the event: the details panel does that.
- Do give it a \`title\` that says what period it covers when it is not the next 30 days.

### Don't
- Don't use it for events without a time (aspects in effect now): they are left out. Use \`TransitList\`.
- Don't hide the instruction text above the scale with CSS: it tells sighted keyboard users about the arrow keys, and it describes the list for screen readers.
- Don't explain the kinds by colour alone in a legend: name the glyphs too (✶ transit, ☽ Moon phase, → ingress; ingress markers are squarer).

### Accessibility
- **Keyboard:** the scale is one tab stop. Tab lands on the last focused marker (the first one at the start). Right Arrow or Down Arrow moves to the next event in time, Left Arrow or Up Arrow to the previous one; Home and End go to the first and last. Movement stops at the ends. Enter or Space chooses the focused event.
- **Roles and names:** a \`region\` (a \`<section>\`) named by its heading (default "30-day timeline", an \`h2\`). The markers are \`button\`s in an ordered list named by the same heading and described by the visible instruction, "Use the arrow keys to move between events; press Enter to read one." Each button is named with the event's time and title, e.g. "Thu, Mar 19, 01:24: New Moon in Pisces". The chosen one has \`aria-pressed="true"\`. The marker glyphs, day ticks and day labels are hidden from screen readers.
- **Announcements:** the details panel is a polite live region (\`aria-live="polite"\`). When an event is chosen, screen readers read its title, time, orb, interpretation and source. Before any choice the panel shows "Selected event" and the count, e.g. "24 events".
- **Empty:** "No events to place on the timeline." is plain text and is not announced on its own.
- **Motion:** markers grow slightly on hover; under \`prefers-reduced-motion: reduce\` they change size without a transition.
- **Touch:** markers are 24 × 24 px, with 30 px lanes. This meets the WCAG 2.2 minimum target size but is smaller than the usual 44 px, so on touch screens pair the timeline with a \`TransitList\`.`,
      },
    },
  },
  args: { events: forecastEvents, start: forecastStart, timeZone: 'Europe/London', onSelect: fn() },
} satisfies Meta<typeof TransitTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days on a horizontal scale: one tab stop, arrow keys between events, Enter shows one. */
export const Horizontal: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    const markers = canvas.getAllByRole('button');
    await expect(markers).toHaveLength(24);
    await userEvent.tab();
    await expect(markers[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(markers[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Mercury conjunction natal Mars' }),
    );
    await expect(markers[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Mercury conjunction natal Mars')).toBeVisible();
  },
};

/** The same scale standing up, for narrow screens. */
export const Vertical: Story = {
  tags: ['interaction'],
  args: { orientation: 'vertical' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /New Moon in Pisces/ }));
    await expect(
      canvas.getByText('A seed time: name one intention quietly and let it grow in the dark before you speak of it.'),
    ).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /Last Quarter in Capricorn/ })).toHaveFocus();
  },
};

/** Only a few events: the detail panel counts them until one is chosen. */
export const FewEvents: Story = {
  args: { events: forecastEvents.filter((event) => event.kind !== 'transit') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 events')).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(7);
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events to place on the timeline.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
