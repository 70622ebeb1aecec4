import { vars } from '@app/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** The two filters side by side when there is room, one under the other on a phone. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  '@media': { '(min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 16rem)) auto' } },
});

/** The fieldset's name above the grid, not a cell of it. */
export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, gridColumn: '1 / -1' });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, fontWeight: 'normal' });

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

/** A conversation's title that opens it: a link's look, a button's job, a 44 px target. */
export const openButton = style({
  alignSelf: 'flex-start',
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'underline',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const secondary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.sm}`, margin: 0 });

const pill = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
export const rating = styleVariants({
  positive: [pill, { background: vars.color.positiveSurface, color: vars.color.positive }],
  negative: [pill, { background: vars.color.criticalSurface, color: vars.color.critical }],
});
export const disabled = style([pill, { background: vars.color.cautionSurface, color: vars.color.caution }]);

export const heading = style({ margin: 0, outline: 'none', overflowWrap: 'anywhere' });

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const question = style([message, { background: vars.color.surfaceSunken }]);
/** A rated reply: a thick edge in the rating's colour besides the words that say it. */
export const rated = styleVariants({
  positive: [message, { border: `2px solid ${vars.color.positive}`, borderInlineStartWidth: 6 }],
  negative: [message, { border: `2px solid ${vars.color.critical}`, borderInlineStartWidth: 6 }],
});

export const speaker = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const content = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.body,
});
/** A reply's markdown: long words and links wrap inside the card. */
export const reply = style({ overflowWrap: 'anywhere', minWidth: 0, lineHeight: vars.lineHeight.body });
globalStyle(`${reply} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${reply} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${message} p`, { color: vars.color.text });
