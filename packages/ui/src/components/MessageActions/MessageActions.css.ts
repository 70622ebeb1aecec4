import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xxs });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px targets (WCAG 2.5.5, beyond 2.5.8's 24 px), quiet until hovered.
  width: 44,
  height: 44,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // RAC reports interaction state as data attributes; style those, not :hover/:active.
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-copied]': { color: vars.color.positive },
    '&[data-disabled]': { cursor: 'default', opacity: 0.45, background: 'transparent' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const notice = style({
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    // Empty, it takes no room; it stays in the accessibility tree so that its next text is announced.
    '&:empty': { padding: 0 },
    '&[data-outcome="failed"]': { color: vars.color.critical },
  },
});
