import { normalizeLongitude } from '../SkyCommon/zodiac';

/**
 * A point on the wheel in SVG coordinates (y grows downwards). Astrological convention: the
 * ascendant sits at the left (9 o'clock) and the zodiac runs counter-clockwise; without an
 * ascendant, 0° Aries takes its place.
 */
export function pointOnWheel(longitude: number, radius: number, ascendant = 0): { x: number; y: number } {
  const angle = ((180 + longitude - ascendant) * Math.PI) / 180;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(radius * Math.cos(angle)), y: round(-radius * Math.sin(angle)) };
}

/** The forward (counter-clockwise) distance from `from` to `to`, 0..360. */
export const arcBetween = (from: number, to: number) => normalizeLongitude(to - from);

/**
 * Display longitudes for glyphs that would overlap: neighbours closer than `minGap` degrees are
 * pushed apart symmetrically until every gap is at least `minGap` (or 360/n when there are too
 * many points), keeping their order around the circle. Returns one longitude per input, in the
 * input's order, in [0, 360).
 */
export function spreadLongitudes(longitudes: readonly number[], minGap: number): number[] {
  const count = longitudes.length;
  if (count < 2) return longitudes.map(normalizeLongitude);
  const gap = Math.min(minGap, 360 / count);
  const order = longitudes.map((longitude, index) => ({ index, longitude: normalizeLongitude(longitude) }));
  order.sort((a, b) => a.longitude - b.longitude || a.index - b.index);
  const spread = order.map((entry) => entry.longitude);
  for (let pass = 0; pass < 500; pass += 1) {
    let moved = false;
    for (let k = 0; k < count; k += 1) {
      const next = (k + 1) % count;
      // The last point's neighbour is the first one, one turn further on.
      const distance = (spread[next] as number) + (next === 0 ? 360 : 0) - (spread[k] as number);
      if (distance < gap - 1e-6) {
        const push = (gap - distance) / 2 + 1e-7;
        spread[k] = (spread[k] as number) - push;
        spread[next] = (spread[next] as number) + push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  const result = new Array<number>(count);
  order.forEach((entry, k) => {
    result[entry.index] = normalizeLongitude(spread[k] as number);
  });
  return result;
}

/** The middle of each house (between cusp i and cusp i+1), for its number. */
export function houseMidpoints(cusps: readonly number[]): number[] {
  return cusps.map((cusp, i) => {
    const next = cusps[(i + 1) % cusps.length] as number;
    return normalizeLongitude(cusp + arcBetween(cusp, next) / 2);
  });
}
