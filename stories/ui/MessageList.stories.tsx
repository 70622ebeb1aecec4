import { type ChatMessage, FeedbackWidget, MessageActions, MessageList, type MessageListProps } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

// Fixed times (UTC) so that every screenshot is the same.
const base = Date.UTC(2026, 2, 14, 21, 0);
const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();

const short: ChatMessage[] = [
  {
    id: 'u1',
    conversationId: 'c1',
    content: 'What does tonight’s full Moon mean for me?',
    isUserMessage: true,
    timestamp: at(0),
  },
  {
    id: 'r1',
    conversationId: 'c1',
    content:
      'The full Moon in **Virgo** asks you to finish what you started. It is a time of *completion*: notice what is ready to be released.',
    isUserMessage: false,
    timestamp: at(1),
  },
  {
    id: 'u2',
    conversationId: 'c1',
    content: 'And for my career?\nI have an interview on Friday.',
    isUserMessage: true,
    timestamp: at(4),
  },
  {
    id: 'r2',
    conversationId: 'c1',
    content: 'Prepare with care and trust your craft. Details you polish now will be noticed.',
    isUserMessage: false,
    timestamp: at(5),
  },
];

const pending: ChatMessage = {
  // An optimistic message: `temp` and the send time in milliseconds as id (spec 3).
  id: base + 7 * 60_000,
  conversationId: 'c1',
  content: 'Should I ask for a higher salary?',
  isUserMessage: true,
  temp: true,
};

const richReply = [
  '## Your week under the Virgo Moon',
  'This is a week for **steady work** and *gentle honesty*.',
  '### Do',
  '- Finish one task you have put off\n- Write down three things you are grateful for',
  '### Avoid',
  '1. Starting new projects on Wednesday\n2. Over-explaining yourself',
  '> "As above, so below." — The Kybalion',
  'A small ritual, in code: `light a candle`, then',
  '```\nbreathe in  (4)\nhold        (4)\nbreathe out (8)\n```',
  'Read more about the [Moon phases](https://science.nasa.example/moon/phases) or see our [plans](/pricing). Questions? [Write to us](mailto:support@example.com).',
].join('\n\n');

const unsafeReply = [
  'Here is a chart: ![tracking pixel](https://evil.example/x.png)',
  '<img src="https://evil.example/raw.png" onerror="alert(1)">',
  '<script>alert("xss")</script>',
  'A [harmless-looking link](javascript:alert(document.cookie)) and [another](JAVASCRIPT:alert(1)), [a data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) and [vbscript](vbscript:msgbox(1)).',
  'And a protocol-relative image: ![beacon](//evil.example/beacon.gif)',
].join('\n\n');

const phrases = [
  'What is my Moon sign asking of me this week?',
  'Your Moon in Cancer asks for rest and a home that feels like a harbour. Tend to it before you tend to others.',
  'How can I work with Mercury retrograde?',
  'Review, revise and reconnect. Slow down your decisions and **double-check** the details.',
  'What does the Tower card mean for me?',
  'Sudden change that clears the ground for something *truer*. Let what is unstable fall.',
];

/** 500 messages (the Elite tier's maximum conversation length), three minutes apart. */
const longConversation: ChatMessage[] = Array.from({ length: 500 }, (_, index) => ({
  id: `m${index + 1}`,
  conversationId: 'c-long',
  content: `${phrases[index % phrases.length]} (${index + 1})`,
  isUserMessage: index % 2 === 0,
  timestamp: new Date(base - (500 - index) * 3 * 60_000).toISOString(),
}));

