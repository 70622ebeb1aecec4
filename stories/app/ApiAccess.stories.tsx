import { authHandlers } from '@app/mocks';
import { apiTokenHandlers, mockApiTokenSecret } from '@app/mocks/apiTokens';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ApiOriginContext } from '../../packages/app/src/admin/apiOrigin';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** A fixed origin in the curl examples: the story server's port changes from run to run. */
const storyOrigin = 'https://moonheart.example';
const withOrigin: Decorator = (Story) => (
  <ApiOriginContext.Provider value={storyOrigin}>
    <Story />
  </ApiOriginContext.Provider>
);

/** `/api-access` (admins): personal API tokens, made, shown once, listed and revoked. */
const meta = {
  title: 'App/API Access',
  decorators: [withAppRouter, withOrigin],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/api-access' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), apiTokens: apiTokenHandlers.success() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** A story that changes tokens gets a store of its own. */
const ownStore = () => ({
  msw: { handlers: { auth: authHandlers.as('admin'), apiTokens: apiTokenHandlers.success() } },
});

type Canvas = ReturnType<typeof within>;
async function expectUsage(canvas: Canvas) {
  const usage = canvas.getByRole('region', { name: 'Using a Token' });
  await expect(usage).toHaveTextContent(`${storyOrigin}/api/conversations`);
  await expect(usage).toHaveTextContent('Authorization: Bearer $MOONHEART_TOKEN');
}

/** The tokens: active ones with a revoke button, a revoked and an expired one; the curl examples. */
export const Tokens: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'API Access', level: 1 }, pageLoad)).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'API tokens' }, pageLoad);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByRole('heading', { name: 'Nightly export Active' })).toBeVisible();
    await expect(within(list).getByRole('heading', { name: 'Old laptop Revoked' })).toBeVisible();
    await expect(within(list).getByRole('heading', { name: 'Trial script Expired' })).toBeVisible();
    await expect(within(list).getAllByRole('button', { name: /^Revoke / })).toHaveLength(2);
    await expect(list).toHaveTextContent('Last usedNever');
    await expectUsage(canvas);
  },
};

/** On a phone: the form's fields one under the other, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'API tokens' }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { apiTokens: apiTokenHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'You have no API tokens yet. Create one above to call the API from a script.',
        undefined,
        pageLoad,
      ),
    ).toBeVisible();
    await expectUsage(canvas);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { apiTokens: apiTokenHandlers.slow(60_000, 'list') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your tokens...', undefined, pageLoad)).toBeVisible();
    await expectUsage(canvas);
  },
};

/** The list cannot be read: said, with a way to try again. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: { apiTokens: apiTokenHandlers.failing('serverError', 'list') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'Your tokens could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expectUsage(canvas);
  },
};

/** A token without a name is named, not sent. */
export const NameRequired: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Token' }, pageLoad));
    await expect(await canvas.findByText('Give the token a name.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Made: the secret shown this once, with a copy button; the list shows the new token. */
export const Created: Story = {
  tags: ['interaction'],
  parameters: ownStore(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }, pageLoad), 'Weekly digest');
    await userEvent.click(canvas.getByRole('button', { name: /Scope/ }));
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: 'Chat: read, and send chat messages' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create Token' }));
    const created = await canvas.findByRole('region', { name: 'Copy your new token now' }, pageLoad);
    await expect(created).toHaveTextContent(mockApiTokenSecret);
    await expect(within(created).getByRole('button', { name: 'Copy Token' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'API tokens' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5), pageLoad);
    await expect(within(list).getByRole('heading', { name: 'Weekly digest Active' })).toBeVisible();
    await userEvent.click(within(created).getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByText(mockApiTokenSecret)).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Create Token' })).toBeVisible();
  },
};

/** The live limit reached: the server's words under the form. */
export const CreateRefused: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { apiTokens: apiTokenHandlers.failing('tooMany', 'create') } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }, pageLoad), 'One more');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Token' }));
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'You already have 10 active API tokens: revoke one before making another.',
    );
  },
};

/** Revoked after a confirmation: said, and the token shows as revoked without a button. */
export const Revoked: Story = {
  tags: ['interaction'],
  parameters: ownStore(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Nightly export' }, pageLoad));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Revoke “Nightly export”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(await canvas.findByText('“Nightly export” is revoked.', undefined, pageLoad)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'API tokens' });
    await waitFor(() => expect(within(list).getByRole('heading', { name: 'Nightly export Revoked' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Revoke Nightly export' })).toBeNull();
  },
};
