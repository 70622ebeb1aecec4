import { Icon } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/Icon',
  component: Icon,
  args: { children: null },
  parameters: {
    docs: {
      description: {
        component: `\`Icon\` draws a line icon (24 × 24 paths) in the text's colour, at three sizes.

**Do**
- Give an \`Icon\` a \`label\` only when it stands alone as information.

**Don't**
- Don't label an icon that sits beside words saying the same: it would be read twice.

**Accessibility**
- An unlabelled icon is \`aria-hidden\`; a labelled one is an \`img\` with that name.`,
      },
    },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

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