const meta = {
  title: 'UI/Chat/MessageList',
  id: 'ui-messagelist',
  component: MessageList,
  parameters: {
    docs: {
      description: {
        component: `The conversation history. It keeps the newest message in view while the reader is at the end (also while a reply streams in), offers "Jump to latest" after they scroll up, shows a typing indicator while a reply loads, renders long histories virtually, and announces each completed reply once.

### When to use
- For the messages of one conversation, with a \`ChatInput\` under it. It fills its parent's height, so give the parent one.
- For a single message outside a conversation, use \`Message\`. For the list of conversations, use \`ConversationHistory\`.

### Do
- Do pass the messages oldest first, each with a stable \`id\`. Add the user's message at once with \`temp: true\`, then replace it with the stored one.
- Do set \`isLoading\` while a reply is awaited, and \`streaming\` on a reply that arrives in pieces.
- Do keep \`renderMessageActions\`, \`renderUserMessageActions\`, \`formatTime\` and \`formatDay\` stable (e.g. with \`useCallback\`).
- Do tell people yourself when a send fails or hits a limit (e.g. with a toast): the list only drops its "Sending..." announcement.

### Don't
- Don't wrap it in another live region: replies would be read twice.
- Don't scroll it yourself to follow new messages: it follows them already, and leaves a reader who scrolled up where they are.
- Don't turn virtualisation off (\`virtualize={false}\`) for long histories.

### Accessibility
- **Keyboard:** the history is a focusable scrolling region: Tab reaches it, and the arrow keys, Page Up, Page Down, Home and End scroll it. Tab then moves on to the links and controls inside the messages. "Jump to latest" appears after scrolling up; Enter or Space on it scrolls to the newest message and moves focus to the history.
- **Roles:** a \`log\` named "Conversation with Selene" (\`label\`) with \`aria-live="off"\`. Each message is an \`article\` named by its author and time, with \`aria-posinset\` and \`aria-setsize\` (also when virtualised). Each day starts with a \`<time>\` label.
- **Screen readers:** a visually hidden polite live region says "Sending..." when a \`temp\` message appears, and "Selene replied: {text}" once per completed reply, as plain text; a streamed reply is announced once, when it stops streaming. Nothing is announced on the first render, for older messages loaded above, or for a different conversation. The typing indicator is a polite status, "Selene is thinking...".
- **Reduced motion:** "Jump to latest" scrolls at once instead of smoothly; the typing indicator is a still frame; button transitions are off.
- **Touch targets:** "Jump to latest" is at least 44 px high.`,
      },
    },
  },
  args: {
    messages: short,
    isLoading: false,
    virtualize: 'auto',
    locale: 'en-US',
    timeZone: 'UTC',
  },
  decorators: [
    // The list fills its parent's height; `parameters.listHeight` sets it per story.
    (Story, { parameters }) => (
      <div style={{ height: (parameters.listHeight as number | undefined) ?? 520, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log');
const announcer = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="announcer"]') as HTMLElement;
/** The element is inside the log's visible area. */
function inView(element: Element, container: Element) {
  const box = element.getBoundingClientRect();
  const view = container.getBoundingClientRect();
  return box.bottom <= view.bottom + 1 && box.top >= view.top - 1;
}
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/**
 * The log is at its end and has stopped moving for three frames: a reply that just finished
 * shrinks (its writing note goes) and the list re-pins on its resize observer a frame later, so a
 * screenshot taken before then caught the list part-way.
 */
async function restsAtLatest(history: HTMLElement) {
  await waitFor(async () => {
    const top = history.scrollTop;
    for (let i = 0; i < 3; i++) await nextFrame();
    expect(history.scrollHeight - history.scrollTop - history.clientHeight).toBeLessThanOrEqual(1);
    expect(history.scrollTop).toBe(top);
  });
}

export const EmptyConversation: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    const history = canvas.getByRole('log', { name: 'Conversation with Selene' });
    await expect(history).toHaveTextContent('No messages yet. Ask Selene anything to begin.');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  },
};

export const ShortConversation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(4);
    await expect(canvas.getByRole('article', { name: 'You 9:00 PM' })).toHaveTextContent('full Moon');
    const reply = canvas.getByRole('article', { name: 'Selene 9:01 PM' });
    await expect(within(reply).getByText('Virgo').tagName).toBe('STRONG');
    await expect(canvas.getByText('March 14, 2026')).toBeVisible();
    // Nothing is announced for the history on mount.
    await expect(announcer(canvasElement)).toBeEmptyDOMElement();
    await expect(log(canvasElement)).toHaveAttribute('aria-live', 'off');
  },
};

