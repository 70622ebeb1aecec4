import { ConversationHistory, type ConversationHistoryProps, type ConversationSummary } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';

// The app supplies RAC's RouterProvider; here it records where a link would go.
const navigate = fn();

// "Now" is fixed (UTC) so that every date, and every screenshot, is the same.
const now = Date.UTC(2026, 2, 14, 21, 41);
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

const many: ConversationSummary<string>[] = [
  { id: 'c14', title: 'What does tonight’s full Moon mean for me?', updatedAt: hoursAgo(0.5), messageCount: 6 },
  { id: 'c13', title: null, updatedAt: hoursAgo(3), messageCount: 1 },
  { id: 'c12', title: 'Mercury retrograde and my new job', updatedAt: hoursAgo(30), messageCount: 12 },
  { id: 'c11', title: 'Shadow work prompts for the Scorpio season', updatedAt: hoursAgo(60), messageCount: 8 },
  { id: 'c10', title: 'Venus in Pisces', updatedAt: hoursAgo(24 * 6), messageCount: 4 },
  {
    id: 'c9',
    title:
      'A very long question about my Saturn return, my career, my relationship with my mother and whether this is the year to move abroad',
    updatedAt: hoursAgo(24 * 12),
    messageCount: 22,
  },
  { id: 'c8', title: 'The Tower card', updatedAt: hoursAgo(24 * 20), messageCount: 2 },
  { id: 'c7', title: 'As above, so below: what does it mean?', updatedAt: hoursAgo(24 * 33), messageCount: 10 },
  { id: 'c6', title: 'My Moon in Cancer', updatedAt: hoursAgo(24 * 50), messageCount: 14 },
  { id: 'c5', title: 'Inner critic', updatedAt: hoursAgo(24 * 70), messageCount: 6 },
  { id: 'c4', title: 'New Moon intentions', updatedAt: hoursAgo(24 * 100), messageCount: 3 },
  { id: 'c3', title: 'Mars square Pluto', updatedAt: hoursAgo(24 * 160), messageCount: 9 },
  { id: 'c2', title: 'Rising sign basics', updatedAt: hoursAgo(24 * 300), messageCount: 2 },
  { id: 'c1', title: 'My first question', updatedAt: hoursAgo(24 * 420), messageCount: 2 },
];
const few = many.slice(0, 5);

