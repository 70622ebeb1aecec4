// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../internal/contrast';
import { textContrastPairs as textPairs, uiContrastPairs as uiPairs } from '../tokens/contrastPairs';
import { darkCelestialPalette, lightPalette } from '../tokens/palette';

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
