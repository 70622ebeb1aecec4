import { createGlobalThemeContract } from '@vanilla-extract/css';
import type { Palette } from '../tokens/palette';

const colorNames = [
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'text',
  'textMuted',
  'accent',
  'accentHover',
  'onAccent',
  'border',
  'borderStrong',
  'focus',
  'critical',
  'criticalSurface',
  'caution',
  'cautionSurface',
  'positive',
  'positiveSurface',
  'info',
  'infoSurface',
  'upsell',
  'upsellSurface',
  'moon',
  'moonShade',
  'moonCrater',
  'star',
  'backdrop',
] as const satisfies readonly (keyof Palette)[];

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const group = <K extends string>(prefix: string, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, `${prefix}-${kebab(k)}`])) as Record<K, string>;

/**
 * The one theme contract. Variable names are stable and public (`--mh-color-accent`, ...), so
 * consumers may read them in their own CSS.
 */
export const vars = createGlobalThemeContract(
  {
    color: group('color', colorNames),
    space: group('space', ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const),
    radius: group('radius', ['sm', 'md', 'lg', 'full'] as const),
    font: group('font', ['body', 'display', 'mono'] as const),
    fontSize: group('font-size', ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const),
    fontWeight: group('font-weight', ['regular', 'medium', 'bold'] as const),
    lineHeight: group('line-height', ['tight', 'body'] as const),
    motion: group('motion', ['fast', 'medium', 'slow', 'easing'] as const),
  },
  (value) => `mh-${value}`,
);
