import { brand } from '../brand';

/** Logo, loader and theme strings. */
export const coreMessages = {
  logo: {
    label: `${brand.productName} logo`,
  },
  loader: {
    label: 'Loading...',
  },
  theme: {
    toggleLabel: 'Dark celestial theme',
    light: 'Light',
    darkCelestial: 'Dark celestial',
  },
} as const;
