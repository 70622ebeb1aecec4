import {
  type Aspect,
  aspectsAmong,
  aspectsBetween,
  type BirthPlace,
  type MoonPhaseInfo,
  moonPhaseAt,
  natalChart,
  type Planet,
  type Position,
  planets,
  positionOf,
  positionsAt,
  retrogradesAt,
  zonedDateTimeToUtc,
} from '@app/sky';

/** The user's natal luminaries (and the rest of the chart) as far as the birth data allows. */
export interface NatalReading {
  sun: Position;
  /** The Moon; its sign is certain only when `moonSignCertain`. */
  moon: Position;
  moonSignCertain: boolean;
  timeKnown: boolean;
  positions: Position[];
  ascendant?: Position;
  /** Today's planets to the natal planets, tightest first. */
  transits: Aspect[];
}

/** The sky at one instant, as Selene reads it. */
export interface SkyReading {
  at: Date;
  sun: Position;
  moon: Position;
  phase: MoonPhaseInfo;
  /** Sun to Pluto (the nodes left out). */
  positions: Position[];
  /** Aspects among the planets, tightest first. */
  aspects: Aspect[];
  retrogrades: Planet[];
  natal?: NatalReading;
}

export interface BirthInput {
  birthDate?: string | null;
  birthTime?: string | null;
  birthPlace?: BirthPlace | null;
}

const hour = 3_600_000;
const isPlanet = (point: string): point is Planet => (planets as readonly string[]).includes(point);

type NatalChartReading = Omit<NatalReading, 'transits'>;

/** The natal reading, or undefined when no usable birth date is given. */
export function readNatal(birth: BirthInput, transiting?: Position[]): NatalReading | undefined {
  const chart = readNatalChart(birth);
  if (!chart) return undefined;
  return { ...chart, transits: transiting ? aspectsBetween(transiting, chart.positions) : [] };
}

function readNatalChart(birth: BirthInput): NatalChartReading | undefined {
  if (!birth.birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birth.birthDate)) return undefined;
  let chart: ReturnType<typeof natalChart>;
  try {
    chart = natalChart({ date: birth.birthDate, time: birth.birthTime ?? null, place: birth.birthPlace ?? null });
  } catch {
    // A malformed time or zone should not cost the user their reading: fall back to the date alone.
    chart = natalChart({ date: birth.birthDate, time: null, place: null });
  }
  const positions = chart.positions.filter((position) => isPlanet(position.point));
  const sun = positions.find((position) => position.point === 'Sun')!;
  const moon = positions.find((position) => position.point === 'Moon')!;
  let moonSignCertain = chart.timeKnown;
  if (!chart.timeKnown) {
    // Without a time the Moon may have changed sign during the birth day (it moves about 13° a day).
    const zone = birth.birthPlace?.timeZone ?? 'UTC';
    const margin = birth.birthPlace ? 0 : 14 * hour;
    const dayStart = zonedDateTimeToUtc(birth.birthDate, '00:00', zone).getTime() - margin;
    const dayEnd = dayStart + 24 * hour + 2 * margin;
    moonSignCertain = positionOf('Moon', new Date(dayStart)).sign === positionOf('Moon', new Date(dayEnd)).sign;
  }
  return {
    sun,
    moon,
    moonSignCertain,
    timeKnown: chart.timeKnown,
    positions,
    ...(chart.ascendant ? { ascendant: chart.ascendant } : {}),
  };
}

/** The sky at `at`, with the natal chart and today's transits to it when a birth date is known. */
export function readSky(at: Date, birth: BirthInput = {}): SkyReading {
  const sky = readSkyWithoutNatal(at);
  const natal = readNatal(birth, sky.positions);
  return { ...sky, ...(natal ? { natal } : {}) };
}

function readSkyWithoutNatal(at: Date): Omit<SkyReading, 'natal'> {
  const positions = positionsAt(at).filter((position) => isPlanet(position.point));
  const sun = positions.find((position) => position.point === 'Sun')!;
  const moon = positions.find((position) => position.point === 'Moon')!;
  return {
    at,
    sun,
    moon,
    phase: moonPhaseAt(at),
    positions,
    aspects: aspectsAmong(positions),
    retrogrades: retrogradesAt(at),
  };
}

