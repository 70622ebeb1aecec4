import { Message } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const sentAt = '2026-03-14T21:41:00.000Z';

const meta = {
  title: 'UI/Chat/Message',
  id: 'ui-message',
  component: Message,
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
