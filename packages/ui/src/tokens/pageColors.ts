/**
 * Each theme's page colour (its palette's `surface`), apart from the palettes: the document's
 * `theme-color` needs these two values on every page, and not the rest of the palettes.
 */
export const pageColors = {
  light: '#fbf9ff',
  darkCelestial: '#0b1026',
} as const;
