import type { User } from '@app/contract';
import { accountHandlers, authHandlers, fixtures } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** A member who has just signed up: signed in, the address not confirmed yet. */
export const newMember: User = {
  ...fixtures.users.free,
  id: 50,
  username: 'luna',
  email: 'luna@example.com',
  emailVerified: false,
};

const meta = {
  title: 'App/Registration Success',
  decorators: [withAppRouter],
  excludeStories: ['newMember'],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/registration-success' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.signedIn(newMember), account: accountHandlers.unverified() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where sign-up lands: what happened, the link mailed to confirm the address, a new link, and on. */
export const AccountCreated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Registration Complete', level: 1 }, pageLoad),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Welcome, luna!' }, pageLoad)).toBeVisible();
    await expect(canvas.getByText(/We sent a link to luna@example.com/)).toHaveTextContent('for 24 hours');
    await expect(canvas.getByRole('button', { name: 'Send a New Link' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to Selene' })).toBeVisible();
  },
};

/** The sign-up form, sent: the page it lands on. */
export const FromSignUp: Story = {
  tags: ['interaction'],
  parameters: {
    appRouter: { path: '/register' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.visitor() } },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Sign Up', level: 1 }, pageLoad);
    const panel = within(canvas.getByRole('tabpanel', { name: 'Sign Up' }));
    await userEvent.type(panel.getByLabelText('Username'), 'luna');
    await userEvent.type(panel.getByLabelText('E-mail'), 'luna@example.com');
    await userEvent.type(panel.getByLabelText('Password'), 'a long secret');
    await userEvent.click(panel.getByRole('button', { name: 'Create Account' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Registration Complete', level: 1 }, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByText(/We sent a link to luna@example.com/)).toBeVisible();
  },
};

/** A new link, sent: said politely in place. */
export const LinkResent: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a New Link' }, pageLoad));
    const said = await canvas.findByText('A new link is on its way. Check your inbox (and the spam folder).');
    await expect(said.closest('[role="status"]')).not.toBeNull();
  },
};

/** Asked too often: the server's words, as an alert. */
export const ResendTooOften: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { account: accountHandlers.rateLimited() } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a New Link' }, pageLoad));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts.');
  },
};

/** The call fails: said, and the button stays for another try. */
export const ResendFails: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { account: accountHandlers.networkError('resendEmailVerification') } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a New Link' }, pageLoad));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The link could not be sent. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Send a New Link' })).toBeEnabled();
  },
};

/** Sent to sign up from a guarded page: "Continue" goes back there (spec 2's saved path). */
export const ContinueWhereYouWere: Story = {
  tags: ['interaction'],
  parameters: {
    appRouter: {
      path: '/registration-success',
      session: { 'moonheart-redirect-after-auth': '/about' },
    } satisfies AppRouterParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Continue where you were' }, pageLoad));
    await expect(await canvas.findByRole('heading', { name: 'About Moonheart', level: 1 }, pageLoad)).toBeVisible();
  },
};

/** A member whose address is already confirmed: no link to ask for. */
export const AlreadyVerified: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.signedIn({ ...newMember, emailVerified: true }) } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your e-mail address luna@example.com is verified.', undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send a New Link' })).toBeNull();
  },
};

/** A visitor who opens the page: log in or sign up. */
export const Visitor: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.visitor() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are not signed in' }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
    await expect(canvas.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  },
};

/** While the account is read. */
export const Loading: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.slow(60_000, 'currentUser') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your account...', undefined, pageLoad)).toBeVisible();
  },
};
