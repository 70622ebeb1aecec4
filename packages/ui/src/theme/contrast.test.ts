// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../internal/contrast';
import { darkCelestialPalette, lightPalette, type Palette } from '../tokens/palette';

type Key = keyof Palette;
// WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for UI component boundaries and focus (1.4.11).
const textPairs: [Key, Key][] = [
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
const uiPairs: [Key, Key][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceRaised'],
  ['focus', 'surface'],
  ['focus', 'surfaceRaised'],
  ['accent', 'surfaceSunken'],
];

describe.each([
  ['light', lightPalette],
  ['dark-celestial', darkCelestialPalette],
])('%s theme contrast', (_name, palette) => {
  it.each(textPairs)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('%s on %s is at least 3:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5b3fb8', '#5b3fb8')).toBe(1);
  });
  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});
