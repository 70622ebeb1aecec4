import { AccountMenu, ChatHeader, type ChatHeaderProps, ThemeToggle } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';

const navigate = fn();

const meta = {
  title: 'UI/Chat/ChatHeader',
  id: 'ui-chatheader',
  component: ChatHeader,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  // The slots get the real theme toggle and account menu, for the same audience.
  render: (args) => (
    <ChatHeader
      {...args}
      themeToggle={<ThemeToggle theme="light" showLabel={false} onThemeChange={fn()} />}
      accountMenu={<AccountMenu userRole={args.userRole} tier={args.tier} onLogout={fn()} />}
    />
  ),
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ChatHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asserts the brand link, the audience's links in order, and both slots. */
const audienceStory = (
  args: Pick<ChatHeaderProps, 'userRole' | 'tier'>,
  expected: [label: string, href: string][],
): Story => ({
  args,
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
export const Visitor = audienceStory({ userRole: null }, [
  ['Info', '/about'],
  ['Request', '/request'],
]);

export const ClientCore = audienceStory({ userRole: 'client', tier: 'core' }, [
  ['Info', '/about'],
  ['Alchemy', '/sacred-secretion'],
]);

export const ClientAdvanced = audienceStory({ userRole: 'client', tier: 'advanced' }, [
  ['Info', '/about'],
  ['Alchemy', '/sacred-secretion'],
  ['Astro', '/astrology'],
]);

export const Admin = audienceStory({ userRole: 'admin' }, [
  ['Info', '/about'],
  ['Alchemy', '/sacred-secretion'],
  ['Astro', '/astrology'],
]);

/** Teachers see the Astrology link too (spec 6). */
export const Teacher = audienceStory({ userRole: 'teacher' }, [
  ['Info', '/about'],
  ['Alchemy', '/sacred-secretion'],
  ['Astro', '/astrology'],
]);

/** The current page is marked; links go through the app's router. */
export const CurrentPageAndNavigation: Story = {
  args: { userRole: 'client', tier: 'elite', currentPath: '/about' },
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
