import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '32rem',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minHeight: 44 });

const ring = keyframes({
  from: { boxShadow: `0 0 0 0 ${vars.color.accent}` },
  to: { boxShadow: '0 0 0 10px transparent' },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // RAC reports interaction state as data attributes; style those, not :hover/:active.
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'scale(0.96)' },
    '&[data-active]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent },
    '&[data-active][data-hovered]': { background: vars.color.accentHover },
    '&[data-listening]': { animation: `${ring} 1.6s ease-out infinite` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', animation: 'none' } },
});

export const icon = style({ width: 22, height: 22 });

export const status = style({ color: vars.color.textMuted });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.upsellSurface,
  color: vars.color.upsell,
  border: `1px solid ${vars.color.upsell}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

export const badgeIcon = style({ width: 12, height: 12 });

// While listening, a fixed width, so that the bar does not change length with the text beside it;
// idle, no width at all, so that a composer on a phone keeps its room for typing.
export const countdown = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '100%',
  selectors: { '[data-status="initialising"] &, [data-status="listening"] &': { width: '15rem' } },
});

export const meter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: { '[data-near-limit] &': { color: vars.color.caution, fontWeight: vars.fontWeight.medium } },
});

export const secondsLeft = style({
  flexShrink: 0,
  minWidth: '4.5em',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  display: 'block',
  flex: 1,
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transition: 'width 100ms linear',
  selectors: { '[data-near-limit] &': { background: vars.color.caution } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const transcript = style({
  // Always rendered (a live region must exist before its content changes); empty, it takes no room.
  margin: 0,
  overflowWrap: 'anywhere',
});

export const finalText = style({ color: vars.color.text });

export const interimText = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const alert = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
});

export const alertTitle = style({ fontWeight: vars.fontWeight.bold });
