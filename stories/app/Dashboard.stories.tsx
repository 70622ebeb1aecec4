import { authHandlers } from '@app/mocks';
import { dashboardHandlers } from '@app/mocks/dashboard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/dashboard` (admins): figures of a period as cards, charts (uPlot, fixed data) and tables. */
const meta = {
  title: 'App/Dashboard',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/dashboard' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), dashboard: dashboardHandlers.success() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const card = (canvas: Canvas, label: string) => canvas.getByText(label).closest('li');
/** The four charts drawn (the chart library loads on first draw). */
const chartsDrawn = (root: HTMLElement) =>
  waitFor(() => expect(root.ownerDocument.querySelectorAll('[data-chart] canvas')).toHaveLength(4), pageLoad);

/** The last 30 days: headline figures, four charts, users by tier and role, feedback. */
export const Figures: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard', level: 1 }, pageLoad)).toBeVisible();
    await canvas.findByRole('heading', { name: 'Headline figures' }, pageLoad);
    await expect(card(canvas, 'Total users')).toHaveTextContent('212');
    await expect(card(canvas, 'Positive feedback')).toHaveTextContent('89.4%');
    await expect(card(canvas, 'Conversion from free')).toHaveTextContent('7 of 158 free clients paid');
    await expect(canvas.getByText('2026-02-13 to 2026-03-14 (UTC)')).toBeVisible();
    for (const name of [
      'Prompts per day',
      'Active users per day',
      'Sign-ups per day',
      'Crisis replies and provider failures per day',
    ]) {
      await expect(canvas.getByRole('heading', { name, level: 2 })).toBeVisible();
      // Screen readers get each chart's data as a table.
      await expect(canvas.getByRole('table', { name })).toBeInTheDocument();
    }
    const tiers = canvas.getByRole('table', { name: 'By tier' });
    await expect(within(tiers).getByRole('row', { name: 'Free 151' })).toBeVisible();
    const feedback = canvas.getByRole('table', { name: 'Feedback by domain' });
    await expect(within(feedback).getByRole('row', { name: 'Psychology 51 4 92.7%' })).toBeVisible();
    await expect(within(feedback).getByRole('row', { name: /^Domain not recorded 2 0/ })).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};

/** "Show as table" puts a chart's table in its place; another period loads other figures. */
export const TableAndPeriod: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Headline figures' }, pageLoad);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Last 7 days' }));
    await expect(await canvas.findByText('2026-03-08 to 2026-03-14 (UTC)', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing last 7 days.');
    // The chart's card (its table's scrolling region has the same name, inside it).
    const [prompts] = canvas.getAllByRole('region', { name: 'Prompts per day' });
    if (!prompts) throw new Error('no prompts chart');
    await userEvent.click(within(prompts).getByRole('switch', { name: 'Show as table' }));
    const table = within(prompts).getByRole('table', { name: 'Prompts per day' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('row', { name: '2026-03-14 29' })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.querySelectorAll('[data-chart] canvas')).toHaveLength(3));
  },
};

/** A fresh database: zero figures, the notice, and charts of empty days. */
export const Empty: Story = {
  parameters: { msw: { handlers: { dashboard: dashboardHandlers.empty() } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/No activity in this period yet/, undefined, pageLoad)).toBeVisible();
    await expect(card(canvas, 'Prompts in period')).toHaveTextContent('0');
    await expect(card(canvas, 'Positive feedback')).toHaveTextContent('No ratings yet');
    await expect(canvas.getByText('No ratings in this period.')).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { dashboard: dashboardHandlers.slow(600_000) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard', level: 1 }, pageLoad)).toBeVisible();
    await expect(
      await canvas.findByText('Loading the dashboard', { selector: ':not([role=status])' }, pageLoad),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { dashboard: dashboardHandlers.failing() } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone: cards two by two or stacked, charts as wide as the screen, no sideways scroll. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Headline figures' }, pageLoad);
    await chartsDrawn(canvasElement);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    for (const canvasOfChart of canvasElement.ownerDocument.querySelectorAll('[data-chart] canvas')) {
      await expect(canvasOfChart.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
    }
  },
};
