import { describe, expect, it } from 'vitest';
import { formatDegree, normalizeDegrees, planetGlyphs, planets, signedDifference, signOf, signs } from './signs';

describe('signs', () => {
  it('lists the twelve signs in zodiac order with their triplicities, quadruplicities and rulers', () => {
    expect(signs.map((sign) => sign.name)).toEqual([
      'Aries',
      'Taurus',
      'Gemini',
      'Cancer',
      'Leo',
      'Virgo',
      'Libra',
      'Scorpio',
      'Sagittarius',
      'Capricorn',
      'Aquarius',
      'Pisces',
    ]);
    // Elements cycle Fire, Earth, Air, Water; modalities Cardinal, Fixed, Mutable.
    signs.forEach((sign, index) => {
      expect(sign.element).toBe(['Fire', 'Earth', 'Air', 'Water'][index % 4]);
      expect(sign.modality).toBe(['Cardinal', 'Fixed', 'Mutable'][index % 3]);
    });
    expect(signs.find((sign) => sign.name === 'Scorpio')?.ruler).toBe('Pluto');
    expect(signs.find((sign) => sign.name === 'Cancer')?.ruler).toBe('Moon');
    expect(new Set(signs.map((sign) => sign.glyph)).size).toBe(12);
  });

  it('has the ten planets in order and a glyph for every chart point', () => {
    expect(planets).toEqual([
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
    ]);
    expect(Object.keys(planetGlyphs)).toHaveLength(14);
  });
});

describe('signOf', () => {
  it.each([
    [0, 'Aries', 0],
    [29.999, 'Taurus', -1],
    [30, 'Taurus', 0],
    [45.5, 'Taurus', 15.5],
    [359.99, 'Pisces', 29.99],
    [360, 'Aries', 0],
    [-0.5, 'Pisces', 29.5],
    [725, 'Aries', 5],
  ] as const)('puts %f° in %s', (longitude, sign, degree) => {
    const result = signOf(longitude);
    if (degree >= 0) {
      expect(result.sign).toBe(sign);
      expect(result.degreeInSign).toBeCloseTo(degree, 9);
    } else {
      expect(result.sign).toBe('Aries');
      expect(result.degreeInSign).toBeCloseTo(29.999, 9);
    }
  });

  it('rejects non-numbers', () => {
    expect(() => signOf(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDegree', () => {
  it('writes degrees and zero-padded minutes within the sign', () => {
    expect(formatDegree(44 + 7 / 60)).toBe('14°07′ Taurus');
    expect(formatDegree(0)).toBe('0°00′ Aries');
    expect(formatDegree(359.5)).toBe('29°30′ Pisces');
  });

  it('truncates so a point just short of a boundary never reads as 30° of the old sign', () => {
    expect(formatDegree(59.9999)).toBe('29°59′ Taurus');
  });
});

describe('angle helpers', () => {
  it('normalizes into [0, 360) and differences into (-180, 180]', () => {
    expect(normalizeDegrees(-30)).toBe(330);
    expect(normalizeDegrees(720)).toBe(0);
    expect(signedDifference(10, 350)).toBe(20);
    expect(signedDifference(350, 10)).toBe(-20);
    expect(signedDifference(180, 0)).toBe(180);
  });
});