const meta = {
  title: 'UI/Chat/ConversationHistory',
  id: 'ui-conversationhistory',
  component: ConversationHistory,
  parameters: {
    docs: {
      description: {
        component: `A user's earlier conversations: a "New conversation" button, a search field, and the conversations as links (title, last activity, message count), each with a menu to rename it in place or delete it with confirmation and undo. It has loading, empty, no-match and error states, and "Show older conversations".

### When to use
- As the side panel of a chat screen on wide screens. On narrow screens, put it in a \`ConversationDrawer\`.
- Only for the list of conversations. For the messages of one conversation, use \`MessageList\`.

### Do
- Do debounce \`onSearchChange\` and fetch the matches yourself: the component shows \`conversations\` as given and does not filter them.
- Do pass \`activeId\`, so the open conversation is marked.
- Do make \`onRename\` return a promise that rejects on failure: the field then stays open with an error.
- Do delete on the server in \`onDelete\`: it runs once the undo window (\`undoMs\`, 5 s by default) has passed, or when the history unmounts during it, and never for a deletion that was undone.

### Don't
- Don't make \`hrefOf\` return \`#\` or an empty address: every item is a real link, so middle click and "open in new tab" must work.
- Don't shorten \`undoMs\` so much that people cannot reach Undo.
- Don't add a second "New conversation" button beside it: it has one at the top.

### Accessibility
- **Keyboard:** Tab moves to "New conversation", the search field, Undo (while shown), then each conversation's link followed by its "More actions for {title}" button, then "Show older conversations" or "Try again".
  - Search field: Escape clears it; in an empty field, Escape is left to the page (for example to close a drawer). The "Clear search" button is for pointers and is skipped by Tab.
  - Conversation link: Enter opens the conversation.
  - "More actions" button: Enter, Space or Arrow Down opens the menu on its first item, Arrow Up on its last. In the menu, Arrow Up and Arrow Down move between Rename and Delete, Enter or Space chooses, and Escape closes it with focus back on the button.
  - Rename: the title becomes a text field with the title selected. Enter saves, Escape cancels (without closing a surrounding drawer), and focus returns to the conversation's link. Tab reaches "Save title" and "Cancel renaming".
  - Delete: a confirmation dialog opens with focus on Cancel, and Tab stays inside it. Escape or Cancel closes it, with focus back on the item's menu button. Delete removes the item at once and moves focus to Undo. Undo puts it back and focuses its link. If the undo window ends while focus is on Undo, focus moves to the conversation that took its place (or to "New conversation" when none is left).
- **Roles:** a \`region\` named by its heading ("Conversations", h2 by default); a list with the same name; each item is a link, and the one for \`activeId\` has \`aria-current="page"\`. Each date is a \`<time>\` with the full date and time as its tooltip. The search field is a \`searchbox\` named "Search conversations". The item menu is a \`menu\` of \`menuitem\`s. The rename field is named "Conversation title" and gets \`aria-invalid\` on an error. The confirmation is an \`alertdialog\` named "Delete this conversation?" and described by "“{title}” and all its messages will be deleted."; the page behind it is hidden from assistive technology.
- **Screen readers:** each link reads the title, the date and the message count. Polite status messages say the search results as they arrive ("3 conversations found." or "No conversations match “…”."), "Conversation deleted." once per deletion, and "Saving..." while a rename saves. Rename errors ("Enter a title.", "The title could not be saved. Try again.") are in an alert. Loading shows a polite status, "Loading conversations..."; a failed load is an alert, "Your conversations could not be loaded.", with "Try again". While older conversations load, the button reads "Loading older conversations..." and is \`aria-disabled\`.
- **Reduced motion:** the colour transitions, the loading spinner and the dialog's entrance animation are off.
- **Touch targets:** buttons, links, menu items and fields are at least 44 px high; icon buttons are 44 × 44 px.`,
      },
    },
  },
  args: {
    conversations: few,
    hrefOf: (id) => `/chat?conversation=${id}`,
    search: '',
    onSearchChange: fn(),
    status: 'ready',
    onRetry: fn(),
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
    onNewConversation: fn(),
    onRename: fn(async () => {}),
    onDelete: fn(),
    now,
    locale: 'en-US',
    timeZone: 'UTC',
  },
  decorators: [
    // A side panel's width; `parameters.panelWidth` sets it per story.
    (Story, { parameters }) => (
      <RouterProvider navigate={navigate}>
        <div style={{ width: (parameters.panelWidth as number | undefined) ?? 360, maxWidth: '100%' }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ConversationHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const list = (canvas: ReturnType<typeof within>) => canvas.getByRole('list', { name: 'Conversations' });

export const Empty: Story = {
  tags: ['interaction'],
  args: { conversations: [] },
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Conversations' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Conversations' })).toBeVisible();
    await expect(
      canvas.getByText('No conversations yet. Your conversations with Selene will appear here.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'New conversation' }));
    await expect(args.onNewConversation).toHaveBeenCalledOnce();
  },
};

/** A full page: today's times, this year's days, last year's dates, and older ones to load. */
export const Many: Story = {
  tags: ['interaction'],
  args: { conversations: many, hasMore: true },
  play: async ({ canvas, userEvent, args }) => {
    const links = within(list(canvas)).getAllByRole('link');
    await expect(links).toHaveLength(14);
    await expect(links[0]).toHaveAttribute('href', '/chat?conversation=c14');
    await expect(links[0]).toHaveTextContent('What does tonight’s full Moon mean for me?, 9:11 PM · , 6 messages');
    await expect(links[1]).toHaveTextContent(/^New conversation, 6:41 PM/);
    await expect(links[2]).toHaveTextContent(/Mar 13/);
    await expect(links[13]).toHaveTextContent(/Jan 18, 2025/);
    const older = canvas.getByRole('button', { name: 'Show older conversations' });
    await userEvent.click(older);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingOlder: Story = {
  name: 'Loading older conversations',
  args: { conversations: few, hasMore: true, isLoadingMore: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Loading older conversations...' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  args: { conversations: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading conversations...')).toBeVisible();
    await expect(canvas.getByText('Loading conversations...').closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'New conversation' })).toBeEnabled();
  },
};

export const ErrorLoading: Story = {
  tags: ['interaction'],
  name: 'Error',
  args: { conversations: [], status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your conversations could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The host filters as the user types (here at once; the app debounces and asks the server). */
function SearchingHost(props: ConversationHistoryProps<string>) {
  const [search, setSearch] = useState(props.search);
  const query = search.trim().toLowerCase();
  return (
    <ConversationHistory
      {...props}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        props.onSearchChange(value);
      }}
      conversations={props.conversations.filter((c) => (c.title ?? '').toLowerCase().includes(query))}
    />
  );
}

