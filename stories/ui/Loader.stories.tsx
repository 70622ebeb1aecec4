import { Loader, type LoaderSize, type LoaderVariant, loaderSizeNames, loaderVariants } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/Loader',
  id: 'ui-loader',
  component: Loader,
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
