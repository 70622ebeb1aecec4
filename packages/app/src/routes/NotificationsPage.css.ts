import { vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const noticesHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

const noticeBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

/** An unread notice stands out by its accent edge and bold title, not by colour alone. */
export const notice = styleVariants({
  unread: [noticeBase, { borderInlineStart: `4px solid ${vars.color.accent}`, background: vars.color.surface }],
  read: [noticeBase, { background: 'transparent' }],
});

export const noticeHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const noticeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const noticeMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
