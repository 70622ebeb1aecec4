import { skySignsMessages } from '../../messages/skySigns';

/** The twelve signs of the tropical zodiac, in order from 0° Aries. */
export const zodiacSigns = [
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
] as const;
export type ZodiacSign = (typeof zodiacSigns)[number];

// U+FE0E asks for the text presentation, so that no platform draws the glyphs as emoji.
const text = (glyph: string) => `${glyph}\uFE0E`;

/** Sign glyphs, drawn as text. */
export const signGlyphs: Record<ZodiacSign, string> = {
  Aries: text('♈'),
  Taurus: text('♉'),
  Gemini: text('♊'),
  Cancer: text('♋'),
  Leo: text('♌'),
  Virgo: text('♍'),
  Libra: text('♎'),
  Scorpio: text('♏'),
  Sagittarius: text('♐'),
  Capricorn: text('♑'),
  Aquarius: text('♒'),
  Pisces: text('♓'),
};

/** Glyphs of the chart points; a point not listed is drawn with its first two letters. */
export const pointGlyphs: Record<string, string> = {
  Sun: text('☉'),
  Moon: text('☽'),
  Mercury: text('☿'),
  Venus: text('♀'),
  Mars: text('♂'),
  Jupiter: text('♃'),
  Saturn: text('♄'),
  Uranus: text('♅'),
  Neptune: text('♆'),
  Pluto: text('♇'),
  'North Node': text('☊'),
  'South Node': text('☋'),
  Ascendant: 'AC',
  Midheaven: 'MC',
};

export const glyphOfPoint = (point: string) => pointGlyphs[point] ?? point.slice(0, 2);

export const isZodiacSign = (name: string): name is ZodiacSign => (zodiacSigns as readonly string[]).includes(name);

/** The sign's display name (the catalog's), or the name as given. */
export const signLabel = (sign: string) => (isZodiacSign(sign) ? skySignsMessages[sign] : sign);

/** Longitude reduced to [0, 360). */
export const normalizeLongitude = (longitude: number) => ((longitude % 360) + 360) % 360;

/** Whole degrees and minutes of an angle, minutes truncated so that 29.9999° never reads 29°60′. */
export function degreesAndMinutes(angle: number): { degrees: number; minutes: number } {
  const totalMinutes = Math.floor(Math.abs(angle) * 60 + 1e-9);
  return { degrees: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** "14°07′": a degree within a sign, or an orb. */
export function formatAngle(angle: number): string {
  const { degrees, minutes } = degreesAndMinutes(angle);
  return `${degrees}°${String(minutes).padStart(2, '0')}′`;
}

/** A plain data point of a chart, as `@app/sky` computes it. */
export interface ChartPosition {
  /** "Sun", "Moon", ..., "North Node", "Ascendant". */
  point: string;
  /** Ecliptic longitude, 0..360. */
  longitude: number;
  sign: string;
  /** 0..30 within the sign. */
  degreeInSign: number;
  retrograde: boolean;
  /** 1..12 when the houses are known. */
  house?: number;
}

/** Time zone aware date-time formatting (Intl), e.g. "Sat, Mar 14, 09:30". */
export function formatDateTime(date: Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions = {}) {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    ...options,
  }).format(date);
}

/** The calendar day of `date` in `timeZone`, as YYYY-MM-DD. */
export function dayKey(date: Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, part) => {
      acc[part.type] = part.value;
      return acc;
    }, {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}
