import { MoonLogo } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Chrome/MoonLogo',
  id: 'ui-moonlogo',
  component: MoonLogo,
  parameters: {
    docs: {
      description: {
        component: `The round moon logo with a heart-shaped crater, drawn in SVG in three sizes: \`sm\` (32 px), \`md\` (64 px) and \`lg\` (128 px). Its colours come from the theme.

### When to use
- To show the brand: in a header, on a splash or error screen, or in an about page.
- For a loading state, use **Loader**; the logo does not move. For a full-screen brand moment while the app starts, use **SplashScreen**, which includes the logo.

### Do
- Do set \`decorative\` when the product name is written next to the logo (as in **ChatHeader**), so screen readers do not read the name twice.
- Do keep the default \`label\` ("Moonheart logo") when the logo stands alone, or pass a translated one.
- Do pick one of the three sizes rather than setting a width in CSS, so the logo matches across screens.

### Don't
- Don't make the logo alone the content of a link or button: give the control a text name, e.g. the product name next to a decorative logo.
- Don't leave the logo named inside a link that already has text: set \`decorative\`.
- Don't use it as a loading indicator or as an icon inside other controls.

### Accessibility
- **Keyboard:** no keyboard interaction. The SVG is not focusable.
- **Roles and names:** by default the SVG has \`role="img"\` and is named by its \`<title>\`, the \`label\` prop (default "Moonheart logo"). With \`decorative\`, it has \`aria-hidden="true"\` and no title, so screen readers skip it.
- **Announcements:** none.
- **Motion:** none; the logo never animates.`,
      },
    },
  },
  args: { size: 'md' },
} satisfies Meta<typeof MoonLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectSize = (px: number): Story['play'] =>
  async function assertSize({ canvas }) {
    const logo = canvas.getByRole('img', { name: 'Moonheart logo' });
    const box = logo.getBoundingClientRect();
    await expect(box.width).toBe(px);
    await expect(box.height).toBe(px);
  };

export const Small: Story = { args: { size: 'sm' }, play: expectSize(32) };
export const Medium: Story = { args: { size: 'md' }, play: expectSize(64) };
export const Large: Story = { args: { size: 'lg' }, play: expectSize(128) };

export const Decorative: Story = {
  args: { decorative: true, size: 'md' },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <MoonLogo {...args} />
      <strong>Moonheart</strong>
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Moonheart')).toBeVisible();
  },
};

export const Matrix: Story = {
  tags: ['!autodocs'],
  render: () => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 24 }}>
      <MoonLogo size="sm" />
      <MoonLogo size="md" />
      <MoonLogo size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'Moonheart logo' })).toHaveLength(3);
  },
};
