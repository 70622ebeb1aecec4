import { Message } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const sentAt = '2026-03-14T21:41:00.000Z';

const meta = {
  title: 'UI/Chat/Message',
  id: 'ui-message',
  component: Message,
  parameters: {
    docs: {
      description: {
        component: `One chat message: the user's text as typed, or the assistant's reply as safe markdown, with the author's name and the time. It also shows a message being sent ("Sending..."), a reply still arriving ("Selene is writing..."), a reply cut short ("Stopped") and a crisis reply.

### When to use
- To show a single message outside a conversation view.
- For a conversation, use \`MessageList\`: it renders a \`Message\` per row and adds scrolling, day labels and screen reader announcements.
- A reply with \`crisis\` content shows as a \`CrisisCard\` by itself; use \`CrisisCard\` directly only outside a message.

### Do
- Do pass the assistant's markdown unchanged as \`content\`: raw HTML stays text, only http(s) and mailto links become links, and images load only from \`allowedImageOrigin\` (your own origin by default).
- Do set \`locale\` and \`timeZone\`, or \`formatTime\`, when the time must follow the user's settings; keep \`formatTime\` stable.
- Do put controls such as \`MessageActions\` or \`FeedbackWidget\` in \`actions\`: they are left out while the message is being sent or the reply is arriving.
- Do pass \`positionInSet\` and \`setSize\` when you render only part of a history.

### Don't
- Don't format the user's text yourself: it is shown exactly as typed, without markdown.
- Don't add your own "Sending..." or typing note: set \`temp\`, \`waitingForNetwork\`, \`streaming\` or \`stopped\` on the message.
- Don't rely on it to tell screen reader users that a reply arrived: it has no live region.

### Accessibility
- **Keyboard:** no keyboard interaction of its own. Links in a reply and controls in \`actions\` are reached with Tab as usual.
- **Roles:** an \`article\` named by the author and the time (e.g. "Selene 9:41 PM"), with \`aria-posinset\` and \`aria-setsize\` when given. The time is a \`<time>\` element. Headings in a reply start at level 3 (\`#\` becomes an h3).
- **Screen readers:** while a reply arrives (\`streaming\`) the article has \`aria-busy="true"\`, so assistive technology waits for the finished text. Links to another site open in a new tab and say "(opens in a new tab)". An unsafe link is plain text; a blocked image reads "Image not shown: {alt}". The states are written out as text ("Sending...", "Waiting for the connection...", "Selene is writing...", "Stopped"), not shown by colour alone.
- **Reduced motion:** the blinking caret at the end of an arriving reply stays still.`,
      },
    },
  },
  args: {
    locale: 'en-US',
    timeZone: 'UTC',
    message: {
      id: 'r1',
      conversationId: 'c1',
      content: 'The full Moon in **Virgo** asks you to finish what you started.',
      isUserMessage: false,
      timestamp: sentAt,
    },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Message>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AssistantReply: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Selene 9:41 PM' });
    await expect(article).toHaveAttribute('data-author', 'assistant');
    await expect(within(article).getByText('Virgo').tagName).toBe('STRONG');
    await expect(within(article).getByText('9:41 PM')).toHaveAttribute('datetime', sentAt);
  },
};

export const UserMessage: Story = {
  args: {
    message: {
      id: 'u1',
      conversationId: 'c1',
      content: 'What does the full Moon mean for me?\n**Be honest.**',
      isUserMessage: true,
      sentAt,
    },
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'You 9:41 PM' });
    await expect(article).toHaveAttribute('data-author', 'user');
    // The user's words are shown as typed: markdown is not interpreted.
    await expect(article).toHaveTextContent('**Be honest.**');
    await expect(article.querySelector('strong')).toBeNull();
  },
};

export const PendingMessage: Story = {
  args: {
    message: {
      id: Date.UTC(2026, 2, 14, 21, 41),
      conversationId: 'c1',
      content: 'Should I ask for a higher salary?',
      isUserMessage: true,
      temp: true,
    },
  },
  play: async ({ canvas }) => {
    // The optimistic message's id is its send time: it gives the time shown.
    const article = canvas.getByRole('article', { name: 'You 9:41 PM' });
    await expect(article).toHaveAttribute('data-pending', 'true');
    await expect(within(article).getByText('Sending...')).toBeVisible();
  },
};

/** Sent while the device was offline: held, and sent once the connection returns. */
export const WaitingForNetwork: Story = {
  args: {
    message: {
      id: Date.UTC(2026, 2, 14, 21, 41),
      conversationId: 'c1',
      content: 'Is Mercury retrograde this week?',
      isUserMessage: true,
      temp: true,
      waitingForNetwork: true,
    },
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'You 9:41 PM' });
    await expect(article).toHaveAttribute('data-waiting', 'true');
    await expect(within(article).getByText('Waiting for the connection...')).toBeVisible();
    await expect(within(article).queryByText('Sending...')).toBeNull();
  },
};

export const OtherLocaleAndTimeZone: Story = {
  args: { locale: 'en-GB', timeZone: 'Asia/Tokyo', assistantName: 'Orion' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Orion 6:41' })).toBeVisible();
  },
};

export const CustomTimeFormat: Story = {
  args: { formatTime: () => 'just now' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Selene just now' })).toBeVisible();
  },
};

export const ExternalLinkAndBlockedImage: Story = {
  args: {
    message: {
      id: 'r2',
      conversationId: 'c1',
      content:
        'See [the Moon phases](https://science.nasa.example/moon) and this chart: ![Lunar calendar](https://cdn.elsewhere.example/calendar.png)',
      isUserMessage: false,
      timestamp: sentAt,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'the Moon phases (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('Image not shown: Lunar calendar')).toBeVisible();
  },
};
