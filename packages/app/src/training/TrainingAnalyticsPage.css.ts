import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const replies = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
});
export const label = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** The period and grouping selects side by side, tops aligned (the period has a hint below it). */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'start' });
