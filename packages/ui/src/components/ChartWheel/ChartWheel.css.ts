import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  color: vars.color.text,
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'visible',
});

// Glyph fonts first: the zodiac and planet symbols are missing from most text faces.
const glyphFont = `"Noto Sans Symbols", "Noto Sans Symbols 2", "Segoe UI Symbol", "DejaVu Sans", ${vars.font.body}`;

export const ringOuter = style({ fill: vars.color.surfaceRaised, stroke: vars.color.borderStrong, strokeWidth: 1.5 });
export const ringInner = style({ fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 1 });
export const centre = style({ fill: vars.color.surfaceSunken, stroke: vars.color.border, strokeWidth: 1 });
export const signSegmentEven = style({ fill: vars.color.surfaceSunken });
export const signDivider = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
export const degreeTick = style({ stroke: vars.color.border, strokeWidth: 1 });
export const signGlyph = style({ fill: vars.color.text, fontFamily: glyphFont, fontSize: 22 });
export const houseCusp = style({ stroke: vars.color.border, strokeWidth: 1 });
export const houseNumber = style({ fill: vars.color.textMuted, fontFamily: vars.font.body, fontSize: 12 });
export const angleLine = style({ stroke: vars.color.accent, strokeWidth: 2.5 });
export const angleLabel = style({
  fill: vars.color.accent,
  fontFamily: vars.font.body,
  fontSize: 13,
  fontWeight: 700,
});
export const pointTick = style({ stroke: vars.color.text, strokeWidth: 1.5 });
export const pointLeader = style({ stroke: vars.color.textMuted, strokeWidth: 0.75 });
export const pointGlyph = style({ fill: vars.color.text, fontFamily: glyphFont, fontSize: 20 });
export const retrogradeMark = style({
  fill: vars.color.text,
  fontWeight: 700,
  fontFamily: vars.font.body,
  fontSize: 10,
});

export const aspectLine = style({
  strokeWidth: 1.25,
  fill: 'none',
  selectors: {
    '&[data-kind="conjunction"]': { stroke: vars.color.accent },
    '&[data-kind="trine"], &[data-kind="sextile"]': { stroke: vars.color.info },
    '&[data-kind="square"], &[data-kind="opposition"]': { stroke: vars.color.critical },
  },
});

export const status = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 240,
  width: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
