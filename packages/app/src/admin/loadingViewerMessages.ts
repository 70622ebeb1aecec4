// The copy of `/loading-viewer` (its own module: only the lazy page reads it).
import type { LoaderSize, LoaderVariant } from '@app/ui';

export const loadingViewerMessages = {
  lead: 'Every loading indicator of the app, in each size, in both themes. Turn on reduced motion to see what people who ask their system for less motion see: a still frame of the same shape.',
  reducedMotion: 'Show as with reduced motion',
  reducedMotionHint: 'Stops every animation on this page, as the loaders do for people who ask for reduced motion.',
  systemReduced: 'Your system asks for reduced motion, so the loaders below are still either way.',
  themes: { light: 'Light', 'dark-celestial': 'Dark Celestial' },
  panelLabel: (theme: string) => `${theme} theme`,
  variantColumn: 'Variant',
  variants: {
    orbit: 'Orbit',
    pulse: 'Pulse',
    'shooting-star': 'Shooting star',
    constellation: 'Constellation',
    galaxy: 'Galaxy',
  } satisfies Record<LoaderVariant, string>,
  size: (size: LoaderSize, px: number) => `${size} · ${px} px`,
  loaderLabel: (variant: string, size: LoaderSize, theme: string) => `${variant}, size ${size}, ${theme} theme`,
} as const;
