import { pageColors } from '../tokens/pageColors';

/** The two themes. `light` is the default; there is no system detection. */
export const themeNames = ['light', 'dark-celestial'] as const;
export type ThemeName = (typeof themeNames)[number];
export const defaultTheme: ThemeName = 'light';

/** Attribute on the document root that marks a non-default theme. */
export const themeAttribute = 'data-theme';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

/**
 * Each theme's page colour, for what a browser paints around the page: the `theme-color` meta tag
 * and an installed app's title bar and splash.
 */
export const themePageColors: Record<ThemeName, string> = {
  light: pageColors.light,
  'dark-celestial': pageColors.darkCelestial,
};
