import { aspectKinds } from './aspects';
import { astroTime, millisecondsPerDay, planetLongitude } from './ephemeris';
import { skyMessages } from './messages';
import { moonPhasesBetween } from './moon';
import { normalizeDegrees, planets, signedDifference, signIndex, signIndexOf, signs } from './signs';
import type { Ingress, Planet, Position, SignName, SignWindow, SkyEvent } from './types';

/** Root searches stop when the bracket is narrower than this: the instant is then known to within half a second. */
export const searchResolutionMs = 1000;

/**
 * Sampling steps, in days, for each body: small enough that a body cannot pass a sign boundary (or
 * an aspect point) and come back between two samples, except at a station within a few arc-minutes
 * of the boundary.
 */
const samplingStepDays: Record<Planet, number> = {
  Sun: 1,
  Moon: 0.25,
  Mercury: 0.5,
  Venus: 1,
  Mars: 1,
  Jupiter: 2,
  Saturn: 2,
  Uranus: 3,
  Neptune: 3,
  Pluto: 3,
};

function longitudeAt(planet: Planet, ms: number): number {
  return planetLongitude(planet, astroTime(new Date(ms)));
}

/**
 * The instant in [startMs, endMs] where `offset` (a signed angle in (-180, 180], continuous across
 * the bracket) crosses zero, given opposite signs at the ends. Regula falsi with the Illinois
 * modification (a few evaluations instead of bisection's seventeen), stopping when the estimate's
 * time error (|offset| over the local rate) or the bracket is under a quarter of the resolution.
 */
export function findCrossing(offset: (ms: number) => number, startMs: number, endMs: number): number {
  let low = startMs;
  let high = endMs;
  let fLow = offset(low);
  let fHigh = offset(high);
  if (fLow === 0) return low;
  if (fHigh === 0) return high;
  let retained = 0;
  for (let iteration = 0; iteration < 100 && high - low > searchResolutionMs / 4; iteration++) {
    const rate = (fHigh - fLow) / (high - low);
    const estimate = Math.min(high, Math.max(low, low - fLow / rate));
    const fEstimate = offset(estimate);
    if (Math.abs(fEstimate / rate) < searchResolutionMs / 4) return Math.round(estimate);
    if (fEstimate < 0 === fHigh < 0) {
      high = estimate;
      fHigh = fEstimate;
      // Illinois: halve the end that stayed put twice, so the bracket closes from both sides.
      if (retained === -1) fLow /= 2;
      retained = -1;
    } else {
      low = estimate;
      fLow = fEstimate;
      if (retained === 1) fHigh /= 2;
      retained = 1;
    }
  }
  return Math.round((low + high) / 2);
}

interface Sample {
  ms: number;
  longitude: number;
}

/** A planet's longitude sampled from start to end (both included) at its sampling step. */
function sampleLongitudes(planet: Planet, startMs: number, endMs: number): Sample[] {
  const step = samplingStepDays[planet] * millisecondsPerDay;
  const samples: Sample[] = [];
  for (let ms = startMs; ; ms += step) {
    const at = Math.min(ms, endMs);
    samples.push({ ms: at, longitude: longitudeAt(planet, at) });
    if (at >= endMs) break;
  }
  return samples;
}

function checkRange(from: Date, to: Date): [number, number] {
  const startMs = from.getTime();
  const endMs = to.getTime();
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) throw new RangeError('Invalid date');
  return [startMs, endMs];
}

/** Sign ingresses of one planet between consecutive samples, kept when startMs <= time < endMs. */
function ingressesInSamples(planet: Planet, samples: readonly Sample[], startMs: number, endMs: number): Ingress[] {
  const ingresses: Ingress[] = [];
  for (let i = 1; i < samples.length; i++) {
    const before = samples[i - 1]!;
    const after = samples[i]!;
    const fromSign = signIndexOf(before.longitude);
    const toSign = signIndexOf(after.longitude);
    if (fromSign === toSign) continue;
    const forward = signedDifference(after.longitude, before.longitude) > 0;
    const boundary = forward ? toSign * 30 : fromSign * 30;
    const ms = findCrossing((t) => signedDifference(longitudeAt(planet, t), boundary), before.ms, after.ms);
    if (ms < startMs || ms >= endMs) continue;
    ingresses.push({ point: planet, sign: signs[toSign]!.name, time: new Date(ms) });
  }
  return ingresses;
}

/**
 * Every sign ingress of the given planets (default all ten) with from <= time < to, sorted by time,
 * each found to within a second. A retrograde planet backing into the previous sign counts as an
 * ingress into that sign.
 */
export function ingressesBetween(from: Date, to: Date, points: readonly Planet[] = planets): Ingress[] {
  const [startMs, endMs] = checkRange(from, to);
  if (endMs <= startMs) return [];
  return points
    .flatMap((planet) => ingressesInSamples(planet, sampleLongitudes(planet, startMs, endMs), startMs, endMs))
    .sort((a, b) => a.time.getTime() - b.time.getTime());
}

