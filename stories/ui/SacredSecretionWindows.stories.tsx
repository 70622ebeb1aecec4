import { SacredSecretionWindows } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fixtureNow, taurusWindows } from './skyFixtures';

const meta = {
  title: 'UI/Sky/SacredSecretionWindows',
  id: 'ui-sacredsecretionwindows',
  component: SacredSecretionWindows,
  parameters: {
    docs: {
      description: {
        component: `The result of the Sacred Secretion Calculator: the user's natal Sun sign and the coming windows when the Moon passes through that sign. Each window shows its start and end to the minute in the chosen time zone, and its length. A window in progress is marked "Now". An optional button exports the windows to a calendar file.

### When to use
- Below **SacredSecretionForm**, to show what it computed.
- For other sky events (transits, Moon phases, ingresses), use **TransitList** or **TransitTimeline** instead.

### Do
- Do pass the same \`timeZone\` the user chose in the form; the list says it in words ("Times in Europe/London.").
- Do pass \`onDownloadIcs\` to offer "Add to calendar (.ics)", and build the file from the same windows.
- Do use \`status="loading"\` while computing and \`status="error"\` with \`onRetry\` when it fails.
- Do pass \`now\` in tests and screenshots, so the "Now" mark does not depend on the clock.

### Don't
- Don't pass windows out of order: they are listed as given, and the list is meant to run earliest first.
- Don't pass an empty list while computing: without \`status="loading"\` it says "No windows found in this period."
- Don't leave out \`sunSign\` when you know it: without it, the items lose their "Moon in Taurus:" lead and the Sun sign line is not shown.

### Accessibility
- **Keyboard:** Tab reaches the "Add to calendar (.ics)" button, or "Try Again" in the error state; Enter or Space presses them. The rest is text.
- **Roles and names:** a \`region\` (a \`<section>\`) named by its heading, "Your coming windows" (an \`h2\` by default). The windows are items of an ordered list, read as e.g. "Moon in Taurus: Sat, Mar 21, 2026, 06:35 – Mon, Mar 23, 2026, 08:18" followed by the length, such as "49 h 43 min". Start and end are \`<time>\` elements. The sign glyph is hidden from screen readers; the sign is read by name. The window in progress carries the word "Now" (text, not only colour).
- **Loading:** a \`Loader\` with \`role="status"\` (polite) shows and announces "Finding the windows...".
- **Error:** a \`role="alert"\` block says "The windows could not be computed. Please try again." at once, with "Try Again" when \`onRetry\` is given.
- **Empty:** "No windows found in this period." is plain text and is not announced on its own.
- **Motion:** only the loading graphic moves, and it stops under \`prefers-reduced-motion: reduce\`.
- **Touch:** the buttons are at least 44 px high.`,
      },
    },
  },
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
  tags: ['interaction'],
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
  tags: ['interaction'],
  args: { windows: [], status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The windows could not be computed. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
