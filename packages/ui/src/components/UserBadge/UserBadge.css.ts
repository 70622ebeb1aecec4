import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
const tones = {
  neutral: { color: vars.color.textMuted, background: vars.color.surfaceSunken },
  positive: { color: vars.color.positive, background: vars.color.positiveSurface },
  info: { color: vars.color.info, background: vars.color.infoSurface },
  upsell: { color: vars.color.upsell, background: vars.color.upsellSurface },
  caution: { color: vars.color.caution, background: vars.color.cautionSurface },
  accent: { color: vars.color.onAccent, background: vars.color.accent },
} satisfies Record<string, { color: string; background: string }>;

/** The badge's colour: each tone is a text and surface pair that passes WCAG AA. */
export type UserBadgeTone = keyof typeof tones;

export const badge = styleVariants(tones, (tone) => [pill, tone]);