export const OptimisticPendingMessage: Story = {
  args: { messages: [...short, pending] },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'You 9:07 PM' });
    await expect(message).toHaveAttribute('data-pending', 'true');
    await expect(within(message).getByText('Sending...')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

export const LoadingReply: Story = {
  args: { messages: [...short, pending], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Selene is thinking...');
    await expect(status).toHaveAttribute('data-variant', 'constellation');
    await waitFor(() => expect(inView(status, log(canvasElement))).toBe(true));
  },
};

export const MarkdownRichReply: Story = {
  args: {
    messages: [
      { id: 'u1', conversationId: 'c1', content: 'Plan my week, please.', isUserMessage: true, timestamp: at(0) },
      { id: 'r1', conversationId: 'c1', content: richReply, isUserMessage: false, timestamp: at(1) },
    ],
  },
  parameters: { listHeight: 680 },
  play: async ({ canvas }) => {
    const reply = canvas.getByRole('article', { name: 'Selene 9:01 PM' });
    const inReply = within(reply);
    await expect(inReply.getByRole('heading', { level: 4, name: 'Your week under the Virgo Moon' })).toBeVisible();
    await expect(inReply.getAllByRole('heading', { level: 5 })).toHaveLength(2);
    await expect(inReply.getAllByRole('list')).toHaveLength(2);
    await expect(inReply.getByText('steady work').tagName).toBe('STRONG');
    await expect(inReply.getByText('gentle honesty').tagName).toBe('EM');
    await expect(inReply.getByText('light a candle').tagName).toBe('CODE');
    await expect(inReply.getByText(/breathe in/).closest('pre')).not.toBeNull();

    const external = inReply.getByRole('link', { name: 'Moon phases (opens in a new tab)' });
    await expect(external).toHaveAttribute('href', 'https://science.nasa.example/moon/phases');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = inReply.getByRole('link', { name: 'plans' });
    await expect(internal).toHaveAttribute('href', `${window.location.origin}/pricing`);
    await expect(internal).not.toHaveAttribute('target');
    await expect(inReply.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  },
};

export const UnsafeMarkdown: Story = {
  args: {
    messages: [
      { id: 'u1', conversationId: 'c1', content: 'Show me a chart.', isUserMessage: true, timestamp: at(0) },
      { id: 'r1', conversationId: 'c1', content: unsafeReply, isUserMessage: false, timestamp: at(1) },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const reply = canvas.getByRole('article', { name: 'Selene 9:01 PM' });
    // No image from another origin, in markdown or raw HTML: only their alt text.
    const foreign = [...canvasElement.querySelectorAll('img')].filter(
      (img) => new URL(img.src, window.location.href).origin !== window.location.origin,
    );
    await expect(foreign).toHaveLength(0);
    await expect(reply.querySelectorAll('img')).toHaveLength(0);
    await expect(within(reply).getByText('Image not shown: tracking pixel')).toBeVisible();
    await expect(within(reply).getByText('Image not shown: beacon')).toBeVisible();
    // No javascript:, data: or vbscript: link: their text stays, as plain text.
    await expect(reply.querySelectorAll('a')).toHaveLength(0);
    await expect(canvasElement.querySelector('a[href^="javascript" i], a[href^="data" i]')).toBeNull();
    await expect(within(reply).getByText('harmless-looking link').tagName).toBe('SPAN');
    // Raw HTML is shown as inert text: no script element, no event handler.
    await expect(reply.querySelector('script')).toBeNull();
    await expect(reply.querySelector('[onerror]')).toBeNull();
    await expect(reply).toHaveTextContent('<script>alert("xss")</script>');
  },
};

export const LongConversation: Story = {
  name: 'Long conversation (500 messages, virtualised)',
  args: { messages: longConversation },
  play: async ({ canvas, canvasElement }) => {
    const history = log(canvasElement);
    await expect(history).toHaveAttribute('data-virtualized', 'true');
    // The newest message is rendered and in view; the history starts pinned to it.
    await waitFor(async () => {
      const last = canvas.getByText(/\(500\)$/).closest('article');
      await expect(last).toHaveAttribute('aria-posinset', '500');
      await expect(last).toHaveAttribute('aria-setsize', '500');
      await expect(inView(last!, history)).toBe(true);
    });
    // Only the messages near the viewport are in the DOM (NOTES.md: 4,019 nodes plain, ~125 virtualised).
    const rendered = canvas.getAllByRole('article').length;
    await expect(rendered).toBeLessThan(20);
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(150);
    await expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  },
};

export const ScrolledUpWithJumpToLatest: Story = {
  tags: ['interaction'],
  name: 'Scrolled up, with Jump to latest',
  args: { messages: longConversation.slice(-40) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const history = log(canvasElement);
    await waitFor(() => expect(history.scrollTop).toBeGreaterThan(0));
    history.scrollTop = 0;
    const jump = await canvas.findByRole('button', { name: 'Jump to latest' });
    await expect(jump).toBeVisible();
    await userEvent.click(jump);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull());
    const last = canvas.getByText(/\(500\)$/).closest('article')!;
    await waitFor(() => expect(inView(last, history)).toBe(true));
    await expect(history).toHaveFocus();
    // Back to the scrolled-up state for the screenshot.
    history.scrollTop = 0;
    await expect(await canvas.findByRole('button', { name: 'Jump to latest' })).toBeVisible();
  },
};

/** A send, its pending state, the loading reply and the reply: each step announced once. */
function LiveConversation(props: Omit<MessageListProps, 'messages'>) {
  const [messages, setMessages] = useState<ChatMessage[]>(short);
  const [loading, setLoading] = useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%' }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <button
          type="button"
          onClick={() => {
            setMessages((list) => [...list, pending]);
            setLoading(true);
          }}
        >
          Send
        </button>
        <button
          type="button"
          onClick={() => {
            setMessages((list) => [
              ...list.filter((m) => !m.temp && m.id !== 'u3' && m.id !== 'r3'),
              { ...pending, id: 'u3', temp: false, timestamp: at(7) },
              {
                id: 'r3',
                conversationId: 'c1',
                content: 'Yes: name a **fair** number and let silence work for you.',
                isUserMessage: false,
                timestamp: at(8),
              },
            ]);
            setLoading(false);
          }}
        >
          Deliver reply
        </button>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <MessageList {...props} messages={messages} isLoading={loading} />
      </div>
    </div>
  );
}

export const AnnouncesEachReplyOnce: Story = {
  tags: ['interaction'],
  render: (args) => <LiveConversation {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = announcer(canvasElement);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(region).toHaveTextContent('Sending...'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Selene is thinking...');
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver reply' }));
    await waitFor(() =>
      expect(region).toHaveTextContent('Selene replied: Yes: name a fair number and let silence work for you.'),
    );
    const spoken = region.firstElementChild;
    // Re-rendering with the same messages announces nothing new.
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver reply' }));
    await expect(region.firstElementChild).toBe(spoken);
    const last = canvas.getByRole('article', { name: 'Selene 9:08 PM' });
    await waitFor(() => expect(inView(last, log(canvasElement))).toBe(true));
  },
};

export const WithFeedback: Story = {
  args: {
    renderMessageActions: (message) => <FeedbackWidget key={message.id} onSubmit={async () => {}} />,
  },
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole('group', { name: 'Rate this response' });
    await expect(groups).toHaveLength(2);
    await expect(within(canvas.getByRole('article', { name: 'Selene 9:05 PM' })).getByRole('group')).toBeVisible();
  },
};

// --- Streaming replies ----------------------------------------------------------------------------

const question: ChatMessage = {
  id: 'u3',
  conversationId: 'c1',
  content: 'How can I work with Mercury retrograde this month?',
  isUserMessage: true,
  timestamp: at(7),
};

/** A reply as it arrives, piece by piece (the pieces split anywhere, even inside markup). */
const streamedPieces = [
  'Mercury retrograde is a time to **re',
  'view, revise and reconnect**.\n\n',
  '### This month\n\n- Slow down your decisions\n',
  '- Double-check contracts and travel plans\n- Reach out to an old friend\n\n',
  'It is not a time of bad luck, but of *second looks*: what you revisit now ',
  'can be set right before the planet turns direct on the 29th.\n\n',
  '> Every retrograde is an invitation to go inward.',
];
const streamed = (pieces: number) => streamedPieces.slice(0, pieces).join('');
const arriving = (content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'streaming-reply',
  conversationId: 'c1',
  content,
  isUserMessage: false,
  timestamp: at(8),
  streaming: true,
  ...extra,
});

