import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The page cards: a grid that is one column on a phone. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.sm,
});

export const pageCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: 44,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const cardTitle = style({ fontWeight: vars.fontWeight.bold });
export const cardMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const cardCount = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs });
export const statLabel = style({ margin: 0, color: vars.color.textMuted });
