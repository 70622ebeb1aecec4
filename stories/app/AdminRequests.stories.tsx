import { authHandlers, fixtures, supportRequestHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/admin/requests`: the inbox the help, request and contact forms feed (admins). */
const meta = {
  title: 'App/Admin Requests',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/admin/requests' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin') } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const [newest] = fixtures.supportRequestSummaries;
const newestSubject = newest?.subject ?? '';

/** The newest first, each with its reference, kind, status and sender. */
export const Inbox: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Requests', level: 1 }, pageLoad)).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Requests' }, pageLoad);
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(newestSubject);
    await expect(rows[0]).toHaveTextContent('REQ-000003 · Issue · Open');
    await expect(canvas.getByText('Choose a request to read it.')).toBeVisible();
  },
};

/** Filtered by kind: only the contact messages. */
export const FilteredByKind: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Kind/ }, pageLoad));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Contact' }));
    await waitFor(() => expect(canvas.getByText('· 1 request')).toBeVisible());
    await expect(within(canvas.getByRole('list', { name: 'Requests' })).getByRole('button')).toHaveTextContent(
      'Press enquiry',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { supportRequests: supportRequestHandlers.slow(60_000, 'adminSupportRequests') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the requests...', undefined, pageLoad)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { supportRequests: supportRequestHandlers.empty('adminSupportRequests') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No requests match these filters.', undefined, pageLoad)).toBeVisible();
  },
};

/** The list cannot be read: said, with a way to try again. */
export const LoadFails: Story = {
  parameters: {
    msw: { handlers: { supportRequests: supportRequestHandlers.serverError('adminSupportRequests') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'The requests could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** One opened: the message as typed, the sender, the conversation, and no reply yet. */
export const Opened: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(newestSubject) }, pageLoad));
    const detail = await canvas.findByRole('article', { name: newestSubject }, pageLoad);
    await expect(detail).toHaveTextContent(fixtures.supportRequestDetail.text);
    await expect(detail).toHaveTextContent('From core <core@example.com>');
    await expect(detail).toHaveTextContent(/About the conversation/);
    await expect(detail).toHaveTextContent('No reply yet.');
  },
};

/** An empty reply is named, not sent. */
export const ReplyEmpty: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(newestSubject) }, pageLoad));
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the Reply' }, pageLoad));
    await expect(await canvas.findByText('Write the reply.')).toBeVisible();
  },
};

/** A reply is mailed and kept: it shows under the message, and the request reads answered. */
export const Replied: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(newestSubject) }, pageLoad));
    await userEvent.type(await canvas.findByLabelText('Your reply', undefined, pageLoad), 'Fixed, thank you.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Reply' }));
    await expect(await canvas.findByText('Reply sent.', undefined, pageLoad)).toBeVisible();
    const detail = canvas.getByRole('article', { name: newestSubject });
    await expect(detail).toHaveTextContent('Reply by admin');
    await expect(detail).toHaveTextContent('Fixed, thank you.');
    await expect(canvas.getByLabelText('Your reply')).toHaveValue('');
  },
};

/** The reply cannot be mailed: the server's words; what was typed stays. */
export const ReplyFails: Story = {
  tags: ['interaction'],
  parameters: {
    msw: { handlers: { supportRequests: supportRequestHandlers.unavailable('replySupportRequest') } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(newestSubject) }, pageLoad));
    await userEvent.type(await canvas.findByLabelText('Your reply', undefined, pageLoad), 'Fixed, thank you.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Reply' }));
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'Service temporarily unavailable',
    );
    await expect(canvas.getByLabelText('Your reply')).toHaveValue('Fixed, thank you.');
  },
};

/** Closed: said, and the request can be opened again. */
export const Closed: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(newestSubject) }, pageLoad));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close the Request' }, pageLoad));
    await expect(await canvas.findByText('The request is now closed.', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open It Again' })).toBeVisible();
  },
};
