/** Spacing, radii, type and motion: the same in every theme. */
export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '40px',
} as const;

export const radius = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  full: '9999px',
} as const;

export const font = {
  // "Inter Fallback" (theme/global.css.ts) is Arial resized to Inter's metrics: text set before the
  // web font arrives takes the same room, so nothing moves when it swaps in.
  body: '"Inter Variable", "Inter", "Inter Fallback", system-ui, sans-serif',
  // "Cormorant Fallback" (theme/global.css.ts) does for the headings what "Inter Fallback" does for text.
  display: '"Cormorant Garamond", "Cormorant Fallback", Georgia, serif',
  mono: 'ui-monospace, "DejaVu Sans Mono", monospace',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.5rem',
  xxl: '2.25rem',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  bold: '650',
} as const;

export const lineHeight = {
  tight: '1.2',
  body: '1.5',
} as const;

export const motion = {
  fast: '120ms',
  medium: '240ms',
  slow: '480ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;
