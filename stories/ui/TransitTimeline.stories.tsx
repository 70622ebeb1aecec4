import { TransitTimeline } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { forecastEvents, forecastStart } from './skyFixtures';

const meta = {
  title: 'UI/Sky/TransitTimeline',
  id: 'ui-transittimeline',
  component: TransitTimeline,
  args: { events: forecastEvents, start: forecastStart, timeZone: 'Europe/London', onSelect: fn() },
} satisfies Meta<typeof TransitTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days on a horizontal scale: one tab stop, arrow keys between events, Enter shows one. */
export const Horizontal: Story = {
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
