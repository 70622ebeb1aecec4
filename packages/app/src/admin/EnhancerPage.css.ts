import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': {
    '(min-width: 640px)': { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const itemTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const itemPreview = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const itemList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const changeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const proposalHeading = style({ outline: 'none' });
