import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationHistory, type ConversationHistoryProps, type ConversationSummary } from './ConversationHistory';

const now = Date.UTC(2026, 2, 14, 21, 41);
const conversations: ConversationSummary<string>[] = [
  { id: 'c3', title: 'Full Moon in Virgo', updatedAt: '2026-03-14T20:05:00Z', messageCount: 6 },
  { id: 'c2', title: null, updatedAt: '2026-03-12T10:00:00Z', messageCount: 1 },
  { id: 'c1', title: 'Saturn return and my career', updatedAt: '2025-11-02T09:00:00Z' },
];

type Props = ConversationHistoryProps<string>;

function setup(props: Partial<Props> = {}) {
  const handlers = {
    onSearchChange: vi.fn(),
    onNewConversation: vi.fn(),
    onRename: vi.fn<Props['onRename']>(async () => undefined),
    onDelete: vi.fn(),
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
  };
  const navigate = vi.fn();
  const all: Props = {
    conversations,
    hrefOf: (id) => `/chat?conversation=${id}`,
    search: '',
    status: 'ready',
    now,
    locale: 'en-US',
    timeZone: 'UTC',
    ...handlers,
    ...props,
  };
  const ui = (next: Partial<Props> = {}) => (
    <RouterProvider navigate={navigate}>
      <ConversationHistory {...all} {...next} />
    </RouterProvider>
  );
  const result = render(ui());
  return { ...result, ...handlers, navigate, rerender: (next: Partial<Props>) => result.rerender(ui(next)) };
}

const region = () => screen.getByRole('region', { name: 'Conversations' });
const list = () => screen.getByRole('list', { name: 'Conversations' });
const link = (name: RegExp | string) => within(list()).getByRole('link', { name });
const openMenu = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  await user.click(screen.getByRole('button', { name: `More actions for ${title}` }));
  return screen.findByRole('menu');
};

