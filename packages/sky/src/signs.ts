import type { ChartPoint, Planet, SignInfo, SignName } from './types';

/** The twelve signs of the tropical zodiac, in order from 0° Aries. */
export const signs: readonly SignInfo[] = [
  { name: 'Aries', glyph: '♈\uFE0E', element: 'Fire', modality: 'Cardinal', ruler: 'Mars' },
  { name: 'Taurus', glyph: '♉\uFE0E', element: 'Earth', modality: 'Fixed', ruler: 'Venus' },
  { name: 'Gemini', glyph: '♊\uFE0E', element: 'Air', modality: 'Mutable', ruler: 'Mercury' },
  { name: 'Cancer', glyph: '♋\uFE0E', element: 'Water', modality: 'Cardinal', ruler: 'Moon' },
  { name: 'Leo', glyph: '♌\uFE0E', element: 'Fire', modality: 'Fixed', ruler: 'Sun' },
  { name: 'Virgo', glyph: '♍\uFE0E', element: 'Earth', modality: 'Mutable', ruler: 'Mercury' },
  { name: 'Libra', glyph: '♎\uFE0E', element: 'Air', modality: 'Cardinal', ruler: 'Venus' },
  { name: 'Scorpio', glyph: '♏\uFE0E', element: 'Water', modality: 'Fixed', ruler: 'Pluto' },
  { name: 'Sagittarius', glyph: '♐\uFE0E', element: 'Fire', modality: 'Mutable', ruler: 'Jupiter' },
  { name: 'Capricorn', glyph: '♑\uFE0E', element: 'Earth', modality: 'Cardinal', ruler: 'Saturn' },
  { name: 'Aquarius', glyph: '♒\uFE0E', element: 'Air', modality: 'Fixed', ruler: 'Uranus' },
  { name: 'Pisces', glyph: '♓\uFE0E', element: 'Water', modality: 'Mutable', ruler: 'Neptune' },
];

/** The planets in their traditional order, from the Sun outwards. */
export const planets: readonly Planet[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
];

/**
 * Astrological glyphs. U+FE0E asks for the text (not emoji) presentation so the glyphs take the
 * page's colour and font in the chart wheel.
 */
export const planetGlyphs: Record<ChartPoint, string> = {
  Sun: '☉',
  Moon: '☽',
  Mercury: '☿',
  Venus: '♀\uFE0E',
  Mars: '♂\uFE0E',
  Jupiter: '♃',
  Saturn: '♄',
  Uranus: '♅',
  Neptune: '♆',
  Pluto: '♇',
  'North Node': '☊',
  'South Node': '☋',
  Ascendant: 'AC',
  Midheaven: 'MC',
};

/** Brings any angle into [0, 360). */
export function normalizeDegrees(angle: number): number {
  const wrapped = angle % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped === 360 ? 0 : wrapped;
}

/** Signed difference a - b brought into (-180, 180]. */
export function signedDifference(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? d - 360 : d;
}

/** Index (0 Aries .. 11 Pisces) of the sign holding a longitude. */
export function signIndexOf(longitude: number): number {
  return Math.min(11, Math.floor(normalizeDegrees(longitude) / 30));
}

/** The sign holding a tropical longitude, and how far into it the point is. */
export function signOf(longitude: number): { sign: SignName; degreeInSign: number } {
  if (!Number.isFinite(longitude)) throw new RangeError(`signOf: longitude must be a finite number, got ${longitude}`);
  const normalized = normalizeDegrees(longitude);
  const index = signIndexOf(normalized);
  return { sign: signs[index]!.name, degreeInSign: normalized - index * 30 };
}

/** Index of a sign by name (0 Aries .. 11 Pisces). */
export function signIndex(sign: SignName): number {
  const index = signs.findIndex((s) => s.name === sign);
  if (index < 0) throw new RangeError(`Unknown sign: ${sign}`);
  return index;
}

/**
 * A longitude as degrees and minutes within its sign, e.g. "14°07′ Taurus". Minutes are truncated,
 * not rounded, so a point at 29°59.9′ never reads as 30°00′ of the wrong sign.
 */
export function formatDegree(longitude: number): string {
  const { sign, degreeInSign } = signOf(longitude);
  const totalMinutes = Math.floor(degreeInSign * 60 + 1e-9);
  const degrees = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${degrees}°${String(minutes).padStart(2, '0')}′ ${sign}`;
}
