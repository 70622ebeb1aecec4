import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Loader sizes, in CSS pixels. */
export const loaderSizes = { sm: 16, md: 24, lg: 40, xl: 64 } as const;

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.accent,
  verticalAlign: 'middle',
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const graphic = style({ display: 'block', flexShrink: 0, overflow: 'visible' });
export const size = styleVariants(loaderSizes, (px) => ({ width: px, height: px }));

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const breathe = keyframes({
  '0%, 100%': { transform: 'scale(0.72)', opacity: 0.75 },
  '50%': { transform: 'scale(1)', opacity: 1 },
});
const ripple = keyframes({
  from: { transform: 'scale(0.6)', opacity: 0.9 },
  to: { transform: 'scale(1.25)', opacity: 0 },
});
const shoot = keyframes({
  '0%': { transform: 'translate(-14px, 14px)', opacity: 0 },
  '20%': { opacity: 1 },
  '70%': { transform: 'translate(10px, -10px)', opacity: 1 },
  '100%': { transform: 'translate(14px, -14px)', opacity: 0 },
});
const twinkle = keyframes({
  '0%, 100%': { opacity: 0.35, transform: 'scale(0.7)' },
  '50%': { opacity: 1, transform: 'scale(1.15)' },
});

// Every animation stops under prefers-reduced-motion; the still frame keeps the shape readable.
const still = { '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } } as const;
const centred = { transformBox: 'view-box', transformOrigin: '50% 50%' } as const;

export const track = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 2 });
export const accentFill = style({ fill: vars.color.accent });
export const moonFill = style({ fill: vars.color.moonShade });
export const line = style({ stroke: vars.color.borderStrong, strokeWidth: 1.5, strokeLinecap: 'round' });

export const orbiter = style({ ...centred, animation: `${spin} 1.2s linear infinite`, ...still });
export const pulseCore = style({ ...centred, animation: `${breathe} 1.4s ${vars.motion.easing} infinite`, ...still });
export const pulseRing = style({
  ...centred,
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 2,
  animation: `${ripple} 1.4s ease-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.5 } },
});
export const star = style({ animation: `${shoot} 1.6s ${vars.motion.easing} infinite`, ...still });
export const point = style({
  transformBox: 'fill-box',
  transformOrigin: '50% 50%',
  animation: `${twinkle} 1.5s ease-in-out infinite`,
  ...still,
});
export const galaxyArms = style({ ...centred, animation: `${spin} 3s linear infinite`, ...still });
export const arm = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2.5, strokeLinecap: 'round' });
