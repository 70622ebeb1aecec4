import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** "Test mode: no real charge", on every screen of the test checkout. */
export const testMode = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.cautionSurface,
  color: vars.color.caution,
  border: `1px dashed ${vars.color.caution}`,
  alignSelf: 'flex-start',
});

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const planName = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });

/** The plan's facts: a term and its value, one pair a row (stacked on a phone). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr' } },
});
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${facts} dd`, { margin: 0 });

/** The plans to change to: the page grid, without a list's indent. */
export const planList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A link styled as a button, as wide as its words. */
export const startAligned = style({ alignSelf: 'flex-start' });

/** The payments table keeps each cell on one line; on a phone its region scrolls sideways. */
export const transactions = style({});
globalStyle(`${transactions} th, ${transactions} td`, { whiteSpace: 'nowrap' });
