import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
});
export const main = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
});
