import { Loader, type LoaderSize, type LoaderVariant, loaderSizeNames, loaderVariants } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/Loader',
  id: 'ui-loader',
  component: Loader,
  parameters: {
    docs: {
      description: {
        component: `A small animated graphic that says something is loading, with its label in a status region. Five variants (\`orbit\`, \`pulse\`, \`shooting-star\`, \`constellation\`, \`galaxy\`) and four sizes (\`sm\` 16 px, \`md\` 24 px, \`lg\` 40 px, \`xl\` 64 px). The label ("Loading..." by default) is read by screen readers and shown beside the graphic only with \`showLabel\`.

### When to use
- Where one part of a page waits for data: a list, a chart, a reply being written.
- While a guarded route checks access, use **VerifyingAccess**. At start-up, use **SplashScreen**. Between pages, use **PageTransitionOverlay**.

### Do
- Do give it a label that says what loads, for example "Loading your transits...".
- Do set \`showLabel\` when the wait may be long or the loader stands alone in an empty area.
- Do put it where the content will appear, and remove it when the content arrives.

### Don't
- Don't use it for progress you can measure: it shows no amount and no time left.
- Don't show several loaders for one wait: each one is a status region with its own label.
- Don't count on every screen reader reading the label the moment the loader appears: some read a live region only when its text changes. If the wait must be heard, also announce it from a status region that is already on the page.

### Accessibility
- **Keyboard:** no keyboard interaction; it is not focusable.
- **Roles and names:** a \`role="status"\` element (a polite live region) whose text is the label. When \`showLabel\` is off, the label is visually hidden but still read. The graphic is hidden from assistive technology.
- **Motion:** under \`prefers-reduced-motion: reduce\` every variant is a still frame that keeps its shape (the pulse's ring stays at half opacity).
- **Colour:** the graphic uses the accent colour; the visible label uses the muted text colour.
- **Touch:** not interactive.`,
      },
    },
  },
  args: { variant: 'orbit', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: loaderVariants },
    size: { control: 'inline-radio', options: loaderSizeNames },
  },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

const pixels: Record<LoaderSize, number> = { sm: 16, md: 24, lg: 40, xl: 64 };

/** One story per variant shows its four sizes; each asserts the status and the sizes. */
const variantStory = (variant: LoaderVariant): Story => ({
  args: { variant },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      {loaderSizeNames.map((size) => (
        <Loader key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(4);
    for (const [index, size] of loaderSizeNames.entries()) {
      const status = statuses[index]!;
      await expect(status).toHaveTextContent(`Loading (${size})`);
      await expect(status).toHaveAttribute('data-variant', variant);
      await expect(status.querySelector('svg')?.getBoundingClientRect().width).toBe(pixels[size]);
    }
  },
});

export const Orbit = variantStory('orbit');
export const Pulse = variantStory('pulse');
export const ShootingStar = variantStory('shooting-star');
export const Constellation = variantStory('constellation');
export const Galaxy = variantStory('galaxy');

export const WithVisibleLabel: Story = {
  args: { variant: 'galaxy', size: 'lg', label: 'Consulting the stars...', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Consulting the stars...');
    await expect(canvas.getByText('Consulting the stars...')).toBeVisible();
  },
};

/** Under prefers-reduced-motion (as the test runner browses) every loader is a still frame. */
export const ReducedMotion: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      {loaderVariants.map((variant) => (
        <Loader key={variant} variant={variant} size="lg" label={variant} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animated = [...canvasElement.querySelectorAll('svg *')].filter(
      (node) => getComputedStyle(node).animationName !== 'none',
    );
    // With reduced motion nothing moves; without it (a designer's browser), something must.
    await expect(animated.length === 0).toBe(reduced);
  },
};

export const Matrix: Story = {
  tags: ['!autodocs'],
  render: () => (
    <table>
      <tbody>
        {loaderVariants.map((variant) => (
          <tr key={variant}>
            <th scope="row" style={{ textAlign: 'left', paddingRight: 16 }}>
              {variant}
            </th>
            {loaderSizeNames.map((size) => (
              <td key={size} style={{ padding: 8 }}>
                <Loader variant={variant} size={size} label={`${variant} ${size}`} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(20);
  },
};
