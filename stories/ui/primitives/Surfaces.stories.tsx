import { Button, Card, Icon, Notice } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/Surfaces',
  component: Card,
  args: { title: 'Your plan', children: null },
  parameters: {
    docs: {
      description: {
        component: `\`Card\` groups one topic's content on a raised panel; \`Notice\` is an inline message in the flow of a page; \`Icon\` draws a line icon in the text's colour.

**Do**
- Title a card when it stands for a topic (it then becomes a named region); leave it untitled when it only frames.
- Use a \`Notice\` with \`announce="assertive"\` for a failure that blocks the task, \`"polite"\` for a confirmation that appears after an action, and \`"off"\` for one that is there from the start.
- Give an \`Icon\` a \`label\` only when it stands alone as information.

**Don't**
- Don't nest cards in cards.
- Don't use a notice for a passing confirmation that needs no room: use a toast.

**Accessibility**
- A titled card is a \`section\` named by its heading (\`headingLevel\` keeps the page's outline; \`headingId\` lets a list or form inside name itself by the same heading).
- A notice is a \`status\` or \`alert\` live region when announced; its title carries the tone's colour, its body the text colour, both at least 4.5:1 in both themes.
- An unlabelled icon is \`aria-hidden\`; a labelled one is an \`img\` with that name.`,
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card is a region named by its heading; an untitled one is a plain frame. */
export const Cards: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <Card title="Your plan">
        <p style={{ margin: 0 }}>Core, renewed on the 14th of each month.</p>
        <div>
          <Button variant="secondary">Change plan</Button>
        </div>
      </Card>
      <Card>
        <p style={{ margin: 0 }}>A frame without a title adds no landmark.</p>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your plan' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Your plan' })).toBeVisible();
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
  },
};

/** `headingId` names the card's heading for what else it labels: here the list of sessions inside. */
export const CardTitleLabelsAList: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <Card title="Recent sessions" headingId="recent-sessions-title">
        <ul aria-labelledby="recent-sessions-title" style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>Saturn return, 2 December</li>
          <li>New Moon intentions, 20 November</li>
        </ul>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Recent sessions' });
    const list = within(region).getByRole('list', { name: 'Recent sessions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'recent-sessions-title');
  },
};

/** A title with phrasing content: a count beside it, in the heading and so in the region's name. */
export const CardTitleWithCount: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <Card
        title={
          <>
            Support requests <span>· 12 open</span>
          </>
        }
      >
        <p style={{ margin: 0 }}>The newest first.</p>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Support requests · 12 open' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Support requests · 12 open');
  },
};

/**
 * `elementType="li"`: cards of a list (list items, not regions); `aria-label` names an untitled
 * card as a region; `headingRef` lets a card that appears after an action take focus at its heading.
 */
export const CardsInAListAndFocused: Story = {
  render: () => {
    const heading = useRef<HTMLHeadingElement>(null);
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
        <ul aria-label="Plans" style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
          <Card elementType="li" title="Core" headingLevel={3}>
            <p style={{ margin: 0 }}>75 prompts a day.</p>
          </Card>
          <Card elementType="li" title="Plus" headingLevel={3}>
            <p style={{ margin: 0 }}>Voice replies and e-mail support.</p>
          </Card>
        </ul>
        <Card aria-label="Selected user">
          <p style={{ margin: 0 }}>Choose a user to see their details.</p>
        </Card>
        <Card title="Import finished" headingRef={heading}>
          <p style={{ margin: 0 }}>3 accounts were made.</p>
          <div>
            <Button variant="secondary" onPress={() => heading.current?.focus()}>
              Read the result again
            </Button>
          </div>
        </Card>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const plans = canvas.getByRole('list', { name: 'Plans' });
    const items = within(plans).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Core' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Core' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Selected user' })).toHaveTextContent(
      'Choose a user to see their details.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Read the result again' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Import finished' })).toHaveFocus();
  },
};

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

/** Icons: decorative beside text, named when alone. */
export const Icons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Icon size="sm">
          <path d="M5 12.5 10 17.5 19 7" />
        </Icon>
        Read
      </span>
      <Icon label="Full Moon" size="lg">
        <circle cx="12" cy="12" r="8" />
      </Icon>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Full Moon' })).toBeVisible();
  },
};
