import { accountHandlers, authHandlers, profileHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

const meta = {
  title: 'App/Account Settings',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/account-settings' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('core'), profile: profileHandlers.complete() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// The account and profile mocks keep state (a change shows next read): each story has its own.
const account = (handlers = accountHandlers.success()) => ({ msw: { handlers: { account: handlers } } });

const section = async (canvas: ReturnType<typeof within>, name: string) =>
  within(await canvas.findByRole('region', { name }, pageLoad));

/** Every section loaded: the name, the verified address, the password, three sessions, the data. */
export const Loaded: Story = {
  parameters: account(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Account Settings', level: 1 }, pageLoad)).toBeVisible();
    const name = await section(canvas, 'Display name');
    await expect(await name.findByLabelText('Display name', undefined, pageLoad)).toHaveValue('Ana');
    const email = await section(canvas, 'E-mail address');
    await expect(await email.findByText(/Your address is core@example.com/, undefined, pageLoad)).toBeVisible();
    const sessions = await section(canvas, 'Where you are signed in');
    await expect(await sessions.findAllByRole('listitem', undefined, pageLoad)).toHaveLength(3);
    await expect(sessions.getByText('This device')).toBeVisible();
    await expect(sessions.getByRole('button', { name: 'Sign Out Everywhere Else' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download My Data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete My Account...' })).toBeVisible();
  },
};

/** On a phone: the sections one under the other, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { ...account(), screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('listitem', undefined, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** While each section reads its data. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        account: accountHandlers.slow(60_000, ['account', 'accountSessions']),
        profile: profileHandlers.slow(60_000),
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('Loading...')).toHaveLength(3), pageLoad);
  },
};

/** A section that cannot read its data says so, with a try again; the others still work. */
export const LoadErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        account: accountHandlers.serverError(['account', 'accountSessions']),
        profile: profileHandlers.loadError(),
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(3), pageLoad);
    await expect(canvas.getAllByRole('button', { name: 'Try Again' })).toHaveLength(3);
  },
};

/** A new display name, saved. */
export const NameSaved: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { account: accountHandlers.success(), profile: profileHandlers.complete() } } },
  play: async ({ canvas, userEvent }) => {
    const name = await section(canvas, 'Display name');
    const field = await name.findByLabelText('Display name', undefined, pageLoad);
    await userEvent.clear(field);
    await userEvent.type(field, 'Luna');
    await userEvent.click(name.getByRole('button', { name: 'Save Name' }));
    await expect(await name.findByText('Your name is saved.')).toBeVisible();
    await expect(field).toHaveValue('Luna');
  },
};

/** The name cannot be saved: said, and what was typed stays. */
export const NameSaveFails: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { profile: profileHandlers.saveError() } } },
  play: async ({ canvas, userEvent }) => {
    const name = await section(canvas, 'Display name');
    await userEvent.type(await name.findByLabelText('Display name', undefined, pageLoad), 'Luna');
    await userEvent.click(name.getByRole('button', { name: 'Save Name' }));
    await expect(await name.findByRole('alert')).toHaveTextContent('Internal Server Error');
    await expect(name.getByLabelText('Display name')).toHaveValue('Luna');
  },
};

/** A new address: said to take effect only when its link is followed; then shown as waiting. */
export const EmailChangeRequested: Story = {
  tags: ['interaction'],
  parameters: account(),
  play: async ({ canvas, userEvent }) => {
    const email = await section(canvas, 'E-mail address');
    await expect(
      email.getByText('A new address takes effect only when you open the link we send to it.'),
    ).toBeVisible();
    await userEvent.type(
      await email.findByLabelText('New e-mail address', undefined, pageLoad),
      'luna.new@example.com',
    );
    await userEvent.type(email.getByLabelText('Current password'), 'moonheart-demo');
    await userEvent.click(email.getByRole('button', { name: 'Change E-mail' }));
    await expect(await email.findByText(/We sent a link to luna.new@example.com/)).toBeVisible();
    await expect(
      await email.findByText(
        'Waiting for you to open the link we sent to luna.new@example.com. Until then, core@example.com stays your address.',
      ),
    ).toBeVisible();
    await expect(email.getByLabelText('New e-mail address')).toHaveValue('');
  },
};

