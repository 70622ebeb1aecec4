import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The map scrolls sideways on a phone rather than shrinking its labels to nothing. */
export const mapScroll = style({ overflowX: 'auto', overflowY: 'hidden' });
export const mapSvg = style({ display: 'block', width: '100%', minWidth: 640, height: 'auto' });

export const columnHeading = style({
  fill: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: 18,
});
export const columnCount = style({ fill: vars.color.textMuted, fontSize: 13 });
export const columnRule = style({ stroke: vars.color.border, strokeWidth: 1 });

export const edge = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1.5, opacity: 0.7 });
export const edgeActive = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 3 });

export const node = style({ cursor: 'pointer', outline: 'none' });
export const nodeDot = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.borderStrong,
  strokeWidth: 2,
});
export const nodeLabel = style({ fill: vars.color.text, fontSize: 13 });
// Transparent, not none: the halo takes the pointer too, so a dot is easy to hit.
export const focusHalo = style({ fill: 'transparent', stroke: 'transparent', strokeWidth: 3 });

globalStyle(`${node}[data-linked] ${nodeDot}`, { fill: vars.color.infoSurface, stroke: vars.color.info });
globalStyle(`${node}[aria-pressed="true"] ${nodeDot}`, { fill: vars.color.accent, stroke: vars.color.accent });
globalStyle(`${node}[aria-pressed="true"] ${nodeLabel}`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${node}:focus-visible ${focusHalo}`, { stroke: vars.color.focus });
globalStyle(`${node}:hover ${nodeDot}`, { stroke: vars.color.accent });

// Only when the person has not asked for less motion: the dots ease into their new state.
globalStyle(`${nodeDot}, ${edge}, ${edgeActive}`, {
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `fill ${vars.motion.fast} ${vars.motion.easing}, stroke ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
});

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const linkItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const linkText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 220px',
});
export const linkTitle = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const linkMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** The links table's titles wrap rather than widen the page. */
export const linkCell = style({ overflowWrap: 'anywhere', fontWeight: 'inherit' });
export const actionCell = style({ whiteSpace: 'nowrap', textAlign: 'end', verticalAlign: 'middle' });
