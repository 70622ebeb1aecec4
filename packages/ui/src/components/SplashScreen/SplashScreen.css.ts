import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { transform: 'translateY(8px) scale(0.92)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const glow = keyframes({
  '0%, 100%': { filter: 'drop-shadow(0 0 0 transparent)' },
  '50%': { filter: `drop-shadow(0 0 18px ${vars.color.moonShade})` },
});

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
  animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing} both`,
  '@media': { [reducedMotion]: { animation: 'none' } },
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