/** Nothing typed, or not an address: said under each field before anything is sent. */
export const EmailFieldErrors: Story = {
  tags: ['interaction'],
  parameters: account(),
  play: async ({ canvas, userEvent }) => {
    const email = await section(canvas, 'E-mail address');
    await userEvent.type(await email.findByLabelText('New e-mail address', undefined, pageLoad), 'luna');
    await userEvent.click(email.getByRole('button', { name: 'Change E-mail' }));
    await expect(await email.findByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await expect(email.getByText('Enter your current password.')).toBeVisible();
  },
};

/** A wrong current password: said under the field, from the server. */
export const EmailWrongPassword: Story = {
  tags: ['interaction'],
  parameters: account(accountHandlers.wrongPassword()),
  play: async ({ canvas, userEvent }) => {
    const email = await section(canvas, 'E-mail address');
    await userEvent.type(
      await email.findByLabelText('New e-mail address', undefined, pageLoad),
      'luna.new@example.com',
    );
    await userEvent.type(email.getByLabelText('Current password'), 'not my password');
    await userEvent.click(email.getByRole('button', { name: 'Change E-mail' }));
    await expect(await email.findByText('That is not your current password.')).toBeVisible();
    await expect(email.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An address not verified yet: said, with a new link to ask for. */
export const EmailUnverified: Story = {
  parameters: account(accountHandlers.unverified()),
  play: async ({ canvas }) => {
    const email = await section(canvas, 'E-mail address');
    await expect(
      await email.findByText('Not verified yet: open the link we sent to it.', undefined, pageLoad),
    ).toBeVisible();
    await expect(email.getByRole('button', { name: 'Send a New Link' })).toBeVisible();
  },
};

/** A new password: the other sessions end, this one stays (the list shows it). */
export const PasswordChanged: Story = {
  tags: ['interaction'],
  parameters: account(),
  play: async ({ canvas, userEvent }) => {
    const password = await section(canvas, 'Password');
    await userEvent.type(password.getByLabelText('Current password'), 'moonheart-demo');
    await userEvent.type(password.getByLabelText('New password'), 'a brand new secret');
    await userEvent.type(password.getByLabelText('New password, again'), 'a brand new secret');
    await userEvent.click(password.getByRole('button', { name: 'Change Password' }));
    await expect(await password.findByText(/Your password is changed/)).toBeVisible();
    const sessions = await section(canvas, 'Where you are signed in');
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(1));
    await expect(password.getByLabelText('Current password')).toHaveValue('');
  },
};

/** Too short, typed differently twice, or no current password: said before anything is sent. */
export const PasswordFieldErrors: Story = {
  tags: ['interaction'],
  parameters: account(),
  play: async ({ canvas, userEvent }) => {
    const password = await section(canvas, 'Password');
    await userEvent.type(password.getByLabelText('New password'), 'short');
    await userEvent.type(password.getByLabelText('New password, again'), 'shorter');
    await userEvent.click(password.getByRole('button', { name: 'Change Password' }));
    await expect(await password.findByText('Use 8 to 128 characters.')).toBeVisible();
    await expect(password.getByText('The two passwords differ.')).toBeVisible();
    await expect(password.getByText('Enter your current password.')).toBeVisible();
  },
};

/** A wrong current password, from the server. */
export const PasswordWrongCurrent: Story = {
  tags: ['interaction'],
  parameters: account(accountHandlers.wrongPassword()),
  play: async ({ canvas, userEvent }) => {
    const password = await section(canvas, 'Password');
    await userEvent.type(password.getByLabelText('Current password'), 'not my password');
    await userEvent.type(password.getByLabelText('New password'), 'a brand new secret');
    await userEvent.type(password.getByLabelText('New password, again'), 'a brand new secret');
    await userEvent.click(password.getByRole('button', { name: 'Change Password' }));
    await expect(await password.findByText('That is not your current password.')).toBeVisible();
  },
};

/** Too many tries: the server's words, as an alert. */
export const PasswordTooManyTries: Story = {
  tags: ['interaction'],
  parameters: account(accountHandlers.rateLimited()),
  play: async ({ canvas, userEvent }) => {
    const password = await section(canvas, 'Password');
    await userEvent.type(password.getByLabelText('Current password'), 'a guess');
    await userEvent.type(password.getByLabelText('New password'), 'a brand new secret');
    await userEvent.type(password.getByLabelText('New password, again'), 'a brand new secret');
    await userEvent.click(password.getByRole('button', { name: 'Change Password' }));
    await expect(await password.findByRole('alert')).toHaveTextContent('Too many attempts.');
  },
};

/** "Sign Out Everywhere Else": the others end; only this device stays in the list. */
export const SignedOutEverywhereElse: Story = {
  tags: ['interaction'],
  parameters: account(),
  play: async ({ canvas, userEvent }) => {
    const sessions = await section(canvas, 'Where you are signed in');
    await userEvent.click(await sessions.findByRole('button', { name: 'Sign Out Everywhere Else' }, pageLoad));
    await expect(await sessions.findByText('2 other sessions were signed out.')).toBeVisible();
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(1));
    await expect(sessions.queryByRole('button', { name: 'Sign Out Everywhere Else' })).toBeNull();
  },
};

/** Only this device is signed in: nothing to sign out. */
export const OnlyThisDevice: Story = {
  parameters: account(accountHandlers.onlyThisSession()),
  play: async ({ canvas }) => {
    const sessions = await section(canvas, 'Where you are signed in');
    await expect(await sessions.findByText('Only this device is signed in.', undefined, pageLoad)).toBeVisible();
    await expect(sessions.queryByRole('button', { name: 'Sign Out Everywhere Else' })).toBeNull();
  },
};

/** "Download my data": the file is saved and that is said. */
export const DataDownloaded: Story = {
  tags: ['interaction'],
  parameters: account(),
  play: async ({ canvas, userEvent }) => {
    const data = await section(canvas, 'Download my data');
    await userEvent.click(data.getByRole('button', { name: 'Download My Data' }));
    await expect(await data.findByText(/Your data file is downloaded/)).toBeVisible();
  },
};

/** The file cannot be made: said, and the button stays. */
export const DataDownloadFails: Story = {
  tags: ['interaction'],
  parameters: account(accountHandlers.serverError('exportAccountData')),
  play: async ({ canvas, userEvent }) => {
    const data = await section(canvas, 'Download my data');
    await userEvent.click(data.getByRole('button', { name: 'Download My Data' }));
    await expect(await data.findByRole('alert')).toHaveTextContent('Internal Server Error');
    await expect(data.getByRole('button', { name: 'Download My Data' })).toBeEnabled();
  },
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** "Delete My Account...": a dialog asks for the password; Cancel keeps everything. */
export const DeleteDialog: Story = {
  tags: ['interaction'],
  parameters: account(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete My Account...' }, pageLoad));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete your account?' });
    // Visible once the dialog has finished opening (a dialog checked mid-opening failed under load).
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Delete My Account' })).toBeVisible();
  },
};

/** The wrong password: said in the dialog, nothing deleted. */
export const DeleteWrongPassword: Story = {
  tags: ['interaction'],
  parameters: account(accountHandlers.wrongPassword()),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete My Account...' }, pageLoad));
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await userEvent.type(dialog.getByLabelText('Password'), 'not my password');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    await expect(await dialog.findByText('That is not your current password.')).toBeVisible();
  },
};

/** Deleted: signed out, on `/`, told so there. */
export const AccountDeleted: Story = {
  tags: ['interaction'],
  parameters: account(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete My Account...' }, pageLoad));
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await userEvent.type(dialog.getByLabelText('Password'), 'moonheart-demo');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    await expect(
      await canvas.findByText(/Your account and all its data were deleted/, undefined, pageLoad),
    ).toBeVisible();
    await expect(
      await canvas.findByPlaceholderText('Please log in to chat with Selene', undefined, pageLoad),
    ).toBeDisabled();
  },
};
