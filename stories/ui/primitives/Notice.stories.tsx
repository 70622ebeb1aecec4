import { Notice } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/Notice',
  component: Notice,
  args: { tone: 'info', title: 'A new teaching is available' },
  parameters: {
    docs: {
      description: {
        component: `\`Notice\` is an inline message in the flow of a page, in one of five tones: info, positive, caution, critical, upsell.

**Do**
- Use \`announce="assertive"\` for a failure that blocks the task, \`"polite"\` for a confirmation that appears after an action, and \`"off"\` for one that is there from the start.

**Don't**
- Don't use a notice for a passing confirmation that needs no room: use a toast.

**Accessibility**
- An announced notice is a \`status\` or \`alert\` live region.
- Its title carries the tone's colour, its body the text colour, both at least 4.5:1 in both themes; the tone is also said in words, never by colour alone.`,
      },
    },
  },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones = [
  ['info', 'A new teaching is available', 'Selene can now speak of the Saturn return.'],
  ['positive', 'Saved', 'Your preferences are kept.'],
  ['caution', 'One question left today', 'Your allowance renews at midnight.'],
  ['critical', 'The payment was declined', 'Try another card; nothing was charged.'],
  ['upsell', 'Voice is on Plus', 'Speak with Selene on the Plus plan.'],
] as const;

/** The five tones, each a title in the tone's colour over its detail. */
export const Notices: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      {tones.map(([tone, title, body]) => (
        <Notice key={tone} tone={tone} title={title}>
          <p>{body}</p>
        </Notice>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [, title, body] of tones) {
      await expect(canvas.getByText(title)).toBeVisible();
      await expect(canvas.getByText(body)).toBeVisible();
    }
    // Present from the start: none of them is a live region.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Announced notices: an alert for a blocking failure, a status for a confirmation. */
export const AnnouncedNotices: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <Notice tone="critical" title="The message was not sent" announce="assertive">
        <p>Check your connection and send it again.</p>
      </Notice>
      <Notice tone="positive" title="Saved" announce="polite" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The message was not sent');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};
