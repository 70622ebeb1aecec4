// The theme's foundations, read from the tokens themselves (never retyped here): a designer sees
// every colour in both themes with the contrast the themes promise, and the type, spacing, radius
// and motion scales.
import { vars } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { contrastRatio } from '../../packages/ui/src/internal/contrast';
import { textContrastPairs, uiContrastPairs } from '../../packages/ui/src/tokens/contrastPairs';
import { darkCelestialPalette, lightPalette, type Palette } from '../../packages/ui/src/tokens/palette';
import { font, fontSize, fontWeight, lineHeight, motion, radius, space } from '../../packages/ui/src/tokens/scale';

const meta = {
  title: 'Foundations',
  // The stories are the documentation here: no generated props page.
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** `var(--mh-color-accent)` → `--mh-color-accent`: the name a consumer's CSS reads. */
const cssName = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, '$1');

const cell: CSSProperties = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm };

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    // Scrolls sideways on a phone: a named region that takes focus, so keys can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys.
    <section aria-label={caption} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table
        style={{
          borderCollapse: 'collapse',
          color: vars.color.text,
          fontFamily: vars.font.body,
          fontSize: vars.fontSize.md,
          minWidth: '100%',
        }}
      >
        <caption
          style={{
            textAlign: 'start',
            fontFamily: vars.font.display,
            fontSize: vars.fontSize.xl,
            paddingBlock: vars.space.md,
          }}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" style={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          inlineSize: 28,
          blockSize: 28,
          borderRadius: vars.radius.sm,
          background: color,
          border: `1px solid ${vars.color.borderStrong}`,
        }}
      />
      <span style={code}>{color}</span>
    </span>
  );
}

const colorNames = Object.keys(lightPalette) as (keyof Palette)[];

/** Every colour token, its CSS variable, and its value in each theme. */
export const Colours: Story = {
  render: () => (
    <Table caption="Colours" head={['Token', 'CSS variable', 'Light', 'Dark celestial']}>
      {colorNames.map((name) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            {name}
          </th>
          <td style={{ ...cell, ...code }}>{cssName(vars.color[name])}</td>
          <td style={cell}>
            <Swatch color={lightPalette[name]} />
          </td>
          <td style={cell}>
            <Swatch color={darkCelestialPalette[name]} />
          </td>
        </tr>
      ))}
    </Table>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Colours' });
    await expect(within(table).getAllByRole('row')).toHaveLength(colorNames.length + 1);
    const accent = within(table).getByRole('rowheader', { name: 'accent' }).closest('tr') as HTMLElement;
    await expect(within(accent).getByText('--mh-color-accent')).toBeVisible();
    await expect(within(accent).getByText(lightPalette.accent)).toBeVisible();
    await expect(within(accent).getByText(darkCelestialPalette.accent)).toBeVisible();
  },
};

const pairs = [
  ...textContrastPairs.map(([fg, bg]) => ({ fg, bg, needs: 4.5, use: 'Text' })),
  ...uiContrastPairs.map(([fg, bg]) => ({ fg, bg, needs: 3, use: 'Boundary or focus' })),
];

function Ratio({ fg, bg, needs, palette }: { fg: keyof Palette; bg: keyof Palette; needs: number; palette: Palette }) {
  const ratio = contrastRatio(palette[fg], palette[bg]);
  const sample: CSSProperties = {
    display: 'inline-block',
    borderRadius: vars.radius.sm,
    background: palette[bg],
    border: `1px solid ${palette.border}`,
  };
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }}>
      {needs >= 4.5 ? (
        <span
          aria-hidden
          style={{ ...sample, ...code, padding: `${vars.space.xxs} ${vars.space.sm}`, color: palette[fg] }}
        >
          Aa
        </span>
      ) : (
        // A boundary is shown as one: a frame in the foreground colour (text would need 4.5:1).
        <span aria-hidden style={{ ...sample, inlineSize: 28, blockSize: 20, border: `3px solid ${palette[fg]}` }} />
      )}
      {`${ratio.toFixed(2)}:1, ${ratio >= needs ? 'passes' : 'fails'}`}
    </span>
  );
}

/** The pairs the themes keep readable (WCAG 2.2 AA), measured in both themes. */
export const Contrast: Story = {
  render: () => (
    <Table caption="Contrast" head={['Foreground on background', 'Use', 'Needs', 'Light', 'Dark celestial']}>
      {pairs.map(({ fg, bg, needs, use }) => (
        <tr key={`${fg}-${bg}`}>
          <th scope="row" style={cell}>{`${fg} on ${bg}`}</th>
          <td style={cell}>{use}</td>
          <td style={cell}>{`${needs}:1`}</td>
          <td style={cell}>
            <Ratio fg={fg} bg={bg} needs={needs} palette={lightPalette} />
          </td>
          <td style={cell}>
            <Ratio fg={fg} bg={bg} needs={needs} palette={darkCelestialPalette} />
          </td>
        </tr>
      ))}
    </Table>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Contrast' });
    await expect(within(table).getAllByRole('row')).toHaveLength(pairs.length + 1);
    await expect(within(table).getAllByText(/passes$/)).toHaveLength(pairs.length * 2);
    await expect(within(table).queryByText(/fails$/)).toBeNull();
  },
};