/** The longest the Moon stays in one sign is about 2.7 days; search this far either side for a window's ends. */
const moonSignSpanMs = 3 * millisecondsPerDay;

/**
 * The spells when the Moon is in `sign` that overlap [from, to), in order, with their true start and
 * end (a spell under way at `from` keeps its real start), each end found to within a second.
 */
export function moonSignWindows(sign: SignName, from: Date, to: Date): SignWindow[] {
  const [startMs, endMs] = checkRange(from, to);
  const target = signIndex(sign);
  if (endMs <= startMs) return [];
  const ingresses = ingressesBetween(new Date(startMs - moonSignSpanMs), new Date(endMs + moonSignSpanMs), ['Moon']);
  const windows: SignWindow[] = [];
  for (let i = 0; i < ingresses.length - 1; i++) {
    const entry = ingresses[i]!;
    if (entry.sign !== signs[target]!.name) continue;
    const exit = ingresses[i + 1]!;
    if (exit.time.getTime() > startMs && entry.time.getTime() < endMs) {
      windows.push({ sign, start: entry.time, end: exit.time });
    }
  }
  return windows;
}

export interface TransitEventOptions {
  /** Include the transiting Moon's aspects and sign ingresses (many a month); default false. */
  includeMoon?: boolean;
}

/**
 * The significant sky events of the `days` days from `from`, sorted by time:
 * - exact transits: each time a transiting planet (the Sun, Mercury to Pluto; the Moon only with
 *   `includeMoon`) reaches an exact conjunction, sextile, square, trine or opposition to a natal point;
 * - the four principal Moon phases, with the Moon's sign;
 * - the planets' sign ingresses (the Moon's only with `includeMoon`).
 * Each instant is found by bisection to within a second.
 */
export function transitEvents(
  natal: readonly Position[],
  from: Date,
  days: number,
  options: TransitEventOptions = {},
): SkyEvent[] {
  if (!Number.isFinite(days) || days < 0) throw new RangeError(`transitEvents: days must be >= 0, got ${days}`);
  const startMs = from.getTime();
  if (Number.isNaN(startMs)) throw new RangeError('Invalid date');
  const endMs = startMs + days * millisecondsPerDay;
  const moving = planets.filter((planet) => planet !== 'Moon' || options.includeMoon);
  const events: SkyEvent[] = [];

  // Every longitude that makes an exact aspect to a natal point: natal ± the aspect angle. An aspect
  // to the South Node is always the mirror of one to the North Node, so only the North Node is used.
  const hasNorthNode = natal.some((point) => point.point === 'North Node');
  const natalPoints = natal.filter((point) => !(hasNorthNode && point.point === 'South Node'));
  const ingresses: Ingress[] = [];
  const targets = natalPoints.flatMap((point) =>
    aspectKinds.flatMap((kind) => {
      const longitudes = new Set([
        normalizeDegrees(point.longitude + kind.angle),
        normalizeDegrees(point.longitude - kind.angle),
      ]);
      return [...longitudes].map((longitude) => ({ natal: point.point, kind: kind.name, longitude }));
    }),
  );

  for (const planet of moving) {
    const samples = sampleLongitudes(planet, startMs, endMs);
    ingresses.push(...ingressesInSamples(planet, samples, startMs, endMs));
    for (let i = 1; i < samples.length; i++) {
      const before = samples[i - 1]!;
      const after = samples[i]!;
      for (const target of targets) {
        const d0 = signedDifference(before.longitude, target.longitude);
        const d1 = signedDifference(after.longitude, target.longitude);
        // A true crossing changes sign near zero; a jump between +180 and -180 is the far side.
        if (d0 < 0 === d1 < 0 || Math.abs(d0) > 90 || Math.abs(d1) > 90) continue;
        const ms = findCrossing((t) => signedDifference(longitudeAt(planet, t), target.longitude), before.ms, after.ms);
        if (ms < startMs || ms >= endMs) continue;
        events.push({
          kind: 'transit',
          time: new Date(ms),
          title: skyMessages.events.transit(planet, target.kind, target.natal),
          points: [planet, target.natal],
          aspect: target.kind,
          orb: 0,
          sign: signs[signIndexOf(target.longitude)]!.name,
        });
      }
    }
  }

  for (const phase of moonPhasesBetween(new Date(startMs), new Date(endMs))) {
    events.push({
      kind: 'moon-phase',
      time: phase.time,
      title: skyMessages.events.moonPhase(phase.phase, phase.sign),
      points: ['Moon'],
      sign: phase.sign,
    });
  }

  for (const ingress of ingresses) {
    events.push({
      kind: 'ingress',
      time: ingress.time,
      title: skyMessages.events.ingress(ingress.point, ingress.sign),
      points: [ingress.point],
      sign: ingress.sign,
    });
  }

  return events.sort((a, b) => a.time.getTime() - b.time.getTime() || a.title.localeCompare(b.title));
}
