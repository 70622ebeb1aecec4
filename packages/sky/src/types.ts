/** The ten bodies of astrology's planets (the Sun and Moon included, as astrologers count them). */
export type Planet =
  | 'Sun'
  | 'Moon'
  | 'Mercury'
  | 'Venus'
  | 'Mars'
  | 'Jupiter'
  | 'Saturn'
  | 'Uranus'
  | 'Neptune'
  | 'Pluto';

/** Every point a chart can hold: the planets, the mean lunar nodes and the two angles. */
export type ChartPoint = Planet | 'North Node' | 'South Node' | 'Ascendant' | 'Midheaven';

export type SignName =
  | 'Aries'
  | 'Taurus'
  | 'Gemini'
  | 'Cancer'
  | 'Leo'
  | 'Virgo'
  | 'Libra'
  | 'Scorpio'
  | 'Sagittarius'
  | 'Capricorn'
  | 'Aquarius'
  | 'Pisces';

export type Element = 'Fire' | 'Earth' | 'Air' | 'Water';
export type Modality = 'Cardinal' | 'Fixed' | 'Mutable';

export interface SignInfo {
  name: SignName;
  glyph: string;
  element: Element;
  modality: Modality;
  /** The traditional-modern ruler (Mars for Aries, Pluto for Scorpio, Uranus for Aquarius, Neptune for Pisces). */
  ruler: Planet;
}

/** A point's place on the tropical zodiac at one instant. */
export interface Position {
  point: ChartPoint;
  /** Geocentric apparent ecliptic longitude of date, degrees in [0, 360). */
  longitude: number;
  sign: SignName;
  /** Degrees into the sign, [0, 30). */
  degreeInSign: number;
  /** Change of longitude, degrees per day (negative when retrograde; 0 for the angles). */
  speed: number;
  retrograde: boolean;
  /** The house (1-12) holding the point, when the chart has houses. */
  house?: number;
}

/** A birth place (the same shape as the contract's `BirthPlace`). */
export interface BirthPlace {
  name: string;
  country: string;
  /** Degrees, north positive. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
  /** IANA time zone name. */
  timeZone: string;
}

export type MoonPhaseName =
  | 'New Moon'
  | 'Waxing Crescent'
  | 'First Quarter'
  | 'Waxing Gibbous'
  | 'Full Moon'
  | 'Waning Gibbous'
  | 'Last Quarter'
  | 'Waning Crescent';

export type QuarterPhaseName = 'New Moon' | 'First Quarter' | 'Full Moon' | 'Last Quarter';

export interface MoonPhaseInfo {
  /** Moon's longitude minus the Sun's, degrees in [0, 360): 0 new, 90 first quarter, 180 full, 270 last quarter. */
  angle: number;
  name: MoonPhaseName;
  /** Illuminated fraction of the disc, 0..1. */
  illumination: number;
}

export interface MoonPhaseEvent {
  phase: QuarterPhaseName;
  time: Date;
  /** The Moon's sign at the instant of the phase. */
  sign: SignName;
}

export type AspectName = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';

export interface AspectKind {
  name: AspectName;
  angle: number;
  /** The largest distance from exact, in degrees, at which the aspect counts (before the luminary allowance). */
  orb: number;
}

export interface Aspect {
  from: ChartPoint;
  to: ChartPoint;
  kind: AspectName;
  /** The aspect's exact angle (0, 60, 90, 120 or 180). */
  exactAngle: number;
  /** Distance from exact, degrees. */
  orb: number;
  /** True while the orb is shrinking. */
  applying: boolean;
}

export interface Ingress {
  point: Planet;
  /** The sign entered. */
  sign: SignName;
  time: Date;
}

export interface SignWindow {
  sign: SignName;
  start: Date;
  end: Date;
}

export interface BirthData {
  /** 'YYYY-MM-DD', the civil date at the birth place. */
  date: string;
  /** 'HH:MM' (24 h) local time at the birth place, when known. */
  time?: string | null;
  place?: BirthPlace | null;
}

export interface Houses {
  /** 'Placidus', or the fallback used ('Porphyry'). */
  system: string;
  /** Longitudes of the cusps of houses 1 to 12 (cusp 1 = ascendant, cusp 10 = midheaven). */
  cusps: number[];
}

export interface NatalChart {
  /** The instant of birth used (local noon when the time is unknown). */
  utc: Date;
  /** True when both a birth time and a place were given (houses and angles are then computed). */
  timeKnown: boolean;
  positions: Position[];
  ascendant?: Position;
  midheaven?: Position;
  houses?: Houses;
  /** Plain-language notes on what was assumed (noon chart, Moon range, house fallback). */
  notes: string[];
}

export type SkyEventKind = 'transit' | 'moon-phase' | 'ingress';

export interface SkyEvent {
  kind: SkyEventKind;
  time: Date;
  title: string;
  /** Transit: [transiting planet, natal point]; moon phase: ['Moon']; ingress: [planet]. */
  points: ChartPoint[];
  aspect?: AspectName;
  orb?: number;
  sign?: SignName;
}

export interface IcsEvent {
  uid: string;
  title: string;
  description?: string;
  start: Date;
  end: Date;
}
