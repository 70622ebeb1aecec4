import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

// The count sits on its tone's own surface, so each pair is one the contrast test covers.
export const count = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    border: '1px solid currentColor',
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted, background: vars.color.surfaceSunken, borderColor: vars.color.border },
      caution: { color: vars.color.caution, background: vars.color.cautionSurface },
      critical: { color: vars.color.critical, background: vars.color.criticalSurface },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type CountVariants = NonNullable<RecipeVariants<typeof count>>;

export const resets = style({ color: vars.color.textMuted });
