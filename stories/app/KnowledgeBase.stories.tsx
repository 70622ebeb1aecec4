import { authHandlers, knowledgeHandlers } from '@app/mocks';
import { teachingUsageHandlers } from '@app/mocks/teachingUsage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** The knowledge base of spec 3, 7 and 8, for teachers and admins. */
const meta = {
  title: 'App/KnowledgeBase',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/knowledge-base' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin') } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Domains, stats and teachings, with the domain filter. */
export const Loaded: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    const stats = await canvas.findByRole('region', { name: 'Teachings per domain' }, pageLoad);
    await expect(within(stats).getByText('3 teachings')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Psychology' }));
    await expect(canvas.getByRole('heading', { name: 'Meeting the shadow' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'The Saturn return' })).toBeNull();
  },
};

/** No teachings yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { knowledge: knowledgeHandlers.empty(['teachings', 'stats']) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No teachings yet. Upload the first one.', undefined, pageLoad)).toBeVisible();
  },
};

/** The stats call fails: the counts are computed from the teachings (spec 3). */
export const StatsComputedOnFailure: Story = {
  parameters: { msw: { handlers: { knowledge: knowledgeHandlers.serverError('stats') } } },
  play: async ({ canvas }) => {
    const stats = await canvas.findByRole('region', { name: 'Teachings per domain' }, pageLoad);
    await expect(within(stats).getByText('3 teachings')).toBeVisible();
    await expect(within(stats).getAllByText('2 teachings')).toHaveLength(1);
  },
};

/** Spec 8: the load failure as error state and "Error" toast, with Try Again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { knowledge: knowledgeHandlers.serverError('teachings') } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('Failed to load knowledge data. Please try again.', { selector: 'p' }, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(await body(canvasElement).findByRole('alertdialog', { name: 'Error' }, pageLoad)).toBeVisible();
  },
};

/** Two boxes' overlap, in pixels of height (0 when they do not meet). */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.right <= b.left || b.right <= a.left ? 0 : Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * The load failure on a phone: the toast stands at the foot of the screen, so the page's title, its
 * error and Try Again stay readable under it for the toast's 5 s.
 */
export const LoadErrorOnPhone: Story = {
  // LoadError's own 390 px baseline is this same screen.
  parameters: { ...LoadError.parameters, screen: { width: 390, height: 844 }, visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const message = await canvas.findByText(
      'Failed to load knowledge data. Please try again.',
      { selector: 'p' },
      pageLoad,
    );
    const toast = await body(canvasElement).findByRole('alertdialog', { name: 'Error' }, pageLoad);
    const toastBox = toast.getBoundingClientRect();
    for (const covered of [
      canvas.getByRole('heading', { level: 1 }),
      message,
      canvas.getByRole('button', { name: 'Try Again' }),
    ]) {
      await expect(overlap(toastBox, covered.getBoundingClientRect())).toBe(0);
    }
    await expect(toastBox.bottom).toBeLessThanOrEqual(844);
  },
};

/** A teacher uploads a teaching: it is prepended to the list. */
export const TeacherUpload: Story = {
  tags: ['interaction'],
  parameters: {
    appRouter: { path: '/teacher-upload-teachings' },
    msw: { handlers: { auth: authHandlers.as('teacher') } },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Upload Teachings', level: 1 }, pageLoad)).toBeVisible();
    await userEvent.type(await canvas.findByLabelText('Title', undefined, pageLoad), 'The Moon in Cancer');
    await userEvent.click(canvas.getByRole('radio', { name: 'Astrology' }));
    await userEvent.type(canvas.getByLabelText(/Teaching text/), 'The Moon is at home in Cancer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Teaching' }));
    await expect(
      await canvas.findByText('"The Moon in Cancer" was added to the knowledge base.', undefined, pageLoad),
    ).toBeVisible();
    const [first] = canvas.getAllByRole('heading', { level: 3 });
    await expect(first).toHaveTextContent('The Moon in Cancer');
  },
};

