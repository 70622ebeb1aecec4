import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  display: 'inline-block',
  listStyle: 'none',
  alignSelf: 'flex-start',
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

// Each text colour keeps 4.5:1 on its surface in both themes (the contrast pairs of the tokens).
export const tone = styleVariants(
  {
    neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted, borderColor: vars.color.border },
    info: { background: vars.color.infoSurface, color: vars.color.info },
    positive: { background: vars.color.positiveSurface, color: vars.color.positive },
    caution: { background: vars.color.cautionSurface, color: vars.color.caution },
    critical: { background: vars.color.criticalSurface, color: vars.color.critical },
    upsell: { background: vars.color.upsellSurface, color: vars.color.upsell },
  },
  (rule) => [base, rule],
);
