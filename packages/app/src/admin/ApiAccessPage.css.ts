import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { codeBlock } from '../routes/page.css';

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr)' } },
});

/** A secret or an address to copy: one press selects all of it. */
export const secret = style([codeBlock, { display: 'block', whiteSpace: 'normal', userSelect: 'all' }]);

export const tokens = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const token = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const tokenMain = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: '1 1 240px' });

export const tokenName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text });

export const state = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  verticalAlign: 'middle',
  background: vars.color.positiveSurface,
  color: vars.color.positive,
});
export const stateEnded = style([state, { background: vars.color.criticalSurface, color: vars.color.critical }]);
