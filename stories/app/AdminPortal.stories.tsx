import { adminHandlers, adminPortalCounts, authHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/admin`: the portal home, "Admin Portal" for admins and "Teacher Portal" for teachers (issue 19 item 1). */
const meta = {
  title: 'App/Admin Portal',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/admin' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin') } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: today's counts, then a card for every teacher and admin page, the inbox's with its open requests. */
export const AdminHome: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Admin Portal', level: 1 }, pageLoad)).toBeVisible();
    const counts = await canvas.findByRole('region', { name: 'Today at a glance' }, pageLoad);
    await expect(await within(counts).findByText('Open requests', undefined, pageLoad)).toBeVisible();
    const open = adminPortalCounts.audience === 'admin' ? adminPortalCounts.openRequests : 0;
    await expect(within(counts).getByText(String(open))).toBeVisible();
    const adminPages = canvas.getByRole('region', { name: 'Admin pages' });
    await expect(within(adminPages).getByRole('link', { name: /Requests.*3 open requests/ })).toHaveAttribute(
      'href',
      '/admin/requests',
    );
    await expect(within(adminPages).getByRole('link', { name: /^Settings/ })).toHaveAttribute('href', '/settings');
    await expect(within(adminPages).getByRole('link', { name: /^System/ })).toHaveAttribute('href', '/system');
    const teacherPages = canvas.getByRole('region', { name: 'Teacher pages' });
    await expect(within(teacherPages).getByRole('link', { name: /teacher-knowledge-base/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Admin Portal/ })).toBeNull();
  },
};

/** A teacher: "Teacher Portal", their own teachings, and only the teacher pages (no admin page). */
export const TeacherHome: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('teacher'), admin: adminHandlers.teacher() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Teacher Portal', level: 1 }, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('Your teachings', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Teacher pages' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Admin pages' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /teacher-knowledge-base.*4 teachings/ })).toBeVisible();
  },
};

/** While the counts load, the cards are already there. */
export const CountsLoading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.loading(['portal']) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the counts...', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Admin pages' })).toBeVisible();
  },
};

/** The counts cannot be read: said, with a retry; the pages still open. */
export const CountsFailed: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.serverError(['portal']) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'The counts could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^System/ })).toBeVisible();
  },
};

/** On a phone: one card a row, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Open requests', undefined, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
