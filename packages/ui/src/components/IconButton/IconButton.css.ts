import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The round 44 px control (the smallest comfortable touch target), one class per variant.
const base = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    // While `isPending` RAC ignores presses but keeps the button focusable; say so to the pointer.
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const variant = styleVariants(
  {
    outline: {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken } },
    },
    quiet: {
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken } },
    },
    primary: {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.accentHover } },
    },
  },
  (rule) => [base, rule],
);
