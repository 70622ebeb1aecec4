import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The link and its button: side by side when there is room, stacked on a phone. */
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});
export const linkField = style({ flex: '1 1 260px', minWidth: 0 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const figure = style({
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

/** One referral or student: name and facts, wrapping on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  alignItems: 'baseline',
  justifyContent: 'space-between',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const rowName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, overflowWrap: 'anywhere' });
export const rowFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const reversed = style({ color: vars.color.critical });
export const earned = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });

/** The copy result: always in the page (a live region), empty until a copy. */
export const copyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const copyResult = style({ margin: 0 });
