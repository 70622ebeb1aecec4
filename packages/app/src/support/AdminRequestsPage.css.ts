import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 240px))',
  gap: vars.space.md,
});

/** The list beside the open request on a wide screen, above it on a narrow one. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, fontWeight: 'normal' });

/** The rows touch: each has its own rule under it. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: 44,
  padding: vars.space.sm,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[aria-current]': { background: vars.color.surfaceSunken, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const rowTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const rowMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** A message as it was typed: its line breaks kept. */
export const message = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
});

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
});
