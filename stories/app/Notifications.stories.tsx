import { authHandlers, notificationsHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

const meta = {
  title: 'App/Notifications',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/notifications' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('core') } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A store of its own: a story that marks notices read or saves settings leaves the others' as they were. */
const ownStore = (user: 'core' | 'free' = 'core') => ({
  msw: { handlers: { auth: authHandlers.as(user), notifications: notificationsHandlers.some() } },
});

const noticeList = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Notices' }, pageLoad));

/** The notice whose title is `title`, as a list item. */
const noticeTitled = async (list: ReturnType<typeof within>, title: string) =>
  within((await list.findByRole('heading', { name: title }, pageLoad)).closest('li') as HTMLElement);

/** Loading: each part says what it waits for. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { auth: authHandlers.as('core'), notifications: notificationsHandlers.slow(60_000) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Notifications', level: 1 }, pageLoad)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Loading your notifications...')).toHaveLength(2));
  },
};

/** The reads fail: said, with a way to try again. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { auth: authHandlers.as('core'), notifications: notificationsHandlers.loadError() } },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), pageLoad);
    await expect(canvas.getAllByRole('button', { name: 'Try Again' })).toHaveLength(2);
  },
};

/** The settings and the notices: two unread, one read. */
export const WithNotices: Story = {
  parameters: ownStore(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Daily synopsis by e-mail' }, pageLoad)).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Moon-phase reminders' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Product updates' })).toBeChecked();
    const list = await noticeList(canvas);
    await expect(await list.findByText('2 unread')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    const moon = await noticeTitled(list, 'Full Moon in Virgo within a day');
    await expect(moon.getByRole('button', { name: 'Mark as read' })).toHaveAccessibleDescription(
      'Full Moon in Virgo within a day',
    );
    const update = await noticeTitled(list, 'A forgotten password, set again');
    await expect(update.getByText('Read')).toBeVisible();
  },
};

/** No notice yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), notifications: notificationsHandlers.empty() } } },
  play: async ({ canvas }) => {
    const list = await noticeList(canvas);
    await expect(await list.findByText('No notices yet. They appear here as they arrive.')).toBeVisible();
    await expect(list.getByText('All read')).toBeVisible();
    await expect(list.queryByRole('button', { name: 'Mark All as Read' })).toBeNull();
  },
};

/** One notice marked read: the count goes down and the notice says it was read. */
export const MarkOneRead: Story = {
  tags: ['interaction'],
  parameters: ownStore(),
  play: async ({ canvas, userEvent }) => {
    const list = await noticeList(canvas);
    const synopsis = await noticeTitled(list, 'Your daily synopsis for 2026-03-15');
    await userEvent.click(synopsis.getByRole('button', { name: 'Mark as read' }));
    await expect(await list.findByText('1 unread')).toBeVisible();
    await expect(synopsis.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    await expect(synopsis.getByText('Read')).toBeVisible();
  },
};

/** All marked read at once. */
export const MarkAllRead: Story = {
  tags: ['interaction'],
  parameters: {
    ...ownStore(),
  },
  play: async ({ canvas, userEvent }) => {
    const list = await noticeList(canvas);
    await userEvent.click(await list.findByRole('button', { name: 'Mark All as Read' }, pageLoad));
    await expect(await list.findByText('All read')).toBeVisible();
    await expect(list.getAllByText('Read')).toHaveLength(3);
  },
};

/** Marking read fails: said as an alert; the notices stay unread. */
export const MarkReadFails: Story = {
  tags: ['interaction'],
  parameters: {
    msw: { handlers: { auth: authHandlers.as('core'), notifications: notificationsHandlers.readError() } },
  },
  play: async ({ canvas, userEvent }) => {
    const list = await noticeList(canvas);
    await userEvent.click(await list.findByRole('button', { name: 'Mark All as Read' }, pageLoad));
    await expect(await list.findByRole('alert')).toHaveTextContent('That could not be marked as read.');
    await expect(list.getByText('2 unread')).toBeVisible();
  },
};

/** Settings saved: said and focused. */
export const SettingsSaved: Story = {
  tags: ['interaction'],
  parameters: ownStore(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Daily synopsis by e-mail' }, pageLoad));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    // The result's live region takes focus (the notice inside it shows the words).
    const status = (await canvas.findByText('Your notification settings are saved.')).closest('[role="status"]');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.getByRole('switch', { name: 'Daily synopsis by e-mail' })).toBeChecked();
  },
};

/** The save fails: said as an alert; the choice stays. */
export const SettingsSaveFails: Story = {
  tags: ['interaction'],
  parameters: {
    msw: { handlers: { auth: authHandlers.as('core'), notifications: notificationsHandlers.saveError() } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Product updates' }, pageLoad));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Internal Server Error');
    await expect(canvas.getByRole('switch', { name: 'Product updates' })).not.toBeChecked();
  },
};

/** The free plan has no daily synopsis: its e-mail is locked, with the reason. */
export const SynopsisLockedOnFree: Story = {
  parameters: ownStore('free'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/The daily synopsis comes with the Core, Advanced and Elite plans/, undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Daily synopsis by e-mail' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Moon-phase reminders' })).toBeEnabled();
  },
};

/** At 390 px: one column, nothing cut. */
export const Phone: Story = {
  parameters: { ...ownStore(), screen: { width: 390, height: 844 } },
  play: async ({ canvas }) => {
    const list = await noticeList(canvas);
    await expect(await list.findByText('2 unread')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
