import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { KeepSunSignControl } from '../../packages/app/src/offline/KeepSunSignControl';
import { natalSunStorageKey } from '../../packages/app/src/offline/natalSunStore';
import { type OfflineTodayOptions, renderOfflineToday } from '../../packages/app/src/offline/offlineToday';

/** The offline view is plain DOM (its entry shares nothing with the shell's): mounted into a div here. */
function OfflineToday({ now, timeZone, natalSun, online }: OfflineTodayOptions) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    return renderOfflineToday(container.current, {
      ...(now ? { now } : {}),
      ...(timeZone ? { timeZone } : {}),
      ...(natalSun === undefined ? {} : { natalSun }),
      ...(online === undefined ? {} : { online }),
    });
  }, [now, timeZone, natalSun, online]);
  return <div ref={container} />;
}

/**
 * The offline "Today" document (offline.html): what the service worker shows when a page cannot be
 * fetched. Fixed to the morning of the new Moon of 11 January 2024, seen from Paris.
 */
const meta = {
  title: 'App/Offline Today',
  component: OfflineToday,
  args: { now: new Date('2024-01-11T09:00:00Z'), timeZone: 'Europe/Paris', natalSun: null, online: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineToday>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
async function expectTodaysSky(canvas: Canvas) {
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Today’s sky' })).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent('You’re offline. Today’s sky is computed on this device.');
  await expect(canvas.getByRole('link', { name: 'Try again' })).toBeVisible();
  const moon = canvas.getByRole('region', { name: 'The Moon' });
  await expect(moon).toHaveTextContent('Moon in Capricorn');
  await expect(moon).toHaveTextContent('New Moon, 0% lit');
  await expect(canvas.getByRole('region', { name: 'The Sun' })).toHaveTextContent('Sun in Capricorn');
  const aspects = canvas.getByRole('region', { name: 'Today’s aspects' });
  await expect(aspects).toHaveTextContent('Exact times in your device’s time zone, Europe/Paris.');
  await expect(within(aspects).getByRole('list')).toHaveTextContent('Sun conjunction Moonexact at 12:57');
}

/** Offline, no Sun sign kept on the device: the sky of the day and how to keep one's Sun sign. */
export const WithoutNatalSun: Story = {
  play: async ({ canvas }) => {
    await expectTodaysSky(canvas);
    await expect(canvas.getByRole('region', { name: 'Your Sun sign' })).toHaveTextContent(
      'Your Sun sign isn’t kept on this device.',
    );
  },
};

/** Offline, the person chose to keep their Sun sign (Capricorn, today's sign too). */
export const WithNatalSun: Story = {
  args: { natalSun: 'Capricorn' },
  play: async ({ canvas }) => {
    await expectTodaysSky(canvas);
    const natal = canvas.getByRole('region', { name: 'Your Sun sign' });
    await expect(natal).toHaveTextContent('Your Sun is in Capricorn.');
    await expect(natal).toHaveTextContent('The Sun is in your sign, Capricorn, today.');
    await expect(natal).toHaveTextContent('Kept on this device by your choice.');
  },
};

/** The network is back while the view is open: the status says so and Try again opens the page. */
export const BackOnline: Story = {
  args: { online: true, natalSun: 'Leo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You’re back online. Try again to open Moonheart.',
    );
    await expect(canvas.getByRole('region', { name: 'Your Sun sign' })).toHaveTextContent('Your Sun is in Leo.');
  },
};

const noHorizontalScroll = async (canvasElement: HTMLElement) => {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
};

/** On a phone (390 px): the cards one under the other, nothing wider than the screen. */
export const Phone: Story = {
  args: { natalSun: 'Scorpio' },
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await expectTodaysSky(canvas);
    await noHorizontalScroll(canvasElement);
  },
};

/** The narrowest phones (320 px) reflow without horizontal scrolling. */
export const NarrowPhone: Story = {
  parameters: { screen: { width: 320, height: 640 } },
  play: async ({ canvas, canvasElement }) => {
    await expectTodaysSky(canvas);
    await noHorizontalScroll(canvasElement);
  },
};

/** On the astrology page: keeping the Sun sign on the device, then forgetting it. */
export const KeepSunSign: StoryObj<typeof KeepSunSignControl> = {
  tags: ['interaction'],
  render: () => (
    <div style={{ padding: 24, maxWidth: 640 }}>
      <KeepSunSignControl sunSign="Virgo" />
    </div>
  ),
  beforeEach: () => {
    localStorage.removeItem(natalSunStorageKey);
    return () => localStorage.removeItem(natalSunStorageKey);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keep my Sun sign on this device' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Your Sun sign (Virgo) is kept on this device.');
    await expect(JSON.parse(localStorage.getItem(natalSunStorageKey) ?? 'null')).toEqual({ sign: 'Virgo' });
    await userEvent.click(canvas.getByRole('button', { name: 'Forget' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Your Sun sign is no longer kept on this device.');
    await expect(localStorage.getItem(natalSunStorageKey)).toBeNull();
  },
};
