import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';
/** The reference, large enough to copy down. */
export const reference = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const referenceValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});