/** A host that filters by title as the user types. */
function SearchHost() {
  const [search, setSearch] = useState('');
  return (
    <ConversationHistory
      conversations={conversations.filter((c) => (c.title ?? '').toLowerCase().includes(search.toLowerCase()))}
      hrefOf={(id) => `/c/${id}`}
      search={search}
      onSearchChange={setSearch}
      onNewConversation={() => {}}
      onRename={async () => {}}
      onDelete={() => {}}
      now={now}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ConversationHistory', () => {
  it('is a named region with a heading, "New conversation" and a labelled search', async () => {
    const user = userEvent.setup();
    const { onNewConversation } = setup();
    expect(within(region()).getByRole('heading', { level: 2, name: 'Conversations' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(onNewConversation).toHaveBeenCalledOnce();
    expect(screen.getByRole('searchbox', { name: 'Search conversations' })).toHaveAttribute(
      'placeholder',
      'Search titles and messages',
    );
  });

  it('lists the conversations as real links, newest first, with short dates', () => {
    setup();
    const links = within(list()).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/chat?conversation=c3',
      '/chat?conversation=c2',
      '/chat?conversation=c1',
    ]);
    // Today: the time; this year: month and day; another year: with the year.
    expect(links[0]).toHaveTextContent('Full Moon in Virgo, 8:05 PM · , 6 messages');
    expect(links[1]).toHaveTextContent('New conversation, Mar 12 · , 1 message');
    expect(links[2]).toHaveTextContent('Saturn return and my career, Nov 2, 2025');
    expect(within(links[0]!).getByText('8:05 PM')).toHaveAttribute('datetime', '2026-03-14T20:05:00.000Z');
  });

  it('marks the active conversation with aria-current="page"', () => {
    setup({ activeId: 'c2' });
    expect(link(/^New conversation/)).toHaveAttribute('aria-current', 'page');
    expect(link(/^Full Moon/)).not.toHaveAttribute('aria-current');
  });

  it("follows a link through the host's router", async () => {
    const user = userEvent.setup();
    const { navigate } = setup();
    await user.click(link(/^Saturn/));
    expect(navigate).toHaveBeenCalledWith('/chat?conversation=c1', undefined);
  });

  it('reports the search as typed, and Escape clears it', async () => {
    const user = userEvent.setup();
    render(<SearchHost />);
    const search = screen.getByRole('searchbox', { name: 'Search conversations' });
    await user.type(search, 'moon');
    expect(within(list()).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('1 conversation found.')).toBeInTheDocument();
    await user.type(search, 'x');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getAllByText('No conversations match “moonx”.')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(within(list()).getAllByRole('link')).toHaveLength(3);
  });

  it('shows the empty, no-match, loading and error states', async () => {
    const user = userEvent.setup();
    const { rerender, onRetry } = setup({ conversations: [] });
    expect(region()).toHaveTextContent('No conversations yet. Your conversations with Selene will appear here.');
    rerender({ conversations: [], search: 'tarot' });
    expect(region()).toHaveTextContent('No conversations match “tarot”.');
    rerender({ conversations: [], status: 'loading' });
    expect(screen.getByText('Loading conversations...').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    rerender({ conversations: [], status: 'error' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your conversations could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers older conversations while there are more', async () => {
    const user = userEvent.setup();
    const { rerender, onLoadMore } = setup({ hasMore: true });
    await user.click(screen.getByRole('button', { name: 'Show older conversations' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender({ hasMore: true, isLoadingMore: true });
    const loading = screen.getByRole('button', { name: 'Loading older conversations...' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    rerender({ hasMore: false });
    expect(screen.queryByRole('button', { name: /older conversations/ })).toBeNull();
  });
});

describe('ConversationHistory: rename in place', () => {
  it('opens a field with the title from the item menu; Enter saves the trimmed title', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const onRename = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    setup({ onRename });
    const menu = await openMenu(user, 'Full Moon in Virgo');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Rename', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));

    const field = await screen.findByRole('textbox', { name: 'Conversation title' });
    expect(field).toHaveValue('Full Moon in Virgo');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '120');
    await user.clear(field);
    await user.type(field, '  Virgo Moon rituals  {Enter}');
    expect(onRename).toHaveBeenCalledWith('c3', 'Virgo Moon rituals');
    expect(screen.getByText('Saving...')).toBeInTheDocument();

    await act(async () => resolve());
    const renamed = await waitFor(() => link(/^Virgo Moon rituals/));
    expect(renamed).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Conversation title' })).toBeNull();
  });

  it('Escape cancels without saving, and focus returns to the link', async () => {
    const user = userEvent.setup();
    const { onRename } = setup();
    await user.click(within(await openMenu(user, 'Full Moon in Virgo')).getByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Conversation title' });
    await user.type(field, ' changed');
    await user.keyboard('{Escape}');
    expect(onRename).not.toHaveBeenCalled();
    expect(link(/^Full Moon in Virgo/)).toHaveFocus();
  });

  it('shows an inline error when saving fails, and keeps the field', async () => {
    const user = userEvent.setup();
    setup({ onRename: vi.fn(async () => Promise.reject(new Error('500'))) });
    await user.click(within(await openMenu(user, 'Full Moon in Virgo')).getByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Conversation title' });
    await user.type(field, '!{Enter}');
    const alert = await screen.findByText('The title could not be saved. Try again.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Full Moon in Virgo!');
    expect(field).toHaveFocus();
  });

  it('does not save an empty title, and saves nothing for an unchanged one', async () => {
    const user = userEvent.setup();
    const { onRename } = setup();
    await user.click(within(await openMenu(user, 'Full Moon in Virgo')).getByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Conversation title' });
    await user.clear(field);
    await user.keyboard('   {Enter}');
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Full Moon in Virgo');
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    expect(onRename).not.toHaveBeenCalled();
    expect(link(/^Full Moon in Virgo/)).toHaveFocus();
  });

  it('names an untitled conversation "New conversation" in its menu and field', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(within(await openMenu(user, 'New conversation')).getByRole('menuitem', { name: 'Rename' }));
    expect(await screen.findByRole('textbox', { name: 'Conversation title' })).toHaveValue('New conversation');
  });
});

describe('ConversationHistory: delete with confirmation and undo', () => {
  const startDelete = async (user: ReturnType<typeof userEvent.setup>, title = 'Full Moon in Virgo') => {
    await user.click(within(await openMenu(user, title)).getByRole('menuitem', { name: 'Delete' }));
    return screen.findByRole('alertdialog', { name: 'Delete this conversation?' });
  };

  it('asks first, naming the conversation; Cancel keeps it', async () => {
    const user = userEvent.setup();
    const { onDelete } = setup();
    const dialog = await startDelete(user);
    expect(dialog).toHaveAccessibleDescription('“Full Moon in Virgo” and all its messages will be deleted.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(link(/^Full Moon/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions for Full Moon in Virgo' })).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('hides the item at once, offers Undo, and deletes when the window ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onDelete } = setup();
    const dialog = await startDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(list()).queryByRole('link', { name: /^Full Moon/ })).toBeNull();
    expect(screen.getByText('Conversation deleted.')).toHaveAttribute('role', 'status');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(4900));
    expect(onDelete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('c3');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByText('Conversation deleted.')).toBeNull();
    // Focus was on Undo: it moves to the conversation that took the deleted one's place.
    expect(link(/^New conversation/)).toHaveFocus();
    expect(within(list()).queryByRole('link', { name: /^Full Moon/ })).toBeNull();
  });

  it('Undo brings the conversation back and deletes nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onDelete } = setup({ undoMs: 3000 });
    await user.click(within(await startDelete(user)).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(link(/^Full Moon/)).toHaveFocus();
    expect(screen.queryByText('Conversation deleted.')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('deletes at once when the history unmounts during the window', async () => {
    const user = userEvent.setup();
    const { onDelete, unmount } = setup();
    await user.click(within(await startDelete(user)).getByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    unmount();
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('c3');
  });

  it('a second deletion ends the first one’s window', async () => {
    const user = userEvent.setup();
    const { onDelete } = setup();
    await user.click(within(await startDelete(user)).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await startDelete(user, 'Saturn return and my career')).getByRole('button', { name: 'Delete' }),
    );
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('c3');
    expect(within(list()).getAllByRole('link')).toHaveLength(1);
  });

  it('keeps a deleted conversation hidden until the host’s list changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { rerender } = setup({ undoMs: 1000 });
    await user.click(within(await startDelete(user)).getByRole('button', { name: 'Delete' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(within(list()).getAllByRole('link')).toHaveLength(2);
    // The deletion failed and the host refetched: it is back.
    rerender({ conversations: [...conversations] });
    expect(within(list()).getAllByRole('link')).toHaveLength(3);
  });
});
