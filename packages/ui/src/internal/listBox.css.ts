import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The list that drops from a field (Select, ComboBox): one popover, one list, one option look.

export const chevron = style({ width: 16, height: 16, flexShrink: 0 });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
  outline: 'none',
});

export const listBox = style({ outline: 'none', maxHeight: 320, overflowY: 'auto' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

/** An option's label and, under it, its description. */
export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.xxs,
  minWidth: 0,
});

/**
 * An option's second line: smaller and in the muted text colour, not faded with opacity, so it
 * keeps 4.5:1 on the list (surfaceRaised) and on the focused option (surfaceSunken); both pairs
 * are held by the theme's contrast test. The chosen option's bold is for its label only.
 */
export const optionDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});
