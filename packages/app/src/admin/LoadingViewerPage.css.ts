import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const panels = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** One theme's panel: its own surface and text colours (the theme's variables are scoped to it). */
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
});

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const grid = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${grid} th, ${grid} td`, {
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  textAlign: 'center',
  verticalAlign: 'middle',
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${grid} th`, {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
globalStyle(`${grid} th[scope="row"]`, { textAlign: 'start', color: vars.color.text });

/** Reduced motion shown on request: what the loaders' `prefers-reduced-motion` rules do, for this panel. */
export const still = style({});
globalStyle(`${still} *`, { animation: 'none !important' });
globalStyle(`${still} [data-variant="pulse"] circle:first-child`, { opacity: 0.5 });
