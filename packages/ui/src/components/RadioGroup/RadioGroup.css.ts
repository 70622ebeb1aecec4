import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { field, label } from '../../internal/field.css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

// The options' box, by variant and orientation.

/** `list`, vertical: one option a line. */
export const listColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** `list`, horizontal: the options side by side, wrapping on a narrow screen. */
export const listRow = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, rowGap: vars.space.xs });

/** `chips`: pills side by side, wrapping. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A `chips` option: a pill, filled with the accent colour when chosen. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/**
 * A `list` option: the circle, then its label, and its description under the label. A grid, so
 * the circle lines up with the label's first row whether or not a description follows.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '20px minmax(0, 1fr)',
  columnGap: vars.space.sm,
  alignItems: 'center',
  alignContent: 'center',
  minHeight: 44,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const circle = style({
  boxSizing: 'border-box',
  width: 20,
  height: 20,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    '&::after': {
      content: '""',
      width: 10,
      height: 10,
      borderRadius: vars.radius.full,
      background: 'transparent',
    },
    [`${row}[data-selected] &`]: { borderColor: vars.color.accent },
    [`${row}[data-selected] &::after`]: { background: vars.color.accent },
    [`${row}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${row}[data-focus-visible] &`]: focusRing,
  },
});

/** An option's description, under its label (the circle's column stays empty). */
export const optionDescription = style({
  gridColumn: 2,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
