import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';
const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
// From the inline start: the left in left-to-right pages, the right in right-to-left ones.
const slideInLtr = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideOutLtr = keyframes({ to: { transform: 'translateX(-100%)' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(100%)' } });
const slideOutRtl = keyframes({ to: { transform: 'translateX(100%)' } });
const timing = `${vars.motion.medium} ${vars.motion.easing}`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${timing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${timing}` },
  },
  '@media': {
    [reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  // Leaves a strip of the page in view (a press there closes the drawer), at 320 px too.
  width: 'min(22rem, calc(100vw - 3rem))',
  maxHeight: '100dvh',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  boxShadow: '0 0 48px rgba(0, 0, 0, 0.3)',
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideInLtr} ${timing}` },
    '&[data-exiting]': { animation: `${slideOutLtr} ${timing}` },
    '[dir="rtl"] &[data-entering]': { animation: `${slideInRtl} ${timing}` },
    '[dir="rtl"] &[data-exiting]': { animation: `${slideOutRtl} ${timing}` },
  },
  '@media': {
    [reducedMotion]: {
      selectors: {
        '&[data-entering], &[data-exiting], [dir="rtl"] &[data-entering], [dir="rtl"] &[data-exiting]': {
          animation: 'none',
        },
      },
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
  outline: 'none',
});

export const content = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Focus scrolled into view is never hidden under the sticky close bar (WCAG 2.4.11).
  scrollPaddingBlockStart: 60,
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.md,
});

export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.md})`,
  paddingInline: vars.space.xs,
  background: vars.color.surfaceRaised,
});

export const closeIcon = style({ width: 22, height: 22 });
