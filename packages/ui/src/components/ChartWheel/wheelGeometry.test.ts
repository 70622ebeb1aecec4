// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { houseMidpoints, pointOnWheel, spreadLongitudes } from './wheelGeometry';

const circularGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
};

describe('pointOnWheel', () => {
  it('puts the ascendant at 9 o’clock and runs the zodiac counter-clockwise', () => {
    expect(pointOnWheel(0, 100)).toEqual({ x: -100, y: -0 });
    // 90° further along the zodiac is the bottom of the wheel (the IC side).
    expect(pointOnWheel(90, 100)).toEqual({ x: -0, y: 100 });
    expect(pointOnWheel(180, 100)).toEqual({ x: 100, y: 0 });
  });

  it('rotates the wheel so that the ascendant is on the left', () => {
    expect(pointOnWheel(123.4, 50, 123.4)).toEqual({ x: -50, y: -0 });
  });
});

describe('spreadLongitudes', () => {
  it('leaves points that are far enough apart where they are', () => {
    expect(spreadLongitudes([10, 100, 200], 6)).toEqual([10, 100, 200]);
  });

  it('pushes a cluster apart to the minimum gap, keeping its order and its centre', () => {
    const spread = spreadLongitudes([12, 10, 11], 6);
    const [b, a, c] = spread as [number, number, number];
    expect(a).toBeLessThan(c);
    expect(c).toBeLessThan(b);
    expect(circularGap(a, c)).toBeGreaterThanOrEqual(5.999);
    expect(circularGap(c, b)).toBeGreaterThanOrEqual(5.999);
    expect((a + b + c) / 3).toBeCloseTo(11, 5);
  });

  it('spreads a cluster across 0° Aries', () => {
    const spread = spreadLongitudes([359, 1], 8);
    expect(circularGap(spread[0] as number, spread[1] as number)).toBeGreaterThanOrEqual(7.999);
    expect(spread[0]).toBeCloseTo(356, 3);
    expect(spread[1]).toBeCloseTo(4, 3);
  });

  it('shares the circle evenly when there are more points than room', () => {
    const spread = spreadLongitudes(
      Array.from({ length: 12 }, () => 50),
      40,
    );
    const sorted = [...spread].sort((x, y) => x - y);
    for (let i = 0; i < sorted.length; i += 1) {
      const gap = circularGap(sorted[i] as number, sorted[(i + 1) % sorted.length] as number);
      expect(gap).toBeGreaterThanOrEqual(29.99);
    }
  });
});

describe('houseMidpoints', () => {
  it('is halfway between a cusp and the next, across 0° Aries too', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    const mids = houseMidpoints(cusps);
    expect(mids[0]).toBe(5);
    expect(mids[11]).toBe(335);
  });
});
