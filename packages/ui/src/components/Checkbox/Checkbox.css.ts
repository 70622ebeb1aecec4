import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { field, label } from '../../internal/field.css';

/** The group's checkboxes: one a line, or side by side and wrapping. */
export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, rowGap: vars.space.xs },
});

/** A checkbox's label: the box, then its words, 44 px tall to touch. */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.sm,
  minHeight: 44,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const box = style({
  boxSizing: 'border-box',
  width: 20,
  height: 20,
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onAccent,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** The check or the dash, drawn in the box. */
export const mark = style({ width: 14, height: 14 });

/** The words: a long label wraps beside the box. */
export const text = style({ minWidth: 0 });
