import { authHandlers } from '@app/mocks';
import { mockSkoolSecret, skoolHandlers } from '@app/mocks/skool';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/integrations/skool` (admins): the webhook address, the signing secret, settings and events. */
const meta = {
  title: 'App/Skool Integration',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/integrations/skool' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), skool: skoolHandlers.success() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** A story that changes settings gets a store of its own. */
const ownStore = (handlers = skoolHandlers.success()) => ({
  msw: { handlers: { auth: authHandlers.as('admin'), skool: handlers } },
});
const webhookUrl = 'https://moonheart.example/api/integrations/skool/webhook';

/** Set up: on, a masked secret, two mapped levels, four events with their results. */
export const Configured: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Skool Integration', level: 1 }, pageLoad)).toBeVisible();
    const webhook = await canvas.findByRole('region', { name: 'Webhook Address' }, pageLoad);
    await expect(webhook).toHaveTextContent(webhookUrl);
    await expect(within(webhook).getByRole('button', { name: 'Copy URL' })).toBeVisible();
    await expect(webhook).toHaveTextContent('HMAC-SHA256');
    await expect(canvas.getByRole('region', { name: 'Signing Secret' })).toHaveTextContent('skwh_••••••••Abcd');
    await expect(canvas.getByRole('switch', { name: 'Accept Skool events' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Skool level 1' })).toHaveValue('VIP');
    const events = canvas.getByRole('list', { name: 'Recent Skool events' });
    await expect(within(events).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(events).getByRole('heading', { name: 'member.joined Account created' })).toBeVisible();
    await expect(within(events).getByRole('heading', { name: 'post.created Ignored' })).toBeVisible();
  },
};

/** On a phone: level rows stacked, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Recent Skool events' }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** Nothing set up yet: off, no secret, no levels, no events. */
export const Empty: Story = {
  parameters: ownStore(skoolHandlers.empty()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No signing secret yet. Generate one, then paste it into Skool.', undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Accept Skool events' })).not.toBeChecked();
    await expect(canvas.getByText('No levels mapped: every member gets the tier above.')).toBeVisible();
    await expect(canvas.getByText('No events received yet. Once Skool sends one, it is listed here.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: ownStore(skoolHandlers.slow(60_000)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the Skool settings...', undefined, pageLoad)).toBeVisible();
  },
};

/** The settings cannot be read: said, with a way to try again. */
export const LoadFails: Story = {
  parameters: ownStore(skoolHandlers.failing('serverError')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'The Skool settings could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The first secret: shown once with a copy button; after Done, only its masked form. */
export const SecretGenerated: Story = {
  tags: ['interaction'],
  parameters: ownStore(skoolHandlers.empty()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate Secret' }, pageLoad));
    await expect(await canvas.findByText(mockSkoolSecret, undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Copy the signing secret now' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Copy Secret' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByText(mockSkoolSecret)).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Signing Secret' })).toHaveTextContent(
      `skwh_••••••••${mockSkoolSecret.slice(-4)}`,
    );
  },
};

/** Replacing a secret asks first: the old one stops working at once. */
export const RotateConfirm: Story = {
  tags: ['interaction'],
  parameters: ownStore(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate a New Secret' }, pageLoad));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Replace the signing secret?' });
    await expect(dialog).toHaveTextContent('The current secret stops working at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate a New Secret' }));
    await expect(await canvas.findByText(mockSkoolSecret, undefined, pageLoad)).toBeVisible();
  },
};

/** A level added and the settings saved: said in a status. */
export const Saved: Story = {
  tags: ['interaction'],
  parameters: ownStore(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a Level' }, pageLoad));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Skool level 3' }), 'Gold');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText('Settings saved.', undefined, pageLoad)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Skool level 3' })).toHaveValue('Gold'));
  },
};

/** Turning it on before a secret exists: the server's reason, in an alert. */
export const SaveRefused: Story = {
  tags: ['interaction'],
  parameters: ownStore(skoolHandlers.empty()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Accept Skool events' }, pageLoad));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'Generate a signing secret before enabling the integration.',
    );
  },
};
