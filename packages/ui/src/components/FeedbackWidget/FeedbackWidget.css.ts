import { keyframes, style } from '@vanilla-extract/css';
import { touchTargetRules } from '../../internal/touchTarget';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const buttons = style({ display: 'inline-flex', gap: vars.space.xs });

export const thumb = style({
  // 36 px drawn, 44 px to a finger.
  ...touchTargetRules,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: `1px solid transparent`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    ...touchTargetRules.selectors,
    // Side by side, centred 44 px areas would overlap: each grows away from its neighbour instead.
    '&:first-child::after': { insetInlineStart: 'auto', insetInlineEnd: 0, transform: 'translateY(-50%)' },
    '&:last-child::after': { insetInlineStart: 0, transform: 'translateY(-50%)' },
    // RAC reports interaction state as data attributes; style those, not :hover/:active.
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-submitting]': { cursor: 'progress', color: vars.color.accent },
    // Locked after a rating: the chosen thumb stays lit, the other fades.
    '&[aria-disabled="true"]': { cursor: 'default', background: 'transparent' },
    '&[aria-disabled="true"]:not([data-chosen])': { opacity: 0.45 },
    '&[data-chosen]': { color: vars.color.accent, background: vars.color.surfaceSunken },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const icon = style({ width: 18, height: 18 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const progress = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  overflow: 'visible',
  pointerEvents: 'none',
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const progressArc = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeDasharray: '70 200',
});

export const thanks = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const thanksTitle = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const error = style({
  alignSelf: 'flex-start',
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const errorTitle = style({ fontWeight: vars.fontWeight.bold });
