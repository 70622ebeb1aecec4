import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A base class and one class per variant and size (a recipe's shape, without its runtime).
const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  // A long label wraps inside the button instead of pushing it past a narrow screen's edge.
  paddingBlock: vars.space.xxs,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const variant = styleVariants(
  {
    primary: {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.accentHover } },
    },
    secondary: {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken } },
    },
    danger: {
      background: vars.color.criticalSurface,
      color: vars.color.critical,
      borderColor: vars.color.critical,
      selectors: { '&[data-hovered], &[data-pressed]': { boxShadow: `inset 0 0 0 1px ${vars.color.critical}` } },
    },
    quiet: {
      background: 'transparent',
      color: vars.color.accent,
      selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken } },
    },
  },
  (rule) => [base, rule],
);

export const size = styleVariants({
  // 44 px: the smallest comfortable touch target (WCAG 2.5.5).
  md: { minHeight: 44, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
  sm: { minHeight: 36, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
});

/**
 * The label stays in place while pending (the button keeps its width) under the spinner: made
 * transparent, not hidden, so that it still names the button.
 */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', borderInlineEndColor: 'currentColor', opacity: 0.6 },
  },
});
