import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** A level row: name and tier side by side from 560 px, stacked below; the remove button wraps. */
export const levelRow = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': { '(min-width: 560px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.5fr) max-content' } },
});

export const levels = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const scheme = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
