import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const focusRing = {
  '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
} as const;

export const button = style({
  minHeight: 44,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.accentHover }, ...focusRing },
});

export const secondaryButton = style({
  minHeight: 44,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken }, ...focusRing },
});
