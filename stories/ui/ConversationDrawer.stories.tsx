import { ConversationDrawer, ConversationHistory, type ConversationSummary } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';

// The app supplies RAC's RouterProvider; here it records where a link would go.
const navigate = fn();
const now = Date.UTC(2026, 2, 14, 21, 41);
const conversations: ConversationSummary<string>[] = [
  { id: 'c4', title: 'What does tonight’s full Moon mean for me?', updatedAt: '2026-03-14T21:11:00Z', messageCount: 6 },
  { id: 'c3', title: 'Mercury retrograde and my new job', updatedAt: '2026-03-13T15:41:00Z', messageCount: 12 },
  { id: 'c2', title: 'Venus in Pisces', updatedAt: '2026-03-08T09:00:00Z', messageCount: 4 },
  { id: 'c1', title: 'My first question', updatedAt: '2025-01-18T10:00:00Z', messageCount: 2 },
];

function History() {
  const [search, setSearch] = useState('');
  return (
    <ConversationHistory
      conversations={conversations}
      activeId="c3"
      hrefOf={(id) => `/chat?conversation=${id}`}
      search={search}
      onSearchChange={setSearch}
      onNewConversation={() => {}}
      onRename={async () => {}}
      onDelete={() => {}}
      now={now}
      locale="en-US"
      timeZone="UTC"
    />
  );
}

const meta = {
  title: 'UI/Chat/ConversationDrawer',
  id: 'ui-conversationdrawer',
  component: ConversationDrawer,
  parameters: {
    docs: {
      description: {
        component: `A modal drawer that slides in from the inline start (the left in left-to-right pages) with a close button. It holds a \`ConversationHistory\` on narrow screens.

### When to use
- Below your own breakpoint, behind a "Conversations" button, where there is no room for a side panel. The library sets no breakpoint.
- On wide screens, show the \`ConversationHistory\` in a side panel (for example an \`<aside>\`) instead.
- It is named for the conversation history; if it holds anything else, pass a fitting \`label\` and \`closeLabel\`.

### Do
- Do control it: keep \`isOpen\` in state and update it from \`onOpenChange\`.
- Do open it from a real button: focus goes back to that button when it closes.
- Do keep \`closeOnNavigate\` on, so the chosen conversation is in view once its link is followed.

### Don't
- Don't keep it open on wide screens beside a visible history: it is modal and hides the rest of the page from assistive technology.
- Don't add a close button of your own: it has one, "Close conversations".
- Don't use it for content that must stay in view while people work on the page; use a side panel.

### Accessibility
- **Keyboard:** Escape closes it; inside a \`ConversationHistory\`, Escape first cancels a rename or clears a non-empty search. Tab and Shift+Tab stay inside the drawer while it is open. Enter or Space on the close button closes it. Enter on a link follows it and, with \`closeOnNavigate\`, closes the drawer.
- **Focus:** moves into the drawer when it opens, and back to the element that opened it when it closes.
- **Roles:** a modal \`dialog\` named "Conversations" (\`label\`); while it is open the rest of the page is hidden from assistive technology. The close button is named "Close conversations" (\`closeLabel\`).
- **Pointer:** a press on the backdrop closes it. A link opened in a new tab or window (a modifier key, a middle click, or \`target="_blank"\`) leaves it open.
- **Reduced motion:** no slide or fade: it appears and goes at once.
- **Touch targets:** the close button is 44 × 44 px. The drawer leaves a strip of the page in view (at least 3rem, also at 320 px) that closes it when tapped.`,
      },
    },
  },
  args: { isOpen: true, onOpenChange: fn(), children: <History /> },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ConversationDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open (controlled): the history in a modal panel on the inline start, with a close button. */
export const Open: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, userEvent, args }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Conversations' });
    await expect(within(drawer).getByRole('region', { name: 'Conversations' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: /^Mercury retrograde/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const box = drawer.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBeLessThanOrEqual(352);
    // Focus is inside; Escape asks to close (the story keeps it open: it is controlled).
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** How a host uses it below its breakpoint: a button opens it; closing gives focus back. */
function PhoneLayout() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        onPress={() => setOpen(true)}
        style={{ minHeight: 44, paddingInline: 16, borderRadius: 999, font: 'inherit', cursor: 'pointer' }}
      >
        Conversations
      </Button>
      <ConversationDrawer isOpen={open} onOpenChange={setOpen}>
        <History />
      </ConversationDrawer>
    </div>
  );
}

export const OpenAndClose: Story = {
  tags: ['interaction'],
  name: 'Open and close by keyboard',
  render: () => <PhoneLayout />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Conversations' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Conversations' });
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    const close = within(drawer).getByRole('button', { name: 'Close conversations' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Following a conversation's link routes in the app and closes the drawer. */
export const ClosesOnNavigate: Story = {
  tags: ['interaction'],
  name: 'Closes when a conversation is chosen',
  render: () => <PhoneLayout />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Conversations' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Conversations' });
    await userEvent.click(within(drawer).getByRole('link', { name: /^Venus in Pisces/ }));
    await expect(navigate).toHaveBeenCalledWith('/chat?conversation=c2', undefined);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
