import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const headerCell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const rowHeader = style([cell, { textAlign: 'start', fontWeight: vars.fontWeight.medium }]);

export const glyph = style({
  display: 'inline-block',
  minWidth: '1.5em',
  fontFamily: `"Noto Sans Symbols", "Noto Sans Symbols 2", "Segoe UI Symbol", "DejaVu Sans", ${vars.font.body}`,
});

export const retrograde = style({ fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted });
