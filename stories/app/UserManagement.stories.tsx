import { authHandlers } from '@app/mocks';
import { adminUserHandlers } from '@app/mocks/adminUsers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/admin/user-management` (admins): find a user, see their usage, change them; the audit log. */
const meta = {
  title: 'App/User Management',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/admin/user-management' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), adminUsers: adminUserHandlers.success() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** A story that changes accounts gets a store of its own, so no other story sees its changes. */
const ownStore = () => ({
  msw: { handlers: { auth: authHandlers.as('admin'), adminUsers: adminUserHandlers.success() } },
});

async function open(canvas: Canvas, username: string) {
  await canvas.findByRole('table', undefined, pageLoad);
  const [button] = await canvas.findAllByRole('button', { name: `Open ${username}` }, pageLoad);
  if (!button) throw new Error(`no row for ${username}`);
  (button as HTMLElement).click();
  return canvas.findByRole('article', { name: username }, pageLoad);
}

/** The accounts by username, each with e-mail, role, tier, status and last activity. */
export const Users: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'User Management', level: 1 }, pageLoad)).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Users' }, pageLoad);
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(within(table).getByRole('button', { name: 'Open orion.walker' })).toBeVisible();
    await expect(within(table).getAllByText('Disabled')).toHaveLength(1);
    await expect(canvas.getByText('· 8 users')).toBeVisible();
    await expect(canvas.getByText('Choose a user to see their account and change it.')).toBeVisible();
  },
};

/** A search by name finds the account. */
export const Searched: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search users' }, pageLoad), 'luna');
    await waitFor(() => expect(canvas.getByText('· 1 user')).toBeVisible(), pageLoad);
    await expect(within(canvas.getByRole('table')).getByRole('button', { name: 'Open core' })).toBeVisible();
  },
};

/** Nobody matches: said. */
export const NoMatch: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search users' }, pageLoad), 'nobody at all');
    await expect(await canvas.findByText('No user matches this search.', undefined, pageLoad)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminUsers: adminUserHandlers.slow(60_000, 'users') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the users...', undefined, pageLoad)).toBeVisible();
  },
};

/** The list cannot be read: said, with a way to try again. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: { adminUsers: adminUserHandlers.failing('serverError', 'users') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'The users could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** One account: facts, the last tier change with its reason, usage, actions and its audit entries. */
export const Opened: Story = {
  play: async ({ canvas }) => {
    const detail = await open(canvas, 'advanced');
    await expect(detail).toHaveTextContent('Changed Mar 11, 2026');
    await expect(detail).toHaveTextContent('“Goodwill after the outage of March 10”');
    const usage = within(detail).getByRole('region', { name: 'Usage' });
    await expect(usage).toHaveTextContent('Prompts, last 30 days42');
    const audit = await within(detail).findByRole('list', { name: 'Audit log of this user' }, pageLoad);
    await expect(audit).toHaveTextContent('admin changed the tier of advanced from Core to Advanced');
    await expect(within(detail).getByRole('button', { name: 'Disable Account' })).toBeEnabled();
  },
};

/** A tier change without a reason is named, not sent. */
export const TierReasonRequired: Story = {
  tags: ['interaction'],
  parameters: ownStore(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const detail = await open(canvas, 'free');
    await userEvent.click(within(detail).getByRole('button', { name: /New tier/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Plus' }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Change Tier' }));
    await expect(await within(detail).findByText('Say why the tier changes.')).toBeVisible();
  },
};

