import { vars, visuallyHiddenRules } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const periodSelect = style({ minWidth: 'min(100%, 240px)' });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const figureCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const figureValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
export const figureNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: vars.space.md,
});
export const chartHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
});
/** The canvas box: the chart takes its width (a ResizeObserver follows it), never wider than the page. */
export const plot = style({ width: '100%', minWidth: 0, height: 220, overflow: 'hidden' });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: 2,
  marginInlineEnd: vars.space.xxs,
  verticalAlign: 'middle',
});
/** The data table while the chart is shown: read by screen readers, not drawn. */
export const hiddenTable = style(visuallyHiddenRules);
export const tableToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  color: vars.color.text,
  cursor: 'pointer',
});
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
});
/** Figures line up on the right (over the tables' start alignment). */
export const number = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { 'table tr > &': { textAlign: 'end' } },
});
export const chartCaption = style(visuallyHiddenRules);