/** Spec 8: "Failed to upload teaching" as error state and toast; what was typed stays. */
export const UploadError: Story = {
  tags: ['interaction'],
  parameters: {
    appRouter: { path: '/upload-teachings' },
    msw: { handlers: { knowledge: knowledgeHandlers.serverError('createTeaching') } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Title', undefined, pageLoad), 'Draft teaching');
    await userEvent.click(canvas.getByRole('radio', { name: 'Psychology' }));
    await userEvent.type(canvas.getByLabelText(/Teaching text/), 'Words worth keeping.');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Teaching' }));
    await expect(await canvas.findByText('Failed to upload teaching', { selector: 'p' }, pageLoad)).toBeVisible();
    await expect(await body(canvasElement).findByRole('alertdialog', { name: 'Error' }, pageLoad)).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveValue('Draft teaching');
    await expect(canvas.getByLabelText(/Teaching text/)).toHaveValue('Words worth keeping.');
  },
};

const teachersPage = { path: '/teacher-knowledge-base' } satisfies AppRouterParameters;

/** A teacher's own page: how often replies drew on each of their teachings, and how they were rated. */
export const TeacherUsage: Story = {
  parameters: {
    appRouter: teachersPage,
    msw: { handlers: { auth: authHandlers.as('teacher'), teachingUsage: teachingUsageHandlers.own() } },
  },
  play: async ({ canvas }) => {
    const usage = await canvas.findByRole('table', { name: '3 teachings, most used first' }, pageLoad);
    const rows = within(usage).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Befriending the Inner Critic');
    await expect(within(rows[1] as HTMLElement).getByRole('cell', { name: '12' })).toBeVisible();
    await expect(rows[3]).toHaveTextContent('Not yet');
    // A teacher's own teachings: no "Added by" column.
    await expect(within(usage).queryByRole('columnheader', { name: 'Added by' })).toBeNull();
  },
};

/** An admin on the teachers' page sees everyone's teachings, with who added each. */
export const AdminUsage: Story = {
  parameters: { appRouter: teachersPage, msw: { handlers: { teachingUsage: teachingUsageHandlers.all() } } },
  play: async ({ canvas }) => {
    const usage = await canvas.findByRole('table', { name: '4 teachings, most used first' }, pageLoad);
    await expect(within(usage).getByRole('columnheader', { name: 'Added by' })).toBeVisible();
    await expect(within(usage).getByText('Starting knowledge base')).toBeVisible();
  },
};

/** A teacher who has not added a teaching yet. */
export const UsageEmpty: Story = {
  parameters: {
    appRouter: teachersPage,
    msw: { handlers: { auth: authHandlers.as('teacher'), teachingUsage: teachingUsageHandlers.empty() } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'You have not added a teaching yet: once you do, its use in replies shows here.',
        undefined,
        pageLoad,
      ),
    ).toBeVisible();
  },
};

/** The usage could not be read: said so, with Try Again; the rest of the page stands. */
export const UsageError: Story = {
  parameters: {
    appRouter: teachersPage,
    msw: { handlers: { auth: authHandlers.as('teacher'), teachingUsage: teachingUsageHandlers.error() } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', undefined, pageLoad);
    await expect(alert).toHaveTextContent('How the teachings were used could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Teachings', level: 2 })).toBeVisible();
  },
};

/** At a phone's width the table scrolls inside its own region; the page does not scroll sideways. */
export const TeacherUsagePhone: Story = {
  parameters: {
    screen: { width: 390, height: 844 },
    appRouter: teachersPage,
    msw: { handlers: { auth: authHandlers.as('teacher'), teachingUsage: teachingUsageHandlers.own() } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '3 teachings, most used first' }, pageLoad);
    await expect(canvas.getByRole('region', { name: '3 teachings, most used first' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
