import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** Keeps the account menu trigger's room (44 px) while its chunk loads, so the header does not move. */
export const pending = style({ display: 'inline-block', flexShrink: 0, width: 44, height: 44 });

/** A plain link standing for the account menu when its chunk could not load. */
export const fallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  textDecorationThickness: 1,
  textUnderlineOffset: 3,
});