const minuteMs = 60_000;
/** The last minute's sky: every reply in the same minute reads the same one. */
let minuteSky: { minute: number; sky: Omit<SkyReading, 'natal'> } | undefined;
/** Birth charts already computed (a chart depends on the birth data alone), oldest first. */
const natalCharts = new Map<string, NatalChartReading | undefined>();
const maxNatalCharts = 500;

/**
 * `readSky` at the start of `at`'s minute, memoised: within a minute the Moon moves under 0.01°, so
 * the sky is computed once a minute and each birth chart once (up to the last 500), instead of on
 * every reply. The answer is the same for every `at` in one minute. Callers must not change it.
 */
export function readSkyForMinute(at: Date, birth: BirthInput = {}): SkyReading {
  const minute = Math.floor(at.getTime() / minuteMs);
  if (minuteSky?.minute !== minute) minuteSky = { minute, sky: readSkyWithoutNatal(new Date(minute * minuteMs)) };
  const sky = minuteSky.sky;
  const key = birth.birthDate
    ? JSON.stringify([birth.birthDate, birth.birthTime ?? null, birth.birthPlace ?? null])
    : undefined;
  if (key === undefined) return sky;
  let chart = natalCharts.get(key);
  if (!natalCharts.has(key)) {
    chart = readNatalChart(birth);
    if (natalCharts.size >= maxNatalCharts) natalCharts.delete(natalCharts.keys().next().value as string);
    natalCharts.set(key, chart);
  }
  return chart ? { ...sky, natal: { ...chart, transits: aspectsBetween(sky.positions, chart.positions) } } : sky;
}

/** "Mars square Saturn (1.2°, applying)". */
export function describeAspect(aspect: Aspect, natal = false): string {
  const target = natal ? `natal ${aspect.to}` : aspect.to;
  return `${aspect.from} ${aspect.kind} ${target} (${aspect.orb.toFixed(1)}°, ${aspect.applying ? 'applying' : 'separating'})`;
}

/** Aspects worth naming: the Moon's fleeting ones only when tight, the rest within a few degrees. */
export function notableAspects(aspects: readonly Aspect[], limit: number): Aspect[] {
  return aspects
    .filter((aspect) => (aspect.from === 'Moon' || aspect.to === 'Moon' ? aspect.orb <= 2 : aspect.orb <= 3))
    .slice(0, limit);
}

/** A plain-text summary of the sky for an external model's system prompt. */
export function skySummary(sky: SkyReading): string {
  const lines = [
    `Date and time (UTC): ${sky.at.toISOString()}`,
    `Sun in ${sky.sun.sign} ${sky.sun.degreeInSign.toFixed(0)}°; Moon in ${sky.moon.sign} ${sky.moon.degreeInSign.toFixed(0)}°, ${sky.phase.name} (${Math.round(sky.phase.illumination * 100)}% lit).`,
    `Positions: ${sky.positions.map((p) => `${p.point} ${p.sign} ${p.degreeInSign.toFixed(0)}°${p.retrograde ? ' R' : ''}`).join(', ')}.`,
    `Retrograde: ${sky.retrogrades.length > 0 ? sky.retrogrades.join(', ') : 'none'}.`,
    `Notable aspects: ${
      notableAspects(sky.aspects, 6)
        .map((a) => describeAspect(a))
        .join('; ') || 'none within 3°'
    }.`,
  ];
  if (sky.natal) {
    lines.push(
      `User's natal Sun: ${sky.natal.sun.sign}; natal Moon: ${sky.natal.moonSignCertain ? sky.natal.moon.sign : `uncertain (birth time unknown; near ${sky.natal.moon.sign})`}${sky.natal.ascendant ? `; Ascendant ${sky.natal.ascendant.sign}` : ''}.`,
      `Transits to the natal chart: ${
        sky.natal.transits
          .slice(0, 5)
          .map((a) => describeAspect(a, true))
          .join('; ') || 'none tight'
      }.`,
    );
  } else {
    lines.push("The user's birth data is not known.");
  }
  return lines.join('\n');
}
