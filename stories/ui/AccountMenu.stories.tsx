import { AccountMenu, type AccountMenuProps } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';

// The app supplies RAC's RouterProvider; here it records where a menu link would go.
const navigate = fn();

const meta = {
  title: 'UI/Chrome/AccountMenu',
  id: 'ui-accountmenu',
  component: AccountMenu,
  args: { onLogout: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        {/* Room for the open menu below its trigger, which sits on the right like in the header. */}
        <div
          style={{
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'flex-start',
            minHeight: 480,
            paddingInline: 24,
          }}
        >
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the menu from the keyboard and asserts the exact entries, in order, with their links. */
const audienceStory = (
  args: Pick<AccountMenuProps, 'userRole' | 'tier'>,
  expected: [label: string, href: string | null][],
): Story => ({
  args,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.keyboard('{Tab}');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Account menu' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(expected.map(([label]) => label));
    for (const [index, [, href]] of expected.entries()) {
      if (href) await expect(items[index]).toHaveAttribute('href', href);
      else await expect(items[index]).not.toHaveAttribute('href');
    }
    await waitFor(() => expect(items[0]).toHaveFocus());
  },
});

export const Visitor = audienceStory({ userRole: null }, [
  ['Sign In', '/auth'],
  ['Create Account', '/register'],
  ['Pricing', '/pricing'],
  ['About', '/about'],
  ['Request', '/request'],
  ['Updates', '/updates'],
]);

export const Admin = audienceStory({ userRole: 'admin' }, [
  ['Alchemy', '/sacred-secretion'],
  ['Astrology', '/astrology'],
  ['Request', '/request'],
  ['Admin Portal', '/admin'],
  ['Affiliate Program', '/affiliate'],
  ['Account Settings', '/account-settings'],
  ['Preferences', '/preferences'],
  ['Updates', '/updates'],
  ['Logout', null],
]);

/** As admin, with Teacher Portal; a teacher's affiliate page is the teacher one. */
export const Teacher = audienceStory({ userRole: 'teacher' }, [
  ['Alchemy', '/sacred-secretion'],
  ['Astrology', '/astrology'],
  ['Request', '/request'],
  ['Teacher Portal', '/admin'],
  ['Affiliate Program', '/teacher-affiliate'],
  ['Account Settings', '/account-settings'],
  ['Preferences', '/preferences'],
  ['Updates', '/updates'],
  ['Logout', null],
]);

const clientEntries = (withAstrology: boolean): [string, string | null][] => [
  ['Alchemy', '/sacred-secretion'],
  ...(withAstrology ? ([['Astrology', '/astrology']] as [string, string][]) : []),
  ['Request', '/request'],
  ['Affiliate Program', '/affiliate'],
  ['Account Settings', '/account-settings'],
  ['Preferences', '/preferences'],
  ['Subscription & Billing', '/subscription-management'],
  ['Report an Issue', '/help'],
  ['Log Out', null],
];

export const ClientFree = audienceStory({ userRole: 'client', tier: 'free' }, clientEntries(false));
export const ClientCore = audienceStory({ userRole: 'client', tier: 'core' }, clientEntries(false));
export const ClientPlus = audienceStory({ userRole: 'client', tier: 'plus' }, clientEntries(false));
/** Astrology appears for the advanced and elite tiers only. */
export const ClientAdvanced = audienceStory({ userRole: 'client', tier: 'advanced' }, clientEntries(true));
export const ClientElite = audienceStory({ userRole: 'client', tier: 'elite' }, clientEntries(true));

/** Logout calls `onLogout`; the app then ends on /auth, even on error. */
export const Logout: Story = {
  args: { userRole: 'client', tier: 'core' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Menu links go through the app's router (RAC RouterProvider), chosen here from the keyboard. */
export const KeyboardNavigation: Story = {
  args: { userRole: 'admin' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowDown}');
    const first = await body(canvasElement).findByRole('menuitem', { name: 'Alchemy' });
    await waitFor(() => expect(first).toHaveFocus());
    // Typeahead jumps to "Preferences"; Enter follows the link.
    await userEvent.keyboard('pre');
    await expect(body(canvasElement).getByRole('menuitem', { name: 'Preferences' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/preferences', undefined);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
