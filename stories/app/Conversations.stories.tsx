import { authHandlers } from '@app/mocks';
import { feedbackConversationHandlers } from '@app/mocks/feedbackConversations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/conversations` (admins): conversations whose replies were rated, filtered; one opened. */
const meta = {
  title: 'App/Conversations',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/conversations' } satisfies AppRouterParameters,
    msw: {
      handlers: { auth: authHandlers.as('admin'), feedbackConversations: feedbackConversationHandlers.success() },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const cards = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: 'Rated conversations' }, pageLoad)).getAllByRole('listitem');

/** Rated conversations, newest feedback first: owner, counts by rating, domains, latest rating. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Conversations', level: 1 }, pageLoad)).toBeVisible();
    const items = await cards(canvas);
    await expect(items).toHaveLength(4);
    await expect(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Open Saturn return and my career' }),
    ).toBeVisible();
    await expect(items[0]).toHaveTextContent('by core');
    await expect(items[0]).toHaveTextContent('1 helpful · 1 not helpful');
    await expect(items[0]).toHaveTextContent('Astrology');
    await expect(items[2]).toHaveTextContent('Disabled');
    await expect(
      within(items[3] as HTMLElement).getByRole('button', { name: 'Open Untitled conversation' }),
    ).toBeVisible();
    await expect(items[3]).toHaveTextContent('Domain not recorded');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 conversations');
    await expect(canvas.getByRole('button', { name: /Domain/ })).toHaveTextContent('All domains');
    await expect(canvas.getByRole('button', { name: /Rating/ })).toHaveTextContent('All ratings');
  },
};

/** Filtering by domain and rating: the list narrows, the count is announced, filters can be cleared. */
export const Filtered: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Domain/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Astrology' }));
    await userEvent.click(canvas.getByRole('button', { name: /Rating/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Not helpful' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 conversation'));
    const items = await cards(canvas);
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('Saturn return and my career');
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
  },
};

/** Filters that match nothing say so, apart from "nothing rated yet". */
export const NoMatch: Story = {
  parameters: { appRouter: { path: '/conversations?domain=psychology&rating=negative' } satisfies AppRouterParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No conversation matches these filters.', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Domain/ })).toHaveTextContent('Psychology');
    await expect(canvas.getByRole('button', { name: /Rating/ })).toHaveTextContent('Not helpful');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { feedbackConversations: feedbackConversationHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No conversation has received feedback yet.', undefined, pageLoad),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { feedbackConversations: feedbackConversationHandlers.slow(60_000, 'list') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the conversations...', undefined, pageLoad)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: { feedbackConversations: feedbackConversationHandlers.failing('serverError', 'list') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'The conversations could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** More than one page: the pager moves through them. */
export const Pages: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { feedbackConversations: feedbackConversationHandlers.manyPages(3) } } },
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
  },
};

/** Opened: every message, the rated replies marked in words and colour, a way back. */
export const Opened: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Saturn return and my career' }, pageLoad));
    const article = await canvas.findByRole('article', { name: 'Saturn return and my career' }, pageLoad);
    const messages = within(await within(article).findByRole('list', { name: 'Messages' }, pageLoad)).getAllByRole(
      'listitem',
    );
    await expect(messages).toHaveLength(4);
    await expect(messages[0]).toHaveTextContent('core asked');
    await expect(messages[1]).toHaveTextContent('Selene replied');
    await expect(messages[1]).toHaveTextContent('Rated helpful');
    await expect(messages[3]).toHaveTextContent('Rated not helpful');
    await expect(messages[3]).toHaveTextContent('Astrology');
    // A reply's markdown is rendered, as the person saw it.
    await expect(within(messages[3] as HTMLElement).getByText('Saturn favours structure').tagName).toBe('STRONG');
    await expect(messages[2]).not.toHaveTextContent('Rated');
    await expect(article).toHaveTextContent('the audit log records it');
    await waitFor(() => expect(within(article).getByRole('heading', { level: 2 })).toHaveFocus());
    await userEvent.click(within(article).getByRole('button', { name: 'Back to the Conversations' }));
    await expect(await canvas.findByRole('list', { name: 'Rated conversations' }, pageLoad)).toBeVisible();
  },
};

/** A disabled owner's conversation says so. */
export const OpenedDisabledOwner: Story = {
  parameters: { appRouter: { path: '/conversations?conversation=35' } satisfies AppRouterParameters },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'The hermetic principle of correspondence' }, pageLoad);
    await expect(await within(article).findByText('Disabled')).toBeVisible();
    await expect(article).toHaveTextContent('Rated not helpful');
  },
};

/** An unknown or unrated conversation: said, with the way back. */
export const OpenNotFound: Story = {
  parameters: { appRouter: { path: '/conversations?conversation=999' } satisfies AppRouterParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'This conversation was not found, or none of its replies was rated.',
    );
    await expect(canvas.getByRole('button', { name: 'Back to the Conversations' })).toBeVisible();
  },
};

export const OpenLoading: Story = {
  parameters: {
    appRouter: { path: '/conversations?conversation=41' } satisfies AppRouterParameters,
    msw: { handlers: { feedbackConversations: feedbackConversationHandlers.slow(60_000, 'conversation') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the conversation...', undefined, pageLoad)).toBeVisible();
  },
};

export const OpenFails: Story = {
  parameters: {
    appRouter: { path: '/conversations?conversation=41' } satisfies AppRouterParameters,
    msw: {
      handlers: { feedbackConversations: feedbackConversationHandlers.failing('serverError', 'conversation') },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'This conversation could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** On a phone: filters one under the other, cards, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await cards(canvas);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** An opened conversation on a phone: long replies wrap. */
export const PhoneOpened: Story = {
  parameters: {
    screen: { width: 390, height: 844 },
    appRouter: { path: '/conversations?conversation=41' } satisfies AppRouterParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Messages' }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
