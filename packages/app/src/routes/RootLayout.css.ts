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
