import type { Palette } from './palette';

type Key = keyof Palette;

/**
 * The colour pairs the themes promise to keep readable (WCAG 2.2 AA), foreground first: text on
 * its backgrounds needs 4.5:1 (1.4.3).
 */
export const textContrastPairs: readonly (readonly [Key, Key])[] = [
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceSunken'],
  ['accent', 'surface'],
  ['accent', 'surfaceRaised'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['critical', 'surface'],
  ['critical', 'criticalSurface'],
  ['caution', 'cautionSurface'],
  ['caution', 'surface'],
  ['positive', 'positiveSurface'],
  ['info', 'infoSurface'],
  ['upsell', 'upsellSurface'],
  ['text', 'criticalSurface'],
  ['text', 'cautionSurface'],
  ['text', 'positiveSurface'],
  ['text', 'infoSurface'],
  ['text', 'upsellSurface'],
];

/** Component boundaries and the focus ring need 3:1 against what they sit on (1.4.11). */
export const uiContrastPairs: readonly (readonly [Key, Key])[] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceRaised'],
  ['focus', 'surface'],
  ['focus', 'surfaceRaised'],
  ['accent', 'surfaceSunken'],
];
