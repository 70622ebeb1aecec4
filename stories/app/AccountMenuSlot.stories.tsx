import { AccountMenu, type AccountMenuProps, ChatHeader, ThemeToggle } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { lazyPart } from '../../packages/app/src/app/lazyPart';
import { AccountMenuSlot, type AccountMenuSlotProps } from '../../packages/app/src/routes/AccountMenuSlot';
import { chatHeaderLinks } from '../../packages/app/src/routes/navigation';

/** Stand-ins for the menu's own chunk: one that never arrives, one that fails, one that loads. */
const neverArrives = lazyPart<AccountMenuProps>(() => new Promise(() => undefined));
const failsToLoad = () => lazyPart<AccountMenuProps>(() => Promise.reject(new Error('Failed to fetch chunk')));
const arrives = lazyPart<AccountMenuProps>(() => Promise.resolve(AccountMenu));

/** The header's account-menu slot (spec 2, 4) while its chunk loads, after it failed, and once loaded. */
const meta = {
  title: 'App/AccountMenuSlot',
  component: AccountMenuSlot,
  parameters: { layout: 'fullscreen' },
  args: { onLogout: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <Story />
      </RouterProvider>
    ),
  ],
  render: (args: AccountMenuSlotProps) => (
    <ChatHeader
      links={chatHeaderLinks({ role: args.userRole, tier: args.tier })}
      currentPath="/"
      themeToggle={<ThemeToggle theme="light" showLabel={false} onThemeChange={fn()} />}
      accountMenu={<AccountMenuSlot {...args} />}
    />
  ),
} satisfies Meta<typeof AccountMenuSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the chunk loads, the trigger's 44 px room is kept so the header does not move. */
export const Loading: Story = {
  args: { userRole: 'client', tier: 'core', part: neverArrives },
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    const room = canvasElement.querySelector('[data-slot="account-menu-pending"]');
    await expect(room).toHaveAttribute('aria-hidden', 'true');
    await expect(room?.getBoundingClientRect()).toMatchObject({ width: 44, height: 44 });
  },
};

/** The chunk could not load (offline, a new deploy): a member still has a way out. */
export const UnavailableForMember: Story = {
  tags: ['interaction'],
  args: { userRole: 'client', tier: 'core', part: failsToLoad() },
  play: async ({ canvas, userEvent }) => {
    const logout = await canvas.findByRole('link', { name: 'Logout' });
    await expect(logout).toHaveAttribute('href', '/logout');
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    logout.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await expect(logout).toHaveFocus();
  },
};

/** The same failure for a visitor: the way in stays. */
export const UnavailableForVisitor: Story = {
  args: { userRole: null, part: failsToLoad() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
  },
};

/** Once the chunk has arrived, the real menu takes the room. */
export const Loaded: Story = {
  tags: ['interaction'],
  args: { userRole: 'teacher', part: arrives },
  play: async ({ canvas, userEvent }) => {
    const trigger = await canvas.findByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    const menu = await within(canvas.getByRole('banner').ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The menu hands focus back once it has closed (a frame later on a busy machine).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
