import { SacredSecretionWindows } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fixtureNow, taurusWindows } from './skyFixtures';

const meta = {
  title: 'UI/Sky/SacredSecretionWindows',
  id: 'ui-sacredsecretionwindows',
  component: SacredSecretionWindows,
  args: {
    sunSign: 'Taurus',
    windows: taurusWindows,
    timeZone: 'Europe/London',
    now: fixtureNow,
    onDownloadIcs: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SacredSecretionWindows>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Sun sign and the coming Moon-in-Taurus windows to the minute, with the calendar export. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Your natal Sun sign: Taurus')).toBeVisible();
    await expect(canvas.getByText('Times in Europe/London.')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Moon in Taurus: Sat, Mar 21, 2026, 06:35 – Mon, Mar 23, 2026, 08:18');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await expect(args.onDownloadIcs).toHaveBeenCalledOnce();
  },
};

/** A window in progress is marked "Now". */
export const CurrentWindow: Story = {
  args: { now: new Date('2026-03-22T12:00:00Z'), timeZone: 'Asia/Tokyo' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Now');
    await expect(items[0]).toHaveTextContent('Sat, Mar 21, 2026, 15:35');
  },
};

export const Loading: Story = {
  args: { windows: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding the windows...');
  },
};

export const Empty: Story = {
  args: { windows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No windows found in this period.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to calendar (.ics)' })).toBeNull();
  },
};

export const ErrorComputing: Story = {
  args: { windows: [], status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The windows could not be computed. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
