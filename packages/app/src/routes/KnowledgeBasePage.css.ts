import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const teachingTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** The polite live region stays in the tree so its later text is announced. */
export const status = style({ display: 'contents' });
