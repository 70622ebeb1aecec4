import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The landmark: bottom-right on wide screens, full width at the bottom under the 768 px breakpoint. */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(420px, calc(100vw - 2 * 16px))',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 },
  },
  '@media': {
    'screen and (max-width: 767px)': { insetInline: vars.space.lg, width: 'auto' },
  },
});

export const list = style({ display: 'contents', margin: 0, padding: 0, listStyle: 'none' });

// A base class and one class per variant (the shape a recipe gives, without its runtime in the bundle).
const toastBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: '1px solid',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  outline: 'none',
  touchAction: 'pan-y',
  userSelect: 'none',
  // One name: a replaced or dismissed toast cross-fades in a view transition (Toaster's wrapUpdate).
  viewTransitionName: 'mh-toast',
  // Snap back smoothly after a short drag; while the pointer is down the toast follows it exactly.
  transition: `transform ${vars.motion.medium} ${vars.motion.easing}, opacity ${vars.motion.medium} ${vars.motion.easing}`,
  selectors: {
    '&[data-swiping]': { transition: 'none' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// Each tone pairs a text colour with its own surface (both pass AA in both themes).
export const toast = styleVariants({
  default: [
    toastBase,
    { background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.borderStrong },
  ],
  destructive: [
    toastBase,
    { background: vars.color.criticalSurface, color: vars.color.critical, borderColor: vars.color.critical },
  ],
  success: [
    toastBase,
    { background: vars.color.positiveSurface, color: vars.color.positive, borderColor: vars.color.positive },
  ],
  info: [toastBase, { background: vars.color.infoSurface, color: vars.color.info, borderColor: vars.color.info }],
});

export const icon = style({ width: 20, height: 20, marginBlockStart: 1, flexShrink: 0 });

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

/** The default tone's description is muted; the coloured tones keep their one AA-tested text colour. */
export const descriptionMuted = style({ color: vars.color.textMuted });

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  marginBlock: -6,
  marginInlineEnd: -6,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // currentColor keeps the hover wash in the toast's tone in both themes.
    '&[data-hovered]': { background: 'color-mix(in srgb, currentColor 12%, transparent)' },
    '&[data-pressed]': { background: 'color-mix(in srgb, currentColor 20%, transparent)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const closeIcon = style({ width: 16, height: 16 });
