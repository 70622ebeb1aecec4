import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  width: 'min(340px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.18)',
  fontSize: vars.fontSize.sm,
});

/**
 * Floating in the bottom-right corner, above the page. Folded, it is only as wide as its button: a
 * bar across a phone's width hid whatever scrolled under it.
 */
export const floating = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 10,
  selectors: { '&:not([data-expanded])': { width: 'max-content', maxWidth: 'calc(100vw - 32px)' } },
});

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 44,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const chevron = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const flag = style({
  marginInlineStart: 'auto',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.cautionSurface,
  color: vars.color.caution,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

// The padding sits on an inner box: a collapsed DisclosurePanel keeps its own box (hidden="until-found").
export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

// Each dt/dd pair sits in a div (valid in a dl) that takes no box, so the grid lines them up.
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontFamily: vars.font.mono,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.caution}`,
  background: vars.color.cautionSurface,
  color: vars.color.caution,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const tips = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.xl });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
