import { AccountMenu, type AccountMenuEntry, ChatHeader, type ChatHeaderLink, ThemeToggle } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';

const navigate = fn();

const menuItems: AccountMenuEntry[] = [
  { kind: 'link', id: 'preferences', label: 'Preferences', href: '/preferences' },
  { kind: 'logout', id: 'logout', label: 'Log Out' },
];

/** The header's links, written as [label, href]. */
type Links = [label: string, href: string][];
const linksOf = (links: Links): ChatHeaderLink[] => links.map(([label, href]) => ({ id: label, label, href }));

const meta = {
  title: 'UI/Chat/ChatHeader',
  id: 'ui-chatheader',
  component: ChatHeader,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The header of the chat screen: the moon logo and product name as a link home, the main links you pass in \`links\` (\`{ id, label, href }\`, in order), and slots for a theme toggle and an account menu.

### When to use
- At the top of the chat screen, once per page.
- Which links an audience sees is your app's decision. The stories show the Moonheart app's: Info always; Alchemy when logged in, Request when not; Astro for admins, teachers and the advanced and elite tiers.
- For account actions (sign in, settings, log out), put an \`AccountMenu\` in the \`accountMenu\` slot. For the legal links at the bottom of the page, use \`Footer\`.

### Do
- Do pass \`currentPath\`, so that the link of the current page is marked.
- Do compute the header's \`links\` and its \`AccountMenu\`'s \`items\` from the same user, so both agree.
- Do wrap the app in React Aria's \`RouterProvider\` for client-side navigation; without it the links load a new page.
- Do use the slots for the controls, e.g. \`themeToggle={<ThemeToggle showLabel={false} />}\`.

### Don't
- Don't put account actions in \`links\`: they belong in the account menu.
- Don't place it inside \`<main>\`, \`<article>\` or \`<section>\`: a \`<header>\` there is no longer the page's banner landmark.
- Don't render a second header with the same links on the page.

### Accessibility
- **Keyboard:** Tab moves through the home link, the main links, then the controls in the slots. Enter follows a link. The header adds no other keys; the slotted components bring their own.
- **Roles:** a \`<header>\` (the \`banner\` landmark at page level) and a \`<nav>\` named "Main" holding a list of links. The main link whose \`href\` equals \`currentPath\` has \`aria-current="page"\`.
- **Screen readers:** the home link is named by the product name ("Moonheart"); the logo is hidden from assistive technology. Below 480 px wide the name is visually hidden but stays the link's name. Nothing is announced on its own: there is no live region.
- **Reduced motion:** the links' hover background changes without a transition.
- **Touch targets:** every link is at least 44 px high, and each link's hit area is at least 44 × 44 px.`,
      },
    },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  // The slots get the real theme toggle and account menu (closed here: its entries are its own stories').
  render: (args) => (
    <ChatHeader
      {...args}
      themeToggle={<ThemeToggle theme="light" showLabel={false} onThemeChange={fn()} />}
      accountMenu={<AccountMenu items={menuItems} onLogout={fn()} />}
    />
  ),
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ChatHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Passes an audience's links, and asserts the brand link, the links in order, and both slots. */
const audienceStory = (expected: Links): Story => ({
  args: { links: linksOf(expected) },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Moonheart' })).toHaveAttribute('href', '/');
    const links = within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    await expect(within(banner).getByRole('button', { name: 'Dark celestial theme' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Account menu' })).toBeVisible();
  },
});

/** Not logged in: Request instead of Alchemy, no Astro. */
export const Visitor = audienceStory([
  ['Info', '/about'],
  ['Request', '/request'],
]);

export const ClientCore = audienceStory([
  ['Info', '/about'],
  ['Alchemy', '/sacred-secretion'],
]);

const withAstro: Links = [
  ['Info', '/about'],
  ['Alchemy', '/sacred-secretion'],
  ['Astro', '/astrology'],
];

export const ClientAdvanced = audienceStory(withAstro);

export const Admin = audienceStory(withAstro);

/** Teachers see the Astrology link too (spec 6). */
export const Teacher = audienceStory(withAstro);

/** The current page is marked; links go through the app's router. */
export const CurrentPageAndNavigation: Story = {
  tags: ['interaction'],
  args: { links: linksOf(withAstro), currentPath: '/about' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Info' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Astro' })).not.toHaveAttribute('aria-current');
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('link', { name: 'Moonheart' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await expect(canvas.getByRole('link', { name: 'Astro' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/astrology', undefined);
  },
};