/** A reply streaming in: "Next piece" appends what the server sends next, "Finish" ends it. */
function StreamingConversation({
  history = short,
  ...props
}: Omit<MessageListProps, 'messages'> & { history?: readonly ChatMessage[] }) {
  const [pieces, setPieces] = useState(1);
  const [done, setDone] = useState(false);
  const reply = arriving(streamed(pieces), done ? { streaming: false } : {});
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%' }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setPieces((n) => Math.min(n + 1, streamedPieces.length))}>
          Next piece
        </button>
        <button
          type="button"
          onClick={() => {
            setPieces(streamedPieces.length);
            setDone(true);
          }}
        >
          Finish
        </button>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <MessageList {...props} messages={[...history, question, reply]} isLoading={!done} />
      </div>
    </div>
  );
}

const streamingReply = (canvasElement: HTMLElement) =>
  within(log(canvasElement)).getAllByRole('article').at(-1) as HTMLElement;

/** The reply grows in place, busy, with a caret and "Selene is writing..."; the list follows it. */
export const StreamingReply: Story = {
  tags: ['interaction'],
  name: 'Streaming reply (growing)',
  render: (args) => <StreamingConversation {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const reply = streamingReply(canvasElement);
    await expect(reply).toHaveAttribute('aria-busy', 'true');
    await expect(within(reply).getByText('Selene is writing...')).toBeVisible();
    // The reply is its own cue: no "thinking" indicator under it.
    await expect(canvas.queryByText('Selene is thinking...')).toBeNull();
    for (let piece = 2; piece <= 5; piece += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next piece' }));
      await waitFor(() => expect(reply).toHaveTextContent(markdownText(streamed(piece))));
    }
    await expect(within(reply).getByText('review, revise and reconnect').tagName).toBe('STRONG');
    await expect(within(reply).getByRole('heading', { level: 5, name: 'This month' })).toBeVisible();
    await expect(within(reply).getAllByRole('listitem')).toHaveLength(3);
    // The reader was at the latest: the growing end stays in view.
    const end = within(reply).getByText(/what you revisit now/);
    await waitFor(() => expect(inView(end, log(canvasElement))).toBe(true));
    await restsAtLatest(log(canvasElement));
    // Never announced piece by piece, and no actions yet.
    await expect(announcer(canvasElement)).toBeEmptyDOMElement();
    await expect(within(reply).queryByRole('button')).toBeNull();
  },
};

