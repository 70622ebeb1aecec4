import { Badge, Card } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/Badge',
  component: Badge,
  args: { children: 'Draft changed' },
  parameters: {
    docs: {
      description: {
        component: `A short label in a pill: a status, a category, a version.

**Do**
- Keep it to a word or two, in sentence case.
- Use \`neutral\` for plain tags (a version, a domain); save the coloured tones for a state the reader should notice.
- For a list of tags, render each as \`elementType="li"\` inside your own \`ul\`: screen readers then say how many there are.

**Don't**
- Don't make it clickable: it is not a control. Use a \`Button\` or a link.
- Don't let the colour carry the meaning alone: the words must say it.

**Accessibility**
- Static text, read in place; nothing is announced when it appears (pair a live region with it for that).
- Every tone keeps 4.5:1 between its text and its pill in both themes.`,
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones = ['neutral', 'info', 'positive', 'caution', 'critical', 'upsell'] as const;

/** Every tone, on the page and on a card. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <Card title="On a card">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </div>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of tones) {
      const badges = canvas.getAllByText(tone);
      await expect(badges).toHaveLength(2);
      for (const badge of badges) {
        await expect(badge).toBeVisible();
        // The pill hugs its words.
        await expect(badge.getBoundingClientRect().width).toBeLessThan(120);
      }
    }
  },
};

/** A list of tags: each badge a list item, the list without bullets. */
export const TagList: Story = {
  render: () => (
    <ul aria-label="About this reply" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0 }}>
      <Badge elementType="li">Persona v3</Badge>
      <Badge elementType="li">Astrology</Badge>
      <Badge elementType="li">Guidance</Badge>
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'About this reply' });
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Persona v3', 'Astrology', 'Guidance']);
    await expect(getComputedStyle(items[0] as HTMLElement).listStyleType).toBe('none');
    await expect(list).toBeVisible();
  },
};

/** A long label wraps inside the pill instead of overflowing a narrow column. */
export const LongLabel: Story = {
  render: () => (
    <div style={{ width: 160, display: 'flex', flexDirection: 'column' }}>
      <Badge tone="caution">Changes waiting for a second reviewer's approval</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText(/Changes waiting/);
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(160);
  },
};
