import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const layer = style({ inset: 0, width: '100%', height: '100%', pointerEvents: 'none' });

/**
 * `viewport`: fixed behind the page (negative z-index: above the root background, below all
 * content). `container`: fills the nearest positioned ancestor.
 */
export const canvas = styleVariants({
  viewport: [layer, { position: 'fixed', zIndex: -1 }],
  container: [layer, { position: 'absolute', zIndex: 0 }],
});

export const control = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineStart: vars.space.lg,
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const containerControl = style({ position: 'absolute' });

export const icon = style({ width: 18, height: 18 });
