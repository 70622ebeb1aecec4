/** What kind of sky event a transit list or timeline shows. */
export type SkyEventKind = 'transit' | 'moon-phase' | 'ingress';

/** One event of the sky (a transit to the chart, a Moon phase, an ingress), as plain data. */
export interface SkyEvent {
  /** Stable key within the list. */
  id: string;
  kind: SkyEventKind;
  /** When it is exact; leave out for an aspect in effect now (today's transits). */
  time?: Date;
  /** "Saturn square natal Sun", "Full Moon in Virgo", "Mars enters Leo". */
  title: string;
  /** Distance from exact, in degrees. */
  orb?: number;
  /** True while the aspect is tightening. */
  applying?: boolean;
  /** A short interpretation. */
  interpretation?: string;
  /** Title of the teaching the interpretation comes from. */
  source?: string;
}

/** Fractions (0..1) of a span of time for each event; events outside are clamped to the ends. */
export function timeFractions(times: readonly Date[], start: Date, days: number): number[] {
  const span = days * 86_400_000;
  return times.map((time) => Math.min(1, Math.max(0, (time.getTime() - start.getTime()) / span)));
}

/**
 * Lanes for markers along a line so that markers closer than `minGap` (a fraction of the line)
 * do not overlap: each marker takes the first lane whose last marker is far enough behind; when
 * all `maxLanes` are taken, the lane whose last marker is furthest behind. `fractions` must be
 * sorted ascending.
 */
export function assignLanes(fractions: readonly number[], minGap: number, maxLanes = 4): number[] {
  const lastInLane: number[] = [];
  return fractions.map((fraction) => {
    let lane = lastInLane.findIndex((last) => fraction - last >= minGap);
    if (lane === -1) {
      if (lastInLane.length < maxLanes) lane = lastInLane.length;
      else lane = lastInLane.indexOf(Math.min(...lastInLane));
    }
    lastInLane[lane] = fraction;
    return lane;
  });
}
