import { style, styleVariants } from '@vanilla-extract/css';

const base = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

export const size = styleVariants(
  { sm: { width: 16, height: 16 }, md: { width: 20, height: 20 }, lg: { width: 24, height: 24 } },
  (rule) => [base, rule],
);
