import { adminHandlers, authHandlers, sampleOutbox } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/system`: the server's state, its last errors, its migrations and the e-mail outbox (issue 19 item 7, issue 17 item 1). */
const meta = {
  title: 'App/System',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/system' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin') } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const [newest] = sampleOutbox.messages;

/** A server that has run three days: its facts (the payment provider the test one), two errors, the migrations, three mails; one mail opened. */
export const Full: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'System', level: 1 }, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('Embedded PostgreSQL (PGlite)', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByText('46.0 MB')).toBeVisible();
    await expect(canvas.getByText('3 d 2 h 5 min')).toBeVisible();
    await expect(canvas.getByText('Test mode (no real charge)')).toBeVisible();
    await expect(canvas.getByText('support request confirmation mail failed')).toBeVisible();
    const outbox = canvas.getByRole('region', { name: 'E-mail outbox' });
    const trigger = await within(outbox).findByRole('button', { name: new RegExp(newest?.subject ?? '') }, pageLoad);
    await expect(trigger).toHaveTextContent(`To ${newest?.to}`);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(outbox).getByText(/reset-password\?token=sample-token/)).toBeVisible();
  },
};

/** Nothing in the outbox and no error since start. */
export const OutboxEmpty: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No mail yet.', undefined, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('No error since the server started.', undefined, pageLoad)).toBeVisible();
  },
};

/** Mail goes through SMTP on PostgreSQL: the outbox says why it is empty. */
export const Smtp: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.smtp() } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Mail is sent through SMTP, so the outbox stays empty.', undefined, pageLoad),
    ).toBeVisible();
    // The database comes from the system's own request, which may answer after the outbox's.
    await expect(await canvas.findByText('PostgreSQL', undefined, pageLoad)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.loading(['system', 'outbox']) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the system state...', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByText('Loading the outbox...')).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.serverError(['system', 'outbox']) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The system state could not be loaded.', undefined, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('The outbox could not be loaded.', undefined, pageLoad)).toBeVisible();
  },
};

/** On a phone: facts in one column, the migrations table scrolls inside its box, mail text wraps. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Embedded PostgreSQL (PGlite)', undefined, pageLoad);
    await canvas.findByRole('button', { name: new RegExp(newest?.subject ?? '') }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