/** In a long, virtualised history (500 messages): the growing reply is followed all the same. */
export const StreamingReplyInLongConversation: Story = {
  tags: ['interaction'],
  name: 'Streaming reply in a long conversation (virtualised)',
  render: (args) => <StreamingConversation {...args} history={longConversation} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const history = log(canvasElement);
    await expect(history).toHaveAttribute('data-virtualized', 'true');
    for (let piece = 2; piece <= streamedPieces.length; piece += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next piece' }));
    }
    const reply = await waitFor(() => {
      const last = within(history).getAllByRole('article').at(-1) as HTMLElement;
      expect(last).toHaveAttribute('aria-posinset', '502');
      return last;
    });
    await expect(reply).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(inView(within(reply).getByText('Selene is writing...'), history)).toBe(true));
    await expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
    await expect(announcer(canvasElement)).toBeEmptyDOMElement();
  },
};

/** When the reply completes, it is announced once, whole; the cue and aria-busy go. */
export const StreamingReplyAnnouncedOnce: Story = {
  tags: ['interaction'],
  name: 'Streaming reply, announced once when complete',
  render: (args) => <StreamingConversation {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next piece' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next piece' }));
    await expect(announcer(canvasElement)).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    const reply = streamingReply(canvasElement);
    await waitFor(() => expect(reply).not.toHaveAttribute('aria-busy'));
    await expect(within(reply).queryByText('Selene is writing...')).toBeNull();
    const region = announcer(canvasElement);
    await waitFor(() =>
      expect(region).toHaveTextContent(
        /^Selene replied: Mercury retrograde is a time to review, revise and reconnect\./,
      ),
    );
    await expect(region.childElementCount).toBe(1);
    const spoken = region.firstElementChild;
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(region.firstElementChild).toBe(spoken);
    await waitFor(() => expect(inView(within(reply).getByText(/go inward/), log(canvasElement))).toBe(true));
    await restsAtLatest(log(canvasElement));
  },
};

