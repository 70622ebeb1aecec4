import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  position: 'relative',
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text,
});

/** The header and footer sit above the starfield canvas. */
export const chrome = style({ position: 'relative', zIndex: 1 });

export const main = style({
  position: 'relative',
  zIndex: 1,
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: vars.space.sm,
  zIndex: 10,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** Keeps the account menu trigger's room (44 px) while its chunk loads, so the header does not move. */
export const accountMenuPending = style({ display: 'inline-block', flexShrink: 0, width: 44, height: 44 });

/** A plain link standing for the account menu when its chunk could not load. */
export const accountMenuFallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  textDecorationThickness: 1,
  textUnderlineOffset: 3,
});
