import { authHandlers, chatHandlers, fixtures, supportRequestHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** The help ("Report an Issue"), request and contact forms that feed the admin inbox. */
const meta = {
  title: 'App/Support Forms',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/help' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.signedIn({ ...fixtures.users.core, email: 'core@example.com' }) } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const firstConversation = fixtures.conversationList[0]?.title ?? '';
const contactAt = (path: string) => ({ appRouter: { path } satisfies AppRouterParameters });
const asVisitor = { auth: authHandlers.visitor() };

/** Types a complete issue (the subject and the message) once the form is there. */
async function fillIssue(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(await canvas.findByLabelText('Subject', undefined, pageLoad), 'The reply stopped');
  await userEvent.type(canvas.getByLabelText(/What happened\?/), 'It stopped half way through a sentence.');
}

/** `/help` for a client: subject, message, and one of their conversations to point at. */
export const HelpForm: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Report an Issue', level: 1 }, pageLoad)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Describe the issue' }, pageLoad)).toBeVisible();
    await expect(canvas.getByText(/We will confirm and answer at core@example.com/)).toBeVisible();
    await expect(canvas.getByLabelText('Subject')).toBeVisible();
    await expect(canvas.getByLabelText(/What happened\?/)).toHaveAccessibleDescription(
      'At least 10 and up to 5,000 characters. Line breaks are kept.',
    );
    const picker = canvas.getByRole('button', { name: /About a conversation/ });
    await waitFor(() => expect(picker).toBeEnabled());
    await expect(picker).toHaveTextContent('No conversation');
    await expect(canvas.getByRole('button', { name: 'Send the Report' })).toBeVisible();
  },
};

/** The picker lists the client's own conversations, newest first. */
export const HelpChoosingConversation: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const picker = await canvas.findByRole('button', { name: /About a conversation/ }, pageLoad);
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    const listbox = await body(canvasElement).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('No conversation');
    await expect(options[1]).toHaveTextContent(firstConversation);
  },
};

/** No conversations yet: the picker says so and stays closed. */
export const HelpNoConversations: Story = {
  parameters: { msw: { handlers: { chat: chatHandlers.empty('listConversations') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no conversations yet.', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /About a conversation/ })).toBeDisabled();
  },
};

/** The conversations cannot be read: the form still sends without one. */
export const HelpConversationsFailed: Story = {
  parameters: { msw: { handlers: { chat: chatHandlers.serverError('listConversations') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Your conversations could not be loaded. You can still send without one.',
        undefined,
        pageLoad,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send the Report' })).toBeEnabled();
  },
};

/** Nothing typed: each field says what it needs, with the server's rule, before anything is sent. */
export const HelpEmptyFields: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the Report' }, pageLoad));
    await expect(await canvas.findByText('Enter a subject.')).toBeVisible();
    await expect(canvas.getByText('Enter your message.')).toBeVisible();
    await expect(canvas.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByLabelText('Subject')).toHaveFocus());
  },
};

/** Too short a message: the length rule, and what was typed stays. */
export const HelpTooShort: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Subject', undefined, pageLoad), 'Stopped');
    await userEvent.type(canvas.getByLabelText(/What happened\?/), 'Broken');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Report' }));
    await expect(await canvas.findByText('Tell us a little more: at least 10 characters.')).toBeVisible();
    await expect(canvas.getByLabelText(/What happened\?/)).toHaveValue('Broken');
  },
};

/** While the call runs, the button says so. */
export const HelpSending: Story = {
  tags: ['interaction'],
  parameters: {
    msw: { handlers: { supportRequests: supportRequestHandlers.slow(60_000, 'createSupportRequest') } },
  },
  play: async ({ canvas, userEvent }) => {
    await fillIssue(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Report' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeVisible();
  },
};

/** Sent about a conversation: the reference, focused and announced with the confirmation. */
export const HelpSent: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillIssue(canvas, userEvent);
    const picker = canvas.getByRole('button', { name: /About a conversation/ });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    await userEvent.click(await body(canvasElement).findByRole('option', { name: firstConversation }));
    await expect(picker).toHaveTextContent(firstConversation);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Report' }));
    const result = await canvas.findByRole('region', { name: 'Issue reported' }, pageLoad);
    await waitFor(() => expect(result).toHaveFocus());
    await expect(result).toHaveAccessibleDescription(/Your reference: REQ-000042/);
    await expect(canvas.getByRole('status')).toHaveTextContent('sent a confirmation to core@example.com');
    await expect(canvas.getByRole('button', { name: 'Send another' })).toBeVisible();
  },
};

