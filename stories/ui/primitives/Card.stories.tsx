import { Button, Card } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/Card',
  component: Card,
  args: { title: 'Your plan', children: null },
  parameters: {
    docs: {
      description: {
        component: `\`Card\` groups one topic's content on a raised panel.

**Do**
- Title a card when it stands for a topic (it then becomes a named region); leave it untitled when it only frames.
- Use \`elementType="li"\` for cards that are the items of a list.

**Don't**
- Don't nest cards in cards.
- Don't use a card for a message about the page's state: use a \`Notice\`.

**Accessibility**
- A titled card is a \`section\` named by its heading (\`headingLevel\` keeps the page's outline; \`headingId\` lets a list or form inside name itself by the same heading).
- An untitled card adds no landmark unless \`aria-label\` names it.`,
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
