import { signedDifference } from './signs';
import type { Aspect, AspectKind, AspectName, ChartPoint, Position } from './types';

/**
 * The five Ptolemaic aspects and their orbs (degrees from exact). These are the moderate orbs most
 * modern Western practice uses; the luminaries get `luminaryOrbAllowance` more.
 */
export const aspectKinds: readonly AspectKind[] = [
  { name: 'conjunction', angle: 0, orb: 8 },
  { name: 'sextile', angle: 60, orb: 6 },
  { name: 'square', angle: 90, orb: 7 },
  { name: 'trine', angle: 120, orb: 7 },
  { name: 'opposition', angle: 180, orb: 8 },
];

/** Extra orb, in degrees, when the Sun or the Moon takes part in an aspect. */
export const luminaryOrbAllowance = 2;

const luminaries: ReadonlySet<ChartPoint> = new Set(['Sun', 'Moon']);

/** Pairs that are always in the same relation and so say nothing: the nodes, the angles. */
function isFixedPair(a: ChartPoint, b: ChartPoint): boolean {
  const pair = new Set([a, b]);
  return (
    (pair.has('North Node') && pair.has('South Node')) || (pair.has('Ascendant') && pair.has('Midheaven')) || a === b
  );
}

/** The orb allowed for an aspect kind between two points. */
export function orbFor(kind: AspectKind, a: ChartPoint, b: ChartPoint): number {
  return kind.orb + (luminaries.has(a) || luminaries.has(b) ? luminaryOrbAllowance : 0);
}

/**
 * The aspect (if any) between two positions, the closest kind within orb. `applying` compares the
 * rate at which the separation changes: the orb is shrinking when the separation moves towards the
 * exact angle. Speeds are the positions' own (a natal position passed with speed 0 stays put).
 */
export function aspectBetween(
  a: Position,
  b: Position,
  speedA: number = a.speed,
  speedB: number = b.speed,
): Aspect | null {
  const difference = signedDifference(a.longitude, b.longitude);
  const separation = Math.abs(difference);
  let best: { kind: AspectKind; orb: number } | null = null;
  for (const kind of aspectKinds) {
    const orb = Math.abs(separation - kind.angle);
    if (orb <= orbFor(kind, a.point, b.point) && (!best || orb < best.orb)) best = { kind, orb };
  }
  if (!best) return null;
  // d(separation)/dt = sign(difference) * (speedA - speedB); the orb shrinks when that moves separation towards the angle.
  const separationRate = Math.sign(difference || 1) * (speedA - speedB);
  const orbRate = Math.sign(separation - best.kind.angle) * separationRate;
  const applying = best.orb > 1e-9 && orbRate < 0;
  return {
    from: a.point,
    to: b.point,
    kind: best.kind.name as AspectName,
    exactAngle: best.kind.angle,
    orb: best.orb,
    applying,
  };
}

/** Aspects among one set of positions (e.g. the day's sky), each pair once, tightest first. */
export function aspectsAmong(positions: readonly Position[]): Aspect[] {
  const aspects: Aspect[] = [];
  for (let i = 0; i < positions.length; i++) {
    for (let j = i + 1; j < positions.length; j++) {
      const a = positions[i]!;
      const b = positions[j]!;
      if (isFixedPair(a.point, b.point)) continue;
      const aspect = aspectBetween(a, b);
      if (aspect) aspects.push(aspect);
    }
  }
  return aspects.sort((x, y) => x.orb - y.orb);
}

/**
 * Aspects from transiting positions to natal ones (natal points do not move, so only the transiting
 * speed decides `applying`), tightest first. The transiting angles are skipped (they belong to a place).
 */
export function aspectsBetween(transiting: readonly Position[], natal: readonly Position[]): Aspect[] {
  const aspects: Aspect[] = [];
  for (const moving of transiting) {
    if (moving.point === 'Ascendant' || moving.point === 'Midheaven') continue;
    for (const fixed of natal) {
      const aspect = aspectBetween(moving, fixed, moving.speed, 0);
      if (aspect) aspects.push(aspect);
    }
  }
  return aspects.sort((x, y) => x.orb - y.orb);
}
