import { AccountMenu, type AccountMenuEntry } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';

// The app supplies RAC's RouterProvider; here it records where a menu link would go.
const navigate = fn();

const meta = {
  title: 'UI/Chrome/AccountMenu',
  id: 'ui-accountmenu',
  component: AccountMenu,
  parameters: {
    docs: {
      description: {
        component: `The account menu: a round icon button that opens a menu of the entries you pass in \`items\`: links (\`{ kind: 'link', id, label, href }\`) and, for signed-in users, a logout entry (\`{ kind: 'logout', id: 'logout', label }\`) shown last, after a separator. Which entries an audience sees is your app's decision; the stories below show the Moonheart app's menus (visitors get Sign In, Create Account, Pricing, About, Request and Updates; admins, teachers and clients get their own entries, with Logout or Log Out last).

### When to use
- In a page header, usually in the \`accountMenu\` slot of **ChatHeader**, for account and navigation links.
- To only show who is signed in and their plan, use **UserBadge**. For the main page links, use the header's own navigation.

### Do
- Do wrap your app in React Aria's \`RouterProvider\`, so the menu's links go through your router without a page load.
- Do build \`items\` from the signed-in user (or the visitor's entries), and pass \`onLogout\` when the items include a logout entry.
- Do give each entry an \`id\` that is unique within the menu.
- Do end the session in \`onLogout\` and send the user to the sign-in page even if the server call fails.
- Do set \`triggerLabel\` only to translate it; the default is "Account menu".

### Don't
- Don't wrap it in your own button or link: it renders its own trigger button.
- Don't treat the menu as access control: it only hides entries. Each page must still check who may see it.
- Don't add a visible "Account menu" text next to the trigger; its accessible name already says it.

### Accessibility
- **Keyboard:** on the trigger, Enter, Space or Down Arrow opens the menu on the first entry, and Up Arrow on the last. In the menu, Down Arrow and Up Arrow move between entries (wrapping at the ends), Home and End go to the first and last, and typing letters jumps to the entry that starts with them. Enter or Space chooses an entry: a link navigates, Logout calls \`onLogout\`, and the menu closes. Escape closes the menu. In both cases focus returns to the trigger.
- **Roles and names:** the trigger is a \`button\` named "Account menu" (its icon is hidden), with \`aria-haspopup\` and \`aria-expanded\`. The open menu is a \`menu\` named after the trigger, in a popover. Entries are \`menuitem\`s; link entries are \`<a>\` elements with their \`href\`. The line before Logout is a \`separator\`.
- **Announcements:** screen readers announce the menu and the focused entry as it moves. Nothing else is announced.
- **Motion:** the trigger's hover colour change has no transition under \`prefers-reduced-motion: reduce\`.
- **Touch:** the trigger is 44 × 44 px and entries are at least 40 px high.`,
      },
    },
  },
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

/** An audience's entries, written as [label, href] (no href: the logout entry). */
type Entries = [label: string, href: string | null][];
const itemsOf = (entries: Entries): AccountMenuEntry[] =>
  entries.map(([label, href]) =>
    href === null ? { kind: 'logout', id: 'logout', label } : { kind: 'link', id: label, label, href },
  );

/** Passes the entries as `items`, opens the menu from the keyboard and asserts them, in order, with their links. */
const audienceStory = (expected: Entries): Story => ({
  args: { items: itemsOf(expected) },
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

const visitor: Entries = [
  ['Sign In', '/auth'],
  ['Create Account', '/register'],
  ['Pricing', '/pricing'],
  ['About', '/about'],
  ['Request', '/request'],
  ['Updates', '/updates'],
];
export const Visitor = audienceStory(visitor);

const admin: Entries = [
  ['Alchemy', '/sacred-secretion'],
  ['Astrology', '/astrology'],
  ['Request', '/request'],
  ['Admin Portal', '/admin'],
  ['Affiliate Program', '/affiliate'],
  ['Account Settings', '/account-settings'],
  ['Preferences', '/preferences'],
  ['Updates', '/updates'],
  ['Logout', null],
];
export const Admin = audienceStory(admin);

/** As admin, with Teacher Portal; a teacher's affiliate page is the teacher one. */
export const Teacher = audienceStory([
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

const clientEntries = (withAstrology: boolean): Entries => [
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

export const ClientFree = audienceStory(clientEntries(false));
export const ClientCore = audienceStory(clientEntries(false));
export const ClientPlus = audienceStory(clientEntries(false));
/** The app shows Astrology for the advanced and elite tiers only. */
export const ClientAdvanced = audienceStory(clientEntries(true));
export const ClientElite = audienceStory(clientEntries(true));

/** Logout calls `onLogout`; the app then ends on /auth, even on error. */
export const Logout: Story = {
  tags: ['interaction'],
  args: { items: itemsOf(clientEntries(false)) },
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
  tags: ['interaction'],
  args: { items: itemsOf(admin) },
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
