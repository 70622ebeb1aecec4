import { brand } from './brand';

/**
 * Every user-facing string of `@app/ui`, in one catalog. Spec strings are word for word; where
 * the spec says "the assistant", the brand's assistant name stands in (DECISIONS.md).
 */
export const messages = {
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

export type Messages = typeof messages;
