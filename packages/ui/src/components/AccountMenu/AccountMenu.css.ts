import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const icon = style({ width: 22, height: 22, flexShrink: 0 });

export const popover = style({
  minWidth: 220,
  // RAC caps the popover's height to the space available; the menu then scrolls inside it.
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.18)',
  outline: 'none',
});

export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xs,
  marginInline: vars.space.sm,
  border: 0,
  background: vars.color.border,
});