export const SearchingWithResults: Story = {
  tags: ['interaction'],
  name: 'Searching, with results',
  args: { conversations: many },
  render: (args) => <SearchingHost {...(args as ConversationHistoryProps<string>)} />,
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search conversations' });
    await userEvent.type(search, 'moon');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('moon');
    const links = within(list(canvas)).getAllByRole('link');
    await expect(links.map((link) => link.querySelector('span')?.textContent)).toEqual([
      'What does tonight’s full Moon mean for me?',
      'My Moon in Cancer',
      'New Moon intentions',
    ]);
    await expect(canvas.getByText('3 conversations found.')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const SearchingNoMatch: Story = {
  name: 'Searching, no match',
  args: { conversations: [], search: 'tarot spread' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search conversations' })).toHaveValue('tarot spread');
    await expect(canvas.getAllByText('No conversations match “tarot spread”.')[0]).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const ActiveItem: Story = {
  tags: ['interaction'],
  name: 'Active item',
  args: { conversations: few, activeId: 'c12' },
  play: async ({ canvas, userEvent }) => {
    const active = within(list(canvas)).getByRole('link', { name: /^Mercury retrograde/ });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(
      within(list(canvas))
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
    // Keyboard: New conversation, the search, then the first link and its menu button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'New conversation' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search conversations' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(list(canvas)).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/chat?conversation=c14', undefined);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'More actions for What does tonight’s full Moon mean for me?' }),
    ).toHaveFocus();
  },
};

const openMenuFor = async (
  title: string,
  { canvas, canvasElement, userEvent }: Parameters<NonNullable<Story['play']>>[0],
) => {
  const trigger = canvas.getByRole('button', { name: `More actions for ${title}` });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await body(canvasElement).findByRole('menu');
  await expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Rename', 'Delete']);
  return menu;
};

/** Rename from the item's menu: the title becomes a field in place (Enter saves, Escape cancels). */
export const Renaming: Story = {
  tags: ['interaction'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const menu = await openMenuFor('Mercury retrograde and my new job', context);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    const field = await canvas.findByRole('textbox', { name: 'Conversation title' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('Mercury retrograde and my new job');
    await expect(field).toHaveAttribute('maxlength', '120');
    await userEvent.clear(field);
    await userEvent.type(field, 'Mercury retrograde: the job offer');
    await expect(canvas.getByRole('button', { name: 'Save title' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel renaming' })).toBeVisible();
    await expect(args.onRename).not.toHaveBeenCalled();
  },
};

/** The save fails: the field stays, with the error under it. */
export const RenameFailed: Story = {
  tags: ['interaction'],
  name: 'Rename failed',
  args: { onRename: fn(async () => Promise.reject(new Error('Server error'))) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const menu = await openMenuFor('Venus in Pisces', context);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    const field = await canvas.findByRole('textbox', { name: 'Conversation title' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, ' and love{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('c10', 'Venus in Pisces and love');
    await expect(await canvas.findByText('The title could not be saved. Try again.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** Delete asks first, naming the conversation; Cancel has the focus. */
export const DeleteConfirm: Story = {
  tags: ['interaction'],
  name: 'Delete: confirmation',
  play: async (context) => {
    const { canvasElement, userEvent, args } = context;
    const menu = await openMenuFor('Mercury retrograde and my new job', context);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete this conversation?' });
    await expect(dialog).toHaveTextContent('“Mercury retrograde and my new job” and all its messages will be deleted.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Confirmed: the item goes at once and "Conversation deleted." offers Undo (a long window here). */
export const DeletedWithUndo: Story = {
  tags: ['interaction'],
  name: 'Deleted, with Undo',
  args: { undoMs: 10 * 60_000 },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const menu = await openMenuFor('Mercury retrograde and my new job', context);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Conversation deleted.')).toHaveAttribute('role', 'status');
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await expect(within(list(canvas)).queryByRole('link', { name: /^Mercury retrograde/ })).toBeNull();
    await expect(within(list(canvas)).getAllByRole('link')).toHaveLength(4);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Undo brings the conversation back; nothing is deleted. */
export const DeleteUndone: Story = {
  tags: ['interaction'],
  name: 'Delete undone',
  args: { undoMs: 10 * 60_000 },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const menu = await openMenuFor('Venus in Pisces', context);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Undo' }));
    const restored = within(list(canvas)).getByRole('link', { name: /^Venus in Pisces/ });
    await waitFor(() => expect(restored).toHaveFocus());
    await expect(canvas.queryByText('Conversation deleted.')).toBeNull();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** 320 px (WCAG 1.4.10 reflow): long titles wrap on two lines, nothing scrolls sideways. */
export const Narrow320: Story = {
  name: 'Narrow (320 px)',
  args: { conversations: many.slice(0, 7), activeId: 'c9', search: '' },
  parameters: { panelWidth: 320 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Conversations' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const long = within(list(canvas)).getByRole('link', { name: /^A very long question/ });
    await expect(long.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    const menu = canvas.getByRole('button', { name: /^More actions for A very long question/ });
    await expect(menu.getBoundingClientRect().width).toBe(44);
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 0.5);
    await expect(canvas.getByRole('searchbox').getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
