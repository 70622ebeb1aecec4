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

const controlBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
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

/**
 * `floating`: fixed in the bottom-left corner and stacked above the page's content, so that it is
 * never hidden when focused (WCAG 2.4.11) and always takes its clicks. `inline`: in the flow.
 * `container`: in the corner of a `fill="container"` starfield.
 */
export const control = styleVariants({
  floating: [
    controlBase,
    { position: 'fixed', insetBlockEnd: vars.space.lg, insetInlineStart: vars.space.lg, zIndex: 5 },
  ],
  inline: [controlBase],
  container: [
    controlBase,
    { position: 'absolute', insetBlockEnd: vars.space.lg, insetInlineStart: vars.space.lg, zIndex: 1 },
  ],
});

export const icon = style({ width: 18, height: 18 });

/**
 * The control is left out by the stylesheet, not by the script, when motion is reduced: a page
 * rendered on the server has the same footer before and after its script runs (no layout shift).
 */
export const hiddenWhenMotionReduced = style({
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});
