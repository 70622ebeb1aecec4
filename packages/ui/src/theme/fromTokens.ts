import type { Palette } from '../tokens/palette';
import { font, fontSize, fontWeight, lineHeight, motion, radius, space } from '../tokens/scale';

/** Builds a full theme value for the contract from a palette (Braid's makeVanillaTheme). */
export function fromTokens(palette: Palette) {
  return { color: palette, space, radius, font, fontSize, fontWeight, lineHeight, motion };
}