const sample = 'The Moon in Cancer asks for care before ambition.';

/** Sizes, families, weights and line heights. */
export const Type: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <Table caption="Type scale" head={['Token', 'Size', 'Sample (body)']}>
        {(Object.keys(fontSize) as (keyof typeof fontSize)[]).map((name) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              {name}
            </th>
            <td style={{ ...cell, ...code }}>{fontSize[name]}</td>
            <td style={{ ...cell, fontSize: vars.fontSize[name], lineHeight: vars.lineHeight.body }}>{sample}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Families and weights" head={['Token', 'Stack', 'Sample']}>
        {(Object.keys(font) as (keyof typeof font)[]).map((name) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              {`font ${name}`}
            </th>
            <td style={{ ...cell, ...code }}>{font[name]}</td>
            <td style={{ ...cell, fontFamily: vars.font[name], fontSize: vars.fontSize.lg }}>{sample}</td>
          </tr>
        ))}
        {(Object.keys(fontWeight) as (keyof typeof fontWeight)[]).map((name) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              {`weight ${name}`}
            </th>
            <td style={{ ...cell, ...code }}>{fontWeight[name]}</td>
            <td style={{ ...cell, fontWeight: vars.fontWeight[name] as CSSProperties['fontWeight'] }}>{sample}</td>
          </tr>
        ))}
        {(Object.keys(lineHeight) as (keyof typeof lineHeight)[]).map((name) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              {`line height ${name}`}
            </th>
            <td style={{ ...cell, ...code }}>{lineHeight[name]}</td>
            <td style={{ ...cell, lineHeight: vars.lineHeight[name], maxInlineSize: '24rem' }}>
              {`${sample} ${sample}`}
            </td>
          </tr>
        ))}
      </Table>
    </div>
  ),
  play: async ({ canvas }) => {
    const scale = canvas.getByRole('table', { name: 'Type scale' });
    await expect(within(scale).getAllByRole('row')).toHaveLength(Object.keys(fontSize).length + 1);
    const families = canvas.getByRole('table', { name: 'Families and weights' });
    await expect(within(families).getByRole('rowheader', { name: 'weight bold' })).toBeVisible();
    await expect(within(families).getByText(fontWeight.bold)).toBeVisible();
  },
};

/** Spacing steps and corner radii. */
export const SpacingAndRadii: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <Table caption="Spacing" head={['Token', 'Value', 'Size']}>
        {(Object.keys(space) as (keyof typeof space)[]).map((name) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              {name}
            </th>
            <td style={{ ...cell, ...code }}>{space[name]}</td>
            <td style={cell}>
              <span
                aria-hidden
                style={{ display: 'block', inlineSize: vars.space[name], blockSize: 16, background: vars.color.accent }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Radii" head={['Token', 'Value', 'Shape']}>
        {(Object.keys(radius) as (keyof typeof radius)[]).map((name) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              {name}
            </th>
            <td style={{ ...cell, ...code }}>{radius[name]}</td>
            <td style={cell}>
              <span
                aria-hidden
                style={{
                  display: 'block',
                  inlineSize: 56,
                  blockSize: 40,
                  borderRadius: vars.radius[name],
                  background: vars.color.surfaceSunken,
                  border: `2px solid ${vars.color.borderStrong}`,
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
    </div>
  ),
  play: async ({ canvas }) => {
    const spacing = canvas.getByRole('table', { name: 'Spacing' });
    await expect(within(spacing).getAllByRole('row')).toHaveLength(Object.keys(space).length + 1);
    const radii = canvas.getByRole('table', { name: 'Radii' });
    await expect(within(radii).getByText(radius.full)).toBeVisible();
  },
};

/** Durations and the one easing; components drop their transitions under reduced motion. */
export const Motion: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.body }}>
      <Table caption="Motion" head={['Token', 'Value', 'Used for']}>
        <tr>
          <th scope="row" style={cell}>
            fast
          </th>
          <td style={{ ...cell, ...code }}>{motion.fast}</td>
          <td style={cell}>Hover, press and focus feedback on controls</td>
        </tr>
        <tr>
          <th scope="row" style={cell}>
            medium
          </th>
          <td style={{ ...cell, ...code }}>{motion.medium}</td>
          <td style={cell}>The conversation drawer, toasts and the page transition</td>
        </tr>
        <tr>
          <th scope="row" style={cell}>
            slow
          </th>
          <td style={{ ...cell, ...code }}>{motion.slow}</td>
          <td style={cell}>The splash screen</td>
        </tr>
        <tr>
          <th scope="row" style={cell}>
            easing
          </th>
          <td style={{ ...cell, ...code }}>{motion.easing}</td>
          <td style={cell}>Every transition</td>
        </tr>
      </Table>
      <p style={{ margin: 0, maxInlineSize: '40rem' }}>
        Under <code style={code}>prefers-reduced-motion: reduce</code> every component changes state without moving: its
        transitions are dropped and the starfield draws one still frame.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Motion' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText(motion.easing)).toBeVisible();
  },
};
