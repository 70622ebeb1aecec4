import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid currentColor',
  lineHeight: vars.lineHeight.body,
});

export const tone = styleVariants(
  {
    info: { background: vars.color.infoSurface, color: vars.color.info },
    positive: { background: vars.color.positiveSurface, color: vars.color.positive },
    caution: { background: vars.color.cautionSurface, color: vars.color.caution },
    critical: { background: vars.color.criticalSurface, color: vars.color.critical },
    upsell: { background: vars.color.upsellSurface, color: vars.color.upsell },
  },
  (rule) => [base, rule],
);

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

// The body reads in the text colour (each surface keeps 4.5:1 with it); the title carries the tone.
export const body = style({ color: vars.color.text });
globalStyle(`${body} > p`, { margin: 0 });
