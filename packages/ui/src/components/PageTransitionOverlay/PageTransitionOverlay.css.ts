import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const scaleIn = keyframes({ from: { transform: 'scale(0.9)' }, to: { transform: 'scale(1)' } });

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surface,
  // Never in the way: the overlay cannot take a click even if it were left up.
  pointerEvents: 'none',
  selectors: {
    '&[data-state="visible"]': {
      opacity: 1,
      visibility: 'visible',
      animation: `${fadeIn} ${vars.motion.medium} ${vars.motion.easing} both`,
    },
    // Fade out, then leave the rendering entirely (visibility flips once the fade is over).
    '&[data-state="hidden"]': {
      opacity: 0,
      visibility: 'hidden',
      transition: `opacity ${vars.motion.medium} ${vars.motion.easing}, visibility 0s linear ${vars.motion.medium}`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none !important', transition: 'none !important' } },
});

export const content = style({
  display: 'grid',
  placeItems: 'center',
  selectors: {
    [`${root}[data-state="visible"] &`]: {
      transform: 'scale(1)',
      animation: `${scaleIn} ${vars.motion.medium} ${vars.motion.easing} both`,
    },
    [`${root}[data-state="hidden"] &`]: {
      transform: 'scale(1.08)',
      transition: `transform ${vars.motion.medium} ${vars.motion.easing}`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none !important', transition: 'none !important' } },
});