/** The tier is set with a reason: said, shown on the account, and in its audit entries. */
export const TierChanged: Story = {
  tags: ['interaction'],
  parameters: ownStore(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const detail = await open(canvas, 'free');
    await userEvent.click(within(detail).getByRole('button', { name: /New tier/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Elite' }));
    await userEvent.type(within(detail).getByLabelText(/Reason/), 'Prize of the spring contest');
    await userEvent.click(within(detail).getByRole('button', { name: 'Change Tier' }));
    await expect(await within(detail).findByText('Tier set to Elite.', undefined, pageLoad)).toBeVisible();
    await expect(detail).toHaveTextContent('“Prize of the spring contest”');
    const audit = within(detail).getByRole('list', { name: 'Audit log of this user' });
    await waitFor(() => expect(audit).toHaveTextContent('admin changed the tier of free from Free to Elite'), pageLoad);
  },
};

/** Disabling asks first: what it does, an optional reason. */
export const DisableDialog: Story = {
  tags: ['interaction'],
  parameters: ownStore(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const detail = await open(canvas, 'core');
    await userEvent.click(within(detail).getByRole('button', { name: 'Disable Account' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Disable core?' });
    await expect(dialog).toHaveTextContent('cannot log in until the account is enabled again');
    // Visible once the dialog has finished opening (CI saw it checked mid-opening, under load).
    await waitFor(() => expect(within(dialog).getByLabelText('Reason (optional)')).toBeVisible());
  },
};

/** Confirmed: the account reads disabled, its sessions gone, and it can be enabled again. */
export const Disabled: Story = {
  tags: ['interaction'],
  parameters: ownStore(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const detail = await open(canvas, 'core');
    await userEvent.click(within(detail).getByRole('button', { name: 'Disable Account' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Disable core?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Chargeback');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable Account' }));
    await expect(
      await within(detail).findByText('The account is disabled and every session ended.', undefined, pageLoad),
    ).toBeVisible();
    await expect(within(detail).getByRole('button', { name: 'Enable Account' })).toBeVisible();
    await expect(within(detail).getByRole('region', { name: 'Usage' })).toHaveTextContent('Signed-in sessions0');
  },
};

/** The admin's own account: role and access are not theirs to change. */
export const OwnAccount: Story = {
  play: async ({ canvas }) => {
    const detail = await open(canvas, 'admin');
    await expect(within(detail).getByRole('button', { name: 'Disable Account' })).toBeDisabled();
    await expect(within(detail).getAllByText(/You cannot change your own role/)[0]).toBeVisible();
  },
};

/** A change fails: the server's words, and nothing else moves. */
export const ActionFails: Story = {
  tags: ['interaction'],
  parameters: {
    msw: { handlers: { adminUsers: adminUserHandlers.failing('rateLimited', 'passwordReset') } },
  },
  play: async ({ canvas, userEvent }) => {
    const detail = await open(canvas, 'plus');
    await userEvent.click(within(detail).getByRole('button', { name: 'Send Password Reset Link' }));
    await expect(await within(detail).findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'Too many attempts. Please wait 1800 seconds and try again.',
    );
  },
};

/** The whole audit log, newest first: who did what to whom, when, and why. */
export const AuditLog: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Audit Log' }, pageLoad));
    const log = await canvas.findByRole('list', { name: 'Audit log' }, pageLoad);
    const entries = within(log).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent('admin disabled orion.walker (sessions ended: 2)');
    await expect(entries[0]).toHaveTextContent('Reason: “Spam reported in REQ-000042”');
    await expect(entries[2]).toHaveTextContent('An account was deleted by its owner');
  },
};

export const AuditEmpty: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { adminUsers: adminUserHandlers.empty() } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Audit Log' }, pageLoad));
    await expect(await canvas.findByText('Nothing has been recorded yet.', undefined, pageLoad)).toBeVisible();
  },
};

/** On a phone: a card per user, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Users' }, pageLoad);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** On a phone, one account opened: facts above values, the forms one under the other. */
export const PhoneOpened: Story = {
  tags: ['interaction'],
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Users' }, pageLoad);
    await userEvent.click(within(list).getByRole('button', { name: 'Open orion.walker' }));
    const detail = await canvas.findByRole('article', { name: 'orion.walker' }, pageLoad);
    await expect(within(detail).getByRole('button', { name: 'Enable Account' })).toBeVisible();
    const doc = detail.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
