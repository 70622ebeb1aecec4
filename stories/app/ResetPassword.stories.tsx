import { authHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

const meta = {
  title: 'App/Reset Password',
  decorators: [withAppRouter],
  parameters: { layout: 'fullscreen', appRouter: { path: '/reset-password' } satisfies AppRouterParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const withToken = { appRouter: { path: '/reset-password?token=a-mailed-token' } satisfies AppRouterParameters };
const linkSentWords =
  'If an account uses that address, a link to set a new password is on its way. Check your inbox (and the spam folder).';

/** `/reset-password`: the address of the account, for a link that works 30 minutes. */
export const RequestLink: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Reset Password', level: 1 }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Get a link to set a new password' })).toBeVisible();
    await expect(canvas.getByText(/works once, for 30 minutes/)).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/auth');
  },
};

/** An address that is not one is named before anything is sent. */
export const RequestInvalidAddress: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail', undefined, pageLoad), 'luna');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Link' }));
    await expect(await canvas.findByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the call runs, the button says so. */
export const Sending: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { auth: authHandlers.slow(60_000, 'requestPasswordReset') } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail', undefined, pageLoad), 'luna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Link' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeVisible();
  },
};

/** Sent: the server's words (the same whether or not an account uses the address), focused. */
export const LinkSent: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail', undefined, pageLoad), 'luna@example.com');
    await userEvent.keyboard('{Enter}');
    const result = await canvas.findByRole('heading', { name: 'Check your e-mail' }, pageLoad);
    await expect(canvas.getByRole('status')).toHaveTextContent(linkSentWords);
    await waitFor(() => expect(result.parentElement).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Send another link' })).toBeVisible();
  },
};

/** The call fails: the form stays, with what was typed, and says so. */
export const RequestFails: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { auth: authHandlers.networkError('requestPasswordReset') } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail', undefined, pageLoad), 'luna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the Link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('luna@example.com');
  },
};

/** An invitation from the user generator (`&invitation=1`): the same form, in welcoming words. */
export const ChooseInvitationPassword: Story = {
  parameters: {
    appRouter: { path: '/reset-password?token=a-mailed-token&invitation=1' } satisfies AppRouterParameters,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Welcome to Moonheart', level: 1 }, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await expect(canvas.getByText(/An administrator made an account for you/)).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'password');
  },
};

/** The mailed link: the new password, twice. */
export const ChoosePassword: Story = {
  parameters: withToken,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Choose a new password' }, pageLoad)).toBeVisible();
    await expect(canvas.getByText(/Use 8 to 128 characters/)).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('New password, again')).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** Too short, or typed differently twice: said before anything is sent. */
export const ChoosePasswordErrors: Story = {
  tags: ['interaction'],
  parameters: withToken,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('New password', undefined, pageLoad), 'short');
    await userEvent.type(canvas.getByLabelText('New password, again'), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the Password' }));
    await expect(await canvas.findByText('Use 8 to 128 characters.')).toBeVisible();
    await expect(canvas.getByText('The two passwords differ.')).toBeVisible();
  },
};

/** Set: the server's words, and the way to log in. */
export const PasswordSet: Story = {
  tags: ['interaction'],
  parameters: withToken,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('New password', undefined, pageLoad), 'a new long secret');
    await userEvent.type(canvas.getByLabelText('New password, again'), 'a new long secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the Password' }));
    await expect(await canvas.findByRole('heading', { name: 'Your password is set' }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('every other session was signed out');
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
  },
};

/** An expired or used link: said plainly, with a way to a new one. */
export const LinkNoLongerWorks: Story = {
  tags: ['interaction'],
  parameters: { ...withToken, msw: { handlers: { auth: authHandlers.resetLinkInvalid() } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('New password', undefined, pageLoad), 'a new long secret');
    await userEvent.type(canvas.getByLabelText('New password, again'), 'a new long secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the Password' }));
    await expect(await canvas.findByRole('heading', { name: 'This link no longer works' }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/reset-password');
  },
};
