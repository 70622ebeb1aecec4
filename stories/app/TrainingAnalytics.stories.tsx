import { authHandlers } from '@app/mocks';
import { trainingAnalyticsHandlers } from '@app/mocks/trainingAnalytics';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/training-analytics` (admins): ratings per persona version, domain and intent, and the replies rated negatively. */
const meta = {
  title: 'App/TrainingAnalytics',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/training-analytics' } satisfies AppRouterParameters,
    msw: {
      handlers: { auth: authHandlers.as('admin'), trainingAnalytics: trainingAnalyticsHandlers.success() },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const card = (canvas: Canvas, label: string) => canvas.getByText(label, { selector: 'span' }).closest('li');
const chartsDrawn = (root: HTMLElement, count: number) =>
  waitFor(() => expect(root.ownerDocument.querySelectorAll('[data-chart] canvas')).toHaveLength(count), pageLoad);

/** The last 30 days by persona version: cards, two charts, the table and the negative replies. */
export const ByVersion: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Training Analytics', level: 1 }, pageLoad)).toBeVisible();
    await canvas.findByRole('heading', { name: 'Ratings in the period' }, pageLoad);
    await expect(card(canvas, 'Rated replies')).toHaveTextContent('380');
    await expect(card(canvas, 'Positive share')).toHaveTextContent('73.9%');
    await expect(card(canvas, 'Rated negatively')).toHaveTextContent('99');
    await expect(canvas.getByText('2026-02-13 to 2026-03-14 (UTC)')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Ratings by persona version' });
    await expect(within(table).getByRole('row', { name: 'Selene v3 127 31 80.4%' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Orion v1 60 17 77.9%' })).toBeVisible();
    const replies = canvas.getByRole('region', { name: 'Replies rated negatively' });
    await expect(within(replies).getAllByRole('link', { name: /^Open conversation/ })).toHaveLength(3);
    await expect(within(replies).getByRole('link', { name: 'Open conversation 88' })).toHaveAttribute(
      'href',
      '/conversations?conversation=88',
    );
    await expect(within(replies).getByText('The question is no longer stored.')).toBeVisible();
    await chartsDrawn(canvasElement, 2);
  },
};

/** Grouping by intent and a shorter period: the table and chart follow, the status says so. */
export const ByIntentLastWeek: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Ratings in the period' }, pageLoad);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Group by/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Intent' }));
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Last 7 days' }));
    await expect(await canvas.findByText('2026-03-08 to 2026-03-14 (UTC)', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing last 7 days, grouped by intent.');
    const table = canvas.getByRole('table', { name: 'Ratings by intent' });
    await expect(within(table).getByRole('row', { name: 'Relationships 30 10 75%' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Negative ratings per day by intent' })).toBeVisible();
    const [ratings] = canvas.getAllByRole('region', { name: 'Ratings per day' });
    if (!ratings) throw new Error('no ratings chart');
    await userEvent.click(within(ratings).getByRole('switch', { name: 'Show as table' }));
    const days = within(ratings).getByRole('table', { name: 'Ratings per day' });
    await expect(within(days).getAllByRole('row')).toHaveLength(8);
    await expect(within(days).getByRole('row', { name: '2026-03-14 8 1' })).toBeVisible();
  },
};

/** No rating yet: the notice, zero cards, no group table, no negative reply. */
export const Empty: Story = {
  parameters: { msw: { handlers: { trainingAnalytics: trainingAnalyticsHandlers.empty() } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/No ratings in this period yet/, undefined, pageLoad)).toBeVisible();
    await expect(card(canvas, 'Rated replies')).toHaveTextContent('0');
    await expect(card(canvas, 'Positive share')).toHaveTextContent('—');
    await expect(canvas.getByText('No reply was rated negatively in this period.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: /^Ratings by/ })).toBeNull();
    await chartsDrawn(canvasElement, 1);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { trainingAnalytics: trainingAnalyticsHandlers.slow(600_000) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Training Analytics', level: 1 }, pageLoad)).toBeVisible();
    await expect(
      await canvas.findByText('Loading training analytics', { selector: ':not([role=status])' }, pageLoad),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { trainingAnalytics: trainingAnalyticsHandlers.failing() } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('Training analytics could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone: everything stacked, charts and replies as wide as the screen, no sideways scroll. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Ratings in the period' }, pageLoad);
    await chartsDrawn(canvasElement, 2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    for (const link of canvas.getAllByRole('link', { name: /^Open conversation/ })) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
    }
  },
};
