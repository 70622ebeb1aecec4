import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

// The splash is there, opaque, from the page's first frame (fading it in would show the page
// under it first); its mark and name rise into place without fading, so their first paint already
// counts as the page's content.
const rise = keyframes({
  from: { transform: 'translateY(8px) scale(0.92)' },
  to: { transform: 'none' },
});
const glow = keyframes({
  '0%, 100%': { filter: 'drop-shadow(0 0 0 transparent)' },
  '50%': { filter: `drop-shadow(0 0 18px ${vars.color.moonShade})` },
});

// Hidden at both ends: visibility interpolated from `visible` stays visible until the very end.
const leave = keyframes({ from: { visibility: 'hidden', opacity: 0 }, to: { visibility: 'hidden', opacity: 0 } });

/** How long the splash stays: it leaves by itself then, also in a page whose scripts have not run. */
const durationVar = createVar();
/** The custom property behind `durationVar` (`--…`), for the component's style attribute. */
export const durationProperty = durationVar.replace(/^var\((.*)\)$/, '$1');
const leaving = `${leave} 1ms linear ${fallbackVar(durationVar, '2s')} forwards`;

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  animation: leaving,
});

export const logo = style({
  animation: `${rise} ${vars.motion.slow} ${vars.motion.easing} both, ${glow} 2s ease-in-out ${vars.motion.slow} infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  letterSpacing: '0.04em',
  animation: `${rise} ${vars.motion.slow} ${vars.motion.easing} 120ms both`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});
