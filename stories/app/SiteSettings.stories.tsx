import { adminHandlers, authHandlers, defaultSiteSettings } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** Two prompts rather than eight: the states below are about a form, not the list's length. */
const twoPrompts = { settings: { suggestedPrompts: defaultSiteSettings.suggestedPrompts.slice(0, 2) } };

/** `/settings`: what an admin changes at run time (issue 19 item 7), and what everyone then sees. */
const meta = {
  title: 'App/Site Settings',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/settings' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), admin: adminHandlers.success(twoPrompts) } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('region', { name }, pageLoad);

/** A fresh server: open registration, no notice, the eight prompts of the catalog, the server's crisis list. */
export const Defaults: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.success() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Settings', level: 1 }, pageLoad)).toBeVisible();
    const registration = await section(canvas, 'Registration');
    await expect(within(registration).getByRole('switch', { name: 'Invite only' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Notice shown to everyone' })).toHaveValue('');
    const prompts = await section(canvas, 'Suggested prompts');
    await expect(within(prompts).getAllByRole('group')).toHaveLength(defaultSiteSettings.suggestedPrompts.length);
    await expect(canvas.getByText("In use: the server's list.")).toBeVisible();
  },
};

/** Invite only, saved: the result says it is in force. */
export const Saved: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    const registration = await section(canvas, 'Registration');
    await userEvent.click(within(registration).getByRole('switch', { name: 'Invite only' }));
    await userEvent.click(within(registration).getByRole('button', { name: 'Save' }));
    await expect(await within(registration).findByText('Saved. It is in force now.')).toBeVisible();
    await expect(within(registration).getByRole('switch', { name: 'Invite only' })).toBeChecked();
  },
};

/** The server fails: said in the section, and the notice as typed is kept. */
export const SaveFailed: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { admin: adminHandlers.saveFailed(twoPrompts) } } },
  play: async ({ canvas, userEvent }) => {
    const notice = await section(canvas, 'Maintenance notice');
    const field = within(notice).getByRole('textbox', { name: 'Notice shown to everyone' });
    await userEvent.type(field, 'Down for upkeep at 22:00 UTC.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Save' }));
    await expect(await within(notice).findByRole('alert')).toHaveTextContent('The change could not be saved.');
    await expect(field).toHaveValue('Down for upkeep at 22:00 UTC.');
  },
};

/** A crisis list of the wrong shape: the server's 400 names the field, shown under the list. */
export const Invalid: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { admin: adminHandlers.invalidSettings(twoPrompts) } } },
  play: async ({ canvas, userEvent }) => {
    const crisis = await section(canvas, 'Crisis resources');
    const field = within(crisis).getByRole('textbox', { name: 'Crisis list (JSON)' });
    await userEvent.click(field);
    await userEvent.paste('{"regions": []}');
    await userEvent.click(within(crisis).getByRole('button', { name: 'Save' }));
    await expect(await within(crisis).findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(crisis).getByText(/^fallback: Invalid key/)).toBeVisible();
  },
};

/** Not JSON at all: the page says so before asking the server. */
export const NotJson: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    const crisis = await section(canvas, 'Crisis resources');
    const field = within(crisis).getByRole('textbox', { name: 'Crisis list (JSON)' });
    await userEvent.type(field, 'helplines');
    await userEvent.click(within(crisis).getByRole('button', { name: 'Save' }));
    await expect(await within(crisis).findByText('This is not valid JSON.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.loading(['settings']) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the settings...', undefined, pageLoad)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.serverError(['settings']) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'The settings could not be loaded.',
    );
  },
};

/** On a phone: every section one under the other, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await section(canvas, 'Suggested prompts');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** What a visitor sees once an admin set a notice and closed registration: the banner, and the sign-up form saying so. */
export const VisitorSeesNoticeAndInviteOnly: Story = {
  parameters: {
    appRouter: { path: '/register' } satisfies AppRouterParameters,
    msw: {
      handlers: {
        auth: authHandlers.visitor(),
        admin: adminHandlers.site({ registration: 'invite', maintenanceNotice: 'Down for upkeep at 22:00 UTC.' }),
      },
    },
  },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Site notice' }, pageLoad);
    await expect(banner).toHaveTextContent('Down for upkeep at 22:00 UTC.');
    await expect(await canvas.findByText(/Registration is by invitation only/, undefined, pageLoad)).toBeVisible();
  },
};
