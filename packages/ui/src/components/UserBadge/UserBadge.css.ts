import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { UserBadgeKind } from './userBadgeLabel';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const name = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: '1px solid currentColor',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.02em',
});

// Each tone is one of the AA-tested pairs (text on its surface).
const tones: Record<UserBadgeKind, { color: string; background: string }> = {
  free: { color: vars.color.textMuted, background: vars.color.surfaceSunken },
  core: { color: vars.color.positive, background: vars.color.positiveSurface },
  plus: { color: vars.color.info, background: vars.color.infoSurface },
  advanced: { color: vars.color.upsell, background: vars.color.upsellSurface },
  elite: { color: vars.color.caution, background: vars.color.cautionSurface },
  admin: { color: vars.color.onAccent, background: vars.color.accent },
  teacher: { color: vars.color.onAccent, background: vars.color.accent },
};

export const badge = styleVariants(tones, (tone) => [pill, tone]);
