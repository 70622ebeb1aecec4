import { authHandlers } from '@app/mocks';
import { memoryExplorerHandlers } from '@app/mocks/memory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/memory-explorer` (admins): people Selene remembers something about; one opened; a memory deleted. */
const meta = {
  title: 'App/MemoryExplorer',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/memory-explorer' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), memory: memoryExplorerHandlers.some() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const people = (canvas: Canvas) => canvas.findByRole('list', { name: 'People with memories' }, pageLoad);
const detail = (canvas: Canvas) => canvas.getByRole('region', { name: 'Memories of the chosen person' });

/** The people with their counts; nobody opened yet. */
export const People: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Memory Explorer', level: 1 }, pageLoad)).toBeVisible();
    const list = await people(canvas);
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await expect(within(list).getByRole('button', { name: 'luna 3 memories' })).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'orla 1 memory' })).toBeVisible();
    await expect(canvas.getByText('3 people have memories.')).toBeVisible();
    await expect(within(detail(canvas)).getByText(/Choose a person/)).toBeVisible();
  },
};

/** A search narrows the list (announced), and one that matches nobody says so. */
export const Search: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await people(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Find a person' });
    await userEvent.type(search, 'orl');
    await expect(await canvas.findByText('1 person has memories.', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'orla 1 memory' })).toBeVisible();
    await userEvent.type(search, 'xyz');
    await expect(
      await canvas.findByText('Nobody named like “orlxyz” has memories.', undefined, pageLoad),
    ).toBeVisible();
  },
};

/** One person opened: each memory with its kind, the message it came from, its conversation and date. */
export const PersonOpened: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    const list = await people(canvas);
    await userEvent.click(within(list).getByRole('button', { name: 'luna 3 memories' }));
    const heading = await canvas.findByRole('heading', { name: 'What Selene remembers about luna' }, pageLoad);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(list).getByRole('button', { name: 'luna 3 memories' })).toHaveAttribute('aria-current', 'true');
    const memories = await canvas.findByRole('list', { name: 'What Selene remembers about luna' }, pageLoad);
    await expect(within(memories).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(memories).getByText('Birth data')).toBeVisible();
    await expect(within(memories).getByText('Sun in Scorpio')).toBeVisible();
    await expect(
      within(memories).getAllByText("From their message: “I'm a Scorpio and I always feel things deeply”"),
    ).toHaveLength(2);
    await expect(
      within(memories).getByRole('link', { name: 'Open the conversation “Works as a nurse” came from' }),
    ).toHaveAttribute('href', '/conversations?conversation=4');
    await expect(canvas.getByText('You opened these memories: the audit log records it.')).toBeVisible();
  },
};

/** A memory whose message was deleted: said, and no conversation link. */
export const SourceGone: Story = {
  parameters: { appRouter: { path: '/memory-explorer?user=22' } satisfies AppRouterParameters },
  play: async ({ canvas }) => {
    const memories = await canvas.findByRole('list', { name: 'What Selene remembers about orla' }, pageLoad);
    await expect(within(memories).getByText('Recurring theme')).toBeVisible();
    await expect(within(memories).getByText('The message it came from was deleted.')).toBeVisible();
    await expect(within(memories).queryByRole('link')).toBeNull();
  },
};

/** Delete asks once more; the memory goes, the count follows, and it is announced. */
export const DeleteOne: Story = {
  tags: ['interaction'],
  parameters: {
    appRouter: { path: '/memory-explorer?user=21' } satisfies AppRouterParameters,
    // A store of its own: the deletion must not reach the other stories.
    msw: { handlers: { memory: memoryExplorerHandlers.some() } },
  },
  play: async ({ canvas }) => {
    const memories = await canvas.findByRole('list', { name: 'What Selene remembers about luna' }, pageLoad);
    await userEvent.click(within(memories).getByRole('button', { name: 'Delete “Works as a nurse”' }));
    await expect(
      within(memories).getByText('Delete “Works as a nurse” from what Selene remembers about luna?'),
    ).toBeVisible();
    await userEvent.click(within(memories).getByRole('button', { name: 'Yes, delete it' }));
    await expect(await within(detail(canvas)).findByText('“Works as a nurse” was deleted.')).toBeVisible();
    await waitFor(() => expect(within(memories).getAllByRole('listitem')).toHaveLength(2));
    await expect(await canvas.findByRole('button', { name: 'luna 2 memories' }, pageLoad)).toBeVisible();
  },
};

/** Cancel keeps the memory. */
export const DeleteCancelled: Story = {
  tags: ['interaction'],
  parameters: {
    appRouter: { path: '/memory-explorer?user=21' } satisfies AppRouterParameters,
    msw: { handlers: { memory: memoryExplorerHandlers.some() } },
  },
  play: async ({ canvas }) => {
    const memories = await canvas.findByRole('list', { name: 'What Selene remembers about luna' }, pageLoad);
    await userEvent.click(within(memories).getByRole('button', { name: 'Delete “Sun in Scorpio”' }));
    await userEvent.click(within(memories).getByRole('button', { name: 'Cancel' }));
    await expect(within(memories).getByRole('button', { name: 'Delete “Sun in Scorpio”' })).toBeVisible();
    await expect(within(memories).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A delete that fails: said as an alert; the memory stays. */
export const DeleteError: Story = {
  tags: ['interaction'],
  parameters: {
    appRouter: { path: '/memory-explorer?user=21' } satisfies AppRouterParameters,
    msw: { handlers: { memory: memoryExplorerHandlers.deleteError() } },
  },
  play: async ({ canvas }) => {
    const memories = await canvas.findByRole('list', { name: 'What Selene remembers about luna' }, pageLoad);
    await userEvent.click(within(memories).getByRole('button', { name: 'Delete “Sun in Scorpio”' }));
    await userEvent.click(within(memories).getByRole('button', { name: 'Yes, delete it' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That memory could not be deleted just now. Please try again.',
    );
    await expect(within(memories).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Nobody has memories yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { memory: memoryExplorerHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Selene remembers nothing about anyone yet/, undefined, pageLoad),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { memory: memoryExplorerHandlers.slow() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Memory Explorer', level: 1 }, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('Loading the people Selene remembers', undefined, pageLoad)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { memory: memoryExplorerHandlers.loadError() } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('The people with memories could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** One person's memories could not be read: Try again. */
export const OpenError: Story = {
  parameters: {
    appRouter: { path: '/memory-explorer?user=21' } satisfies AppRouterParameters,
    msw: { handlers: { memory: memoryExplorerHandlers.openError() } },
  },
  play: async ({ canvas }) => {
    await people(canvas);
    const alert = await within(detail(canvas)).findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('Their memories could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone: the people, then the opened person's memories below, no sideways scroll. */
export const Phone: Story = {
  parameters: {
    screen: { width: 390, height: 844 },
    appRouter: { path: '/memory-explorer?user=21' } satisfies AppRouterParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'What Selene remembers about luna' }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const list = await people(canvas);
    const memories = canvas.getByRole('list', { name: 'What Selene remembers about luna' });
    await expect(memories.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom);
  },
};
