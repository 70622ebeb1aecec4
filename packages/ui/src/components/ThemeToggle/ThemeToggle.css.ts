import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  minWidth: 44,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // RAC reports interaction state as data attributes; style those, not :hover/:active.
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
    '&[data-selected][data-hovered]': { background: vars.color.accentHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const icon = style({ width: 20, height: 20, flexShrink: 0 });
