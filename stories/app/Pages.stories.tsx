import { authHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** /about, and the account menu per audience. */
const meta = {
  title: 'App/Pages',
  decorators: [withAppRouter],
  parameters: { layout: 'fullscreen', appRouter: { path: '/about' } satisfies AppRouterParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** `/about`, with the care notice (DECISIONS "Care"). */
export const About: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'About Moonheart', level: 1 }, pageLoad)).toBeVisible();
    await expect(canvas.getByText(/not medical, legal or psychological treatment/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  },
};

/** Opens the header's account menu and checks its entries (spec 2 "Account menu by audience"). */
const menuStory = (user: Parameters<typeof authHandlers.as>[0] | null, entries: string[]): Story => ({
  parameters: user ? { msw: { handlers: { auth: authHandlers.as(user) } } } : {},
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'About Moonheart', level: 1 }, pageLoad);
    const trigger = await canvas.findByRole('button', { name: 'Account menu' }, pageLoad);
    // The menu reflects the logged-in user once the user has loaded.
    if (user) await expect(await canvas.findByRole('link', { name: 'Alchemy' }, pageLoad)).toBeVisible();
    await userEvent.click(trigger);
    const menu = await body(canvasElement).findByRole('menu', { name: 'Account menu' }, pageLoad);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(entries);
  },
});

const staff = ['Alchemy', 'Astrology', 'Request'];
const staffEnd = ['Affiliate Program', 'Account Settings', 'Preferences', 'Updates', 'Logout'];
const clientEnd = [
  'Affiliate Program',
  'Account Settings',
  'Preferences',
  'Subscription & Billing',
  'Report an Issue',
  'Log Out',
];

export const AccountMenuVisitor = menuStory(null, [
  'Sign In',
  'Create Account',
  'Pricing',
  'About',
  'Request',
  'Updates',
]);
export const AccountMenuAdmin = menuStory('admin', [...staff, 'Admin Portal', ...staffEnd]);
export const AccountMenuTeacher = menuStory('teacher', [...staff, 'Teacher Portal', ...staffEnd]);
export const AccountMenuClientCore = menuStory('core', ['Alchemy', 'Request', ...clientEnd]);
export const AccountMenuClientElite = menuStory('elite', ['Alchemy', 'Astrology', 'Request', ...clientEnd]);
