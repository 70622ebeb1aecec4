import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

const focusRing = {
  '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
} as const;

/** A group of settings under its heading: a fieldset without the browser's frame. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const divider = style({ border: 'none', borderTop: `1px solid ${vars.color.border}`, margin: 0 });

/** The time zone: about 40 characters wide, as the field it replaced. */
export const zoneField = style({ maxWidth: 420 });

/** "Use this browser's zone": a quiet button under the field, 44 px to touch. */
export const inlineButton = style({
  alignSelf: 'flex-start',
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  textDecoration: 'underline',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: focusRing,
});

/** Where the result of a save is said: focused by script, so no focus ring. */
export const result = style({ margin: 0, outline: 'none', selectors: { '&:empty': { display: 'none' } } });
