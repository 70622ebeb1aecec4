import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

/** The round moon logo's three sizes, in CSS pixels. */
export const logoSizes = { sm: 32, md: 64, lg: 128 } as const;

export const size = styleVariants(logoSizes, (px) => ({ width: px, height: px }));

export const disc = style({ fill: vars.color.moon });
export const shade = style({ fill: vars.color.moonShade });
export const crater = style({ fill: vars.color.moonCrater });
export const halo = style({ fill: 'none', stroke: vars.color.moonShade, strokeOpacity: 0.5 });