/** Cut short by Stop: shown as it was, with a small "Stopped" note. */
export const StoppedReply: Story = {
  args: {
    messages: [...short, question, arriving(streamed(3), { id: 'r3', streaming: false, stopped: true })],
  },
  play: async ({ canvasElement }) => {
    const reply = streamingReply(canvasElement);
    await expect(within(reply).getByText('Stopped')).toBeVisible();
    await expect(reply).toHaveAttribute('data-stopped', 'true');
    await expect(reply).not.toHaveAttribute('aria-busy');
    await expect(within(reply).queryByText('Selene is writing...')).toBeNull();
    await expect(within(reply).getByText('Slow down your decisions')).toBeVisible();
    await waitFor(() => expect(inView(reply, log(canvasElement))).toBe(true));
  },
};

/** The stream failed part-way: the partial reply stays, followed by the assistant's apology. */
export const StreamFailedMidway: Story = {
  name: 'Stream failed midway',
  args: {
    messages: [
      ...short,
      question,
      arriving(streamed(2), { id: 'r3', streaming: false }),
      {
        id: 'r4',
        conversationId: 'c1',
        content: "I'm sorry, I lost my train of thought. Please ask again in a moment.",
        isUserMessage: false,
        timestamp: at(9),
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const articles = within(log(canvasElement)).getAllByRole('article');
    const [partial, apology] = articles.slice(-2) as [HTMLElement, HTMLElement];
    await expect(partial).toHaveTextContent('Mercury retrograde is a time to review, revise and reconnect.');
    await expect(partial).not.toHaveAttribute('aria-busy');
    await expect(apology).toHaveTextContent("I'm sorry, I lost my train of thought.");
    await expect(canvas.getByRole('article', { name: 'Selene 9:09 PM' })).toBe(apology);
    await expect(canvas.queryByText('Selene is writing...')).toBeNull();
    await waitFor(() => expect(inView(apology, log(canvasElement))).toBe(true));
  },
};

/** Copy under every reply, Regenerate under the last one, Edit under the last question. */
function ConversationWithActions(
  props: Omit<MessageListProps, 'messages'> & { onRegenerate: () => void; onEdit: () => void },
) {
  const { onRegenerate, onEdit, ...list } = props;
  const messages = short;
  const lastReply = messages.findLast((m) => !m.isUserMessage)?.id;
  const lastQuestion = messages.findLast((m) => m.isUserMessage)?.id;
  const replyActions = useCallback(
    (message: ChatMessage) => (
      <MessageActions message={message} onRegenerate={message.id === lastReply ? onRegenerate : undefined} />
    ),
    [lastReply, onRegenerate],
  );
  const questionActions = useCallback(
    (message: ChatMessage) =>
      message.id === lastQuestion ? <MessageActions message={message} onEdit={onEdit} /> : null,
    [lastQuestion, onEdit],
  );
  return (
    <MessageList
      {...list}
      messages={messages}
      renderMessageActions={replyActions}
      renderUserMessageActions={questionActions}
    />
  );
}

const onRegenerate = fn();
const onEdit = fn();

export const WithMessageActions: Story = {
  tags: ['interaction'],
  name: 'With message actions',
  render: (args) => <ConversationWithActions {...args} onRegenerate={onRegenerate} onEdit={onEdit} />,
  beforeEach: () => {
    onRegenerate.mockClear();
    onEdit.mockClear();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('group', { name: 'Message actions' })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Regenerate reply' })).toHaveLength(1);
    const lastQuestion = canvas.getByRole('article', { name: 'You 9:04 PM' });
    await userEvent.click(within(lastQuestion).getByRole('button', { name: 'Edit question' }));
    await expect(onEdit).toHaveBeenCalledOnce();
    const lastReply = canvas.getByRole('article', { name: 'Selene 9:05 PM' });
    await userEvent.click(within(lastReply).getByRole('button', { name: 'Regenerate reply' }));
    await expect(onRegenerate).toHaveBeenCalledOnce();
  },
};

/** The words of some markdown, as the reader sees them (for asserting a growing reply). */
function markdownText(markdown: string) {
  return markdown.replace(/[*#>]/g, '').split(/\s+/).filter(Boolean).slice(-3).join(' ');
}
