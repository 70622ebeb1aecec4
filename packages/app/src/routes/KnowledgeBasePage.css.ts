import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const teachingTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const radio = style({
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
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});

/** The polite live region stays in the tree so its later text is announced. */
export const status = style({ display: 'contents' });
