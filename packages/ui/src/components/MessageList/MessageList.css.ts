import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
});

export const log = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  scrollbarGutter: 'stable',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const rows = style({ display: 'flex', flexDirection: 'column' });

// Spacing lives inside each row so that a virtualised row's measured height includes it.
export const row = style({ display: 'flex', flexDirection: 'column', paddingBlock: vars.space.sm });

export const virtualBody = style({ position: 'relative', width: '100%' });
export const virtualRow = style([row, { position: 'absolute', top: 0, left: 0, width: '100%' }]);

export const day = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

export const typing = style({ display: 'flex', paddingInline: vars.space.xs });

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100%',
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const jumpButton = style({
  position: 'absolute',
  insetBlockEnd: vars.space.md,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  boxShadow: `0 4px 16px ${vars.color.backdrop}`,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // RAC reports interaction state as data attributes; style those, not :hover/:active.
    '&[data-hovered]': { background: vars.color.accentHover, borderColor: vars.color.accentHover },
    '&[data-pressed]': { transform: 'translateX(-50%) scale(0.97)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const jumpIcon = style({ width: 16, height: 16, flexShrink: 0 });