/** "Send another" brings back an empty form. */
export const HelpSendAnother: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await fillIssue(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Report' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Send another' }, pageLoad));
    await expect(await canvas.findByLabelText('Subject')).toHaveValue('');
  },
};

/** The server refuses a field: its words under that field, focused; the rest kept. */
export const HelpServerFieldError: Story = {
  tags: ['interaction'],
  parameters: {
    msw: {
      handlers: {
        supportRequests: supportRequestHandlers.invalidFields([
          { field: 'subject', message: 'Remove the invisible control characters from this field.' },
        ]),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await fillIssue(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Report' }));
    await expect(
      await canvas.findByText('Remove the invisible control characters from this field.', undefined, pageLoad),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Subject')).toHaveFocus());
    await expect(canvas.getByLabelText(/What happened\?/)).toHaveValue('It stopped half way through a sentence.');
  },
};

/** A conversation that is not the sender's (404): said at the picker. */
export const HelpConversationRefused: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { supportRequests: supportRequestHandlers.conversationNotFound() } } },
  play: async ({ canvas, userEvent }) => {
    await fillIssue(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Report' }));
    await expect(await canvas.findByText('Conversation not found', undefined, pageLoad)).toBeVisible();
  },
};

/** Too many messages: the server's wait, said above the form; nothing typed is lost. */
export const HelpRateLimited: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { supportRequests: supportRequestHandlers.rateLimited() } } },
  play: async ({ canvas, userEvent }) => {
    await fillIssue(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Report' }));
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'Too many attempts. Please wait 1800 seconds and try again.',
    );
    await expect(canvas.getByLabelText('Subject')).toHaveValue('The reply stopped');
  },
};

/** The call fails (a lost connection): said plainly; nothing typed is lost. */
export const HelpFails: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { supportRequests: supportRequestHandlers.networkError('createSupportRequest') } } },
  play: async ({ canvas, userEvent }) => {
    await fillIssue(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Report' }));
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'Your message could not be sent. Please try again: nothing you typed was lost.',
    );
    await expect(canvas.getByLabelText(/What happened\?/)).toHaveValue('It stopped half way through a sentence.');
  },
};

/** `/request` while the user is still being read: a loader, not a form that changes under the reader. */
export const RequestLoading: Story = {
  parameters: { ...contactAt('/request'), msw: { handlers: { auth: authHandlers.slow(60_000, 'currentUser') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Request', level: 1 }, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('Loading the form...', undefined, pageLoad)).toBeVisible();
  },
};

/** `/request` for a visitor: a name and an address to answer at. */
export const RequestVisitor: Story = {
  parameters: { ...contactAt('/request'), msw: { handlers: asVisitor } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'What would you like?' }, pageLoad)).toBeVisible();
    await expect(canvas.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name');
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    await expect(canvas.queryByRole('button', { name: /About a conversation/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send the Request' })).toBeVisible();
  },
};

/** `/request` for a signed-in client: no name or address to give; their account answers. */
export const RequestSignedIn: Story = {
  parameters: contactAt('/request'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'What would you like?' }, pageLoad)).toBeVisible();
    await expect(canvas.queryByLabelText('Your name')).toBeNull();
    await expect(canvas.getByText(/We will confirm and answer at core@example.com/)).toBeVisible();
  },
};

/** `/contact` for a visitor: an address that is not one is named before anything is sent. */
export const ContactInvalidAddress: Story = {
  tags: ['interaction'],
  parameters: { ...contactAt('/contact'), msw: { handlers: asVisitor } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Your name', undefined, pageLoad), 'Ada');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Message' }));
    await expect(await canvas.findByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Your name')).toHaveValue('Ada');
  },
};

/** `/contact` sent by a visitor: the reference, and the confirmation to the address they gave. */
export const ContactSent: Story = {
  tags: ['interaction'],
  parameters: { ...contactAt('/contact'), msw: { handlers: asVisitor } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Your name', undefined, pageLoad), 'Ada Visitor');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Subject'), 'A question about plans');
    await userEvent.type(canvas.getByLabelText(/Your message/), 'Is the Elite plan a one-time payment?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Message' }));
    const result = await canvas.findByRole('region', { name: 'Message sent' }, pageLoad);
    await waitFor(() => expect(result).toHaveFocus());
    await expect(canvas.getByText('REQ-000042')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('sent a confirmation to ada@example.com');
  },
};
