import { PromptCounter } from '@app/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { expect } from 'storybook/test';

/** The locale formats the reset time; a story may set `parameters.locale` (default en-GB). */
const withLocale: Decorator = (Story, { parameters }) => (
  <I18nProvider locale={typeof parameters.locale === 'string' ? parameters.locale : 'en-GB'}>
    <Story />
  </I18nProvider>
);

const nextUtcMidnight = '2026-03-15T00:00:00.000Z';

const meta = {
  title: 'UI/Chat/PromptCounter',
  id: 'ui-promptcounter',
  component: PromptCounter,
  parameters: {
    docs: {
      description: {
        component: `The daily prompt counter: "N prompts left", and when the allowance resets. The count turns orange at 1 and red at 0.

### When to use
- Near the chat input, for users with a daily limit, to show how many prompts are left.
- To warn as the limit nears, or to offer an upgrade, use \`UsageBanner\`.

### Do
- Do pass \`resetsAt\` (an ISO time) so people know when they can write again.
- Do wrap the app in React Aria's \`I18nProvider\` to set the locale of the reset time; pass \`timeZone\` only for a fixed zone (e.g. in tests).
- Do keep one counter mounted and update \`promptsRemaining\`, so that each change is announced once.

### Don't
- Don't render it for users without a limit (admins, unlimited plans): it has no hidden state.
- Don't show two counters for the same count on one page: each would be announced.

### Accessibility
- **Keyboard:** no keyboard interaction.
- **Roles:** a paragraph; the count is in a \`status\` (polite and atomic). The reset line ("Resets at 00:00 UTC") is outside it.
- **Screen readers:** the count is read when it changes, e.g. "1 prompt left". The reset line is never announced; it is read with the rest of the page.
- **Colour:** the number is always in the text, so the orange and red tones are not the only cue.`,
      },
    },
  },
  decorators: [withLocale],
  args: { promptsRemaining: 18 },
} satisfies Meta<typeof PromptCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectCount = async (status: HTMLElement, text: string, tone: string) => {
  await expect(status).toHaveTextContent(new RegExp(`^${text}$`));
  await expect(status.closest('[data-tone]')).toHaveAttribute('data-tone', tone);
};

/** Red at 0 (spec 9). */
export const ZeroLeft: Story = {
  args: { promptsRemaining: 0 },
  play: async ({ canvas }) => {
    await expectCount(canvas.getByRole('status'), '0 prompts left', 'critical');
  },
};

/** Orange at 1 (spec 9). */
export const OneLeft: Story = {
  args: { promptsRemaining: 1 },
  play: async ({ canvas }) => {
    await expectCount(canvas.getByRole('status'), '1 prompt left', 'caution');
  },
};

/** Neutral otherwise. */
export const ManyLeft: Story = {
  play: async ({ canvas }) => {
    await expectCount(canvas.getByRole('status'), '18 prompts left', 'neutral');
  },
};

/** The counter says when the allowance resets (DECISIONS "Care"): the next UTC midnight. */
export const ResetsAt: Story = {
  args: { promptsRemaining: 1, resetsAt: nextUtcMidnight, timeZone: 'UTC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resets at 00:00 UTC')).toBeVisible();
    // Only the count is live: the reset line is never announced.
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Resets');
  },
};

/** The same midnight in a New York user's own time and locale. */
export const ResetsAtInLocalTime: Story = {
  args: { promptsRemaining: 0, resetsAt: nextUtcMidnight, timeZone: 'America/New_York' },
  parameters: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Resets at 8:00\sPM EDT$/)).toBeVisible();
  },
};

function SendingDemo() {
  const [left, setLeft] = useState(2);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <button type="button" onClick={() => setLeft((n) => Math.max(0, n - 1))}>
        Send a prompt
      </button>
      <PromptCounter promptsRemaining={left} resetsAt={nextUtcMidnight} timeZone="UTC" />
    </div>
  );
}

/** One polite status: each send changes its text once, which a screen reader reads when idle. */
export const AnnouncesChanges: Story = {
  tags: ['interaction'],
  render: () => <SendingDemo />,
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('2 prompts left');
    const send = canvas.getByRole('button', { name: 'Send a prompt' });
    await userEvent.click(send);
    await expectCount(canvas.getByRole('status'), '1 prompt left', 'caution');
    await userEvent.click(send);
    await expectCount(canvas.getByRole('status'), '0 prompts left', 'critical');
    // The same live region throughout, and only one: no duplicate announcements.
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const Matrix: Story = {
  tags: ['!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[0, 1, 2, 18].map((left) => (
        <div key={left} style={{ display: 'flex', gap: 24 }}>
          <PromptCounter promptsRemaining={left} />
          <PromptCounter promptsRemaining={left} resetsAt={nextUtcMidnight} timeZone="UTC" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((s) => s.textContent)).toEqual([
      '0 prompts left',
      '0 prompts left',
      '1 prompt left',
      '1 prompt left',
      '2 prompts left',
      '2 prompts left',
      '18 prompts left',
      '18 prompts left',
    ]);
    await expect(canvas.getAllByText('Resets at 00:00 UTC')).toHaveLength(4);
  },
};
