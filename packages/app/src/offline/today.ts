import {
  type AspectName,
  aspectKinds,
  formatInTimeZone,
  isValidTimeZone,
  type MoonPhaseName,
  moonPhaseAt,
  type Planet,
  planets,
  positionOf,
  positionsAt,
  type SignName,
  signedDifference,
  zonedDateTimeToUtc,
} from '@app/sky';

/** One exact aspect between two planets during the day. */
export interface DayAspect {
  from: Planet;
  to: Planet;
  kind: AspectName;
  /** The instant the aspect is exact (to within a minute). */
  exact: Date;
}

/** Today's sky as the offline view shows it: computed on the device, the same for everyone in a zone. */
export interface TodaySky {
  /** The local day, `YYYY-MM-DD`, in `timeZone`. */
  day: string;
  timeZone: string;
  moon: { phase: MoonPhaseName; illumination: number; sign: SignName };
  sunSign: SignName;
  /** The day's exact major aspects between the planets, in time order. */
  aspects: DayAspect[];
}

const hourMs = 3_600_000;
/** Exact times are refined to this: the view shows minutes. */
const exactResolutionMs = 30_000;

/** The device's zone, or UTC when the browser does not name a valid one. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

function dayKeyOf(date: Date, timeZone: string): string {
  return formatInTimeZone(date, timeZone, { locale: 'en-CA', year: 'numeric', month: '2-digit', day: '2-digit' });
}

function nextDayKey(dayKey: string): string {
  const next = new Date(`${dayKey}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The planets' separations that make an exact aspect: 0, ±60, ±90, ±120, 180 (as longitudes of a − b). */
const aspectTargets = aspectKinds.flatMap((kind) =>
  [...new Set([kind.angle, (360 - kind.angle) % 360])].map((separation) => ({ kind: kind.name, separation })),
);

/** How far a − b is from a target separation, signed, in (-180, 180]: zero when exact. */
const deviation = (a: number, b: number, separation: number) => signedDifference(signedDifference(a, b), separation);

/**
 * The day's exact aspects between planets in [start, end). Longitudes are sampled hourly (no pair
 * separates by more than about a degree an hour, the Moon included), a sign change of the deviation
 * near zero brackets the instant, and bisection on the ephemeris finds it.
 */
export function exactAspectsBetween(start: number, end: number): DayAspect[] {
  const samples: { ms: number; longitudes: Map<Planet, number> }[] = [];
  for (let ms = start; ms < end + hourMs; ms += hourMs) {
    const at = Math.min(ms, end);
    const longitudes = new Map<Planet, number>();
    for (const position of positionsAt(new Date(at)))
      if ((planets as readonly string[]).includes(position.point))
        longitudes.set(position.point as Planet, position.longitude);
    samples.push({ ms: at, longitudes });
    if (at === end) break;
  }
  const found: DayAspect[] = [];
  for (let i = 0; i < planets.length; i++) {
    for (let j = i + 1; j < planets.length; j++) {
      const from = planets[i]!;
      const to = planets[j]!;
      const exactDeviation = (ms: number, separation: number) =>
        deviation(positionOf(from, new Date(ms)).longitude, positionOf(to, new Date(ms)).longitude, separation);
      for (const target of aspectTargets) {
        for (let k = 1; k < samples.length; k++) {
          const before = samples[k - 1]!;
          const after = samples[k]!;
          const d0 = deviation(before.longitudes.get(from)!, before.longitudes.get(to)!, target.separation);
          const d1 = deviation(after.longitudes.get(from)!, after.longitudes.get(to)!, target.separation);
          // A true crossing is small on both sides; a jump between +180 and -180 is the far side.
          if (d0 < 0 === d1 < 0 || Math.abs(d0) > 10 || Math.abs(d1) > 10) continue;
          let low = before.ms;
          let high = after.ms;
          let lowValue = exactDeviation(low, target.separation);
          while (high - low > exactResolutionMs) {
            const middle = (low + high) / 2;
            const value = exactDeviation(middle, target.separation);
            if (value < 0 === lowValue < 0) {
              low = middle;
              lowValue = value;
            } else high = middle;
          }
          const exact = Math.round((low + high) / 2);
          if (exact >= start && exact < end) found.push({ from, to, kind: target.kind, exact: new Date(exact) });
        }
      }
    }
  }
  return found.sort((a, b) => a.exact.getTime() - b.exact.getTime());
}

/** Today's sky for the local day containing `now` in `timeZone`: the Moon and Sun now, the day's exact aspects. */
export function computeToday(now: Date, timeZone: string): TodaySky {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const day = dayKeyOf(now, zone);
  const start = zonedDateTimeToUtc(day, '00:00', zone).getTime();
  const end = zonedDateTimeToUtc(nextDayKey(day), '00:00', zone).getTime();
  const phase = moonPhaseAt(now);
  return {
    day,
    timeZone: zone,
    moon: { phase: phase.name, illumination: phase.illumination, sign: positionOf('Moon', now).sign },
    sunSign: positionOf('Sun', now).sign,
    aspects: exactAspectsBetween(start, end),
  };
}
