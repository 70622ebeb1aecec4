import { accountHandlers, authHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { newMember } from './RegistrationSuccess.stories';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

const withLink = { path: '/verify-email?token=a-mailed-token' } satisfies AppRouterParameters;
const signedIn = authHandlers.signedIn(newMember);

const meta = {
  title: 'App/Verify Email',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: withLink,
    msw: { handlers: { auth: signedIn } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mailed link, while it is confirmed. */
export const Confirming: Story = {
  parameters: { msw: { handlers: { account: accountHandlers.slow(60_000, 'confirmEmailVerification') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Verify Your E-mail', level: 1 }, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('Confirming your e-mail address...', undefined, pageLoad)).toBeVisible();
  },
};

// The account mocks keep state (a confirmed link verifies the address): each story has its own.

/** Confirmed: said, focused, and on to the chat or the settings. */
export const Verified: Story = {
  parameters: { msw: { handlers: { account: accountHandlers.unverified() } } },
  play: async ({ canvas }) => {
    const result = await canvas.findByRole('heading', { name: 'Your e-mail address is verified' }, pageLoad);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your e-mail address is verified. Thank you!');
    await waitFor(() => expect(result.parentElement).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Continue to Selene' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account-settings');
  },
};

/** Confirmed in a browser that is not signed in (the link works anywhere). */
export const VerifiedSignedOut: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.visitor(), account: accountHandlers.unverified() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Your e-mail address is verified' }, pageLoad);
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
  },
};

/** An expired or used link: said plainly, with a new one to ask for. */
export const LinkExpired: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { account: accountHandlers.linkInvalid() } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'This link no longer works' }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a New Link' }));
    await expect(await canvas.findByText(/A new link is on its way/)).toBeVisible();
  },
};

/** An expired link opened signed out: log in to ask for a new one. */
export const LinkExpiredSignedOut: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.visitor(), account: accountHandlers.linkInvalid() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'This link no longer works' }, pageLoad);
    await expect(canvas.getByText('Log in to ask for a new link.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send a New Link' })).toBeNull();
  },
};

/** The call fails (the connection): said, with a try again that works. */
export const ConfirmFails: Story = {
  parameters: { msw: { handlers: { account: accountHandlers.networkError('confirmEmailVerification') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'We could not confirm your address' }, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** No link, signed in, the address waiting: where it stands and a new link. */
export const WaitingForTheLink: Story = {
  parameters: {
    appRouter: { path: '/verify-email' } satisfies AppRouterParameters,
    msw: { handlers: { account: accountHandlers.unverified() } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Open the link from your e-mail' }, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByText('Waiting for you to open the link we sent to core@example.com.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a New Link' })).toBeVisible();
  },
};

/** No link, a new address waiting for its link (the current one is verified). */
export const WaitingForNewAddress: Story = {
  parameters: {
    appRouter: { path: '/verify-email' } satisfies AppRouterParameters,
    msw: { handlers: { account: accountHandlers.pendingEmail() } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Waiting for you to open the link we sent to luna.new@example.com.', undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByText('Your e-mail address core@example.com is verified.')).toBeVisible();
  },
};

/** No link, and the address is verified: nothing to do. */
export const AlreadyVerified: Story = {
  parameters: {
    appRouter: { path: '/verify-email' } satisfies AppRouterParameters,
    msw: { handlers: { account: accountHandlers.success() } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Your e-mail address is verified' }, pageLoad),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send a New Link' })).toBeNull();
  },
};

/** The account cannot be read: said, with a try again. */
export const AccountUnavailable: Story = {
  parameters: {
    appRouter: { path: '/verify-email' } satisfies AppRouterParameters,
    msw: { handlers: { account: accountHandlers.serverError('account') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** No link, signed out: what the link is for, and log in. */
export const NoLinkSignedOut: Story = {
  parameters: {
    appRouter: { path: '/verify-email' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.visitor() } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are not signed in' }, pageLoad)).toBeVisible();
    await expect(canvas.getByText(/The link we e-mailed you confirms your address/)).toBeVisible();
  },
};
