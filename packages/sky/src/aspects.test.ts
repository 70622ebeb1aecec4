import { describe, expect, it } from 'vitest';
import { aspectKinds, aspectsAmong, aspectsBetween, luminaryOrbAllowance, orbFor } from './aspects';
import { makePosition } from './positions';
import type { ChartPoint } from './types';

const at = (point: ChartPoint, longitude: number, speed = 0) => makePosition(point, longitude, speed);

describe('aspectKinds', () => {
  it('are the five Ptolemaic aspects with orbs 8/6/7/7/8 and 2° more for the luminaries', () => {
    expect(aspectKinds.map((kind) => [kind.name, kind.angle, kind.orb])).toEqual([
      ['conjunction', 0, 8],
      ['sextile', 60, 6],
      ['square', 90, 7],
      ['trine', 120, 7],
      ['opposition', 180, 8],
    ]);
    expect(orbFor(aspectKinds[2]!, 'Moon', 'Mars')).toBe(7 + luminaryOrbAllowance);
    expect(orbFor(aspectKinds[2]!, 'Venus', 'Mars')).toBe(7);
  });
});

describe('aspectsAmong', () => {
  it('finds each aspect across the 0° Aries seam with its orb', () => {
    const [aspect] = aspectsAmong([at('Mars', 355), at('Venus', 3)]);
    expect(aspect).toMatchObject({ from: 'Mars', to: 'Venus', kind: 'conjunction', exactAngle: 0 });
    expect(aspect!.orb).toBeCloseTo(8, 9);
  });

  it('respects the orbs: a 6.5° sextile is out, a 7.5° square to the Moon is in', () => {
    expect(aspectsAmong([at('Mars', 0), at('Venus', 66.5)])).toEqual([]);
    const [square] = aspectsAmong([at('Moon', 0), at('Saturn', 97.5)]);
    expect(square?.kind).toBe('square');
  });

  it('says applying when the faster planet moves towards exact, separating otherwise', () => {
    // Mars at 10° moving 0.7°/day towards a square with Saturn at 102° (orb 2°, shrinking).
    const [applying] = aspectsAmong([at('Mars', 10, 0.7), at('Saturn', 102, 0.03)]);
    expect(applying).toMatchObject({ kind: 'square', applying: true });
    const [separating] = aspectsAmong([at('Mars', 14, 0.7), at('Saturn', 102, 0.03)]);
    expect(separating).toMatchObject({ kind: 'square', applying: false });
    // Retrograde Mercury backing towards a conjunction with the Sun behind it.
    const [retro] = aspectsAmong([at('Sun', 100, 1), at('Mercury', 104, -0.5)]);
    expect(retro).toMatchObject({ kind: 'conjunction', applying: true });
  });

  it('skips the always-opposite nodes and sorts tightest first', () => {
    const aspects = aspectsAmong([at('North Node', 10), at('South Node', 190), at('Sun', 11), at('Moon', 133)]);
    expect(aspects.some((a) => a.from === 'North Node' && a.to === 'South Node')).toBe(false);
    expect(aspects.map((a) => a.orb)).toEqual([...aspects.map((a) => a.orb)].sort((x, y) => x - y));
    expect(aspects[0]).toMatchObject({ from: 'North Node', to: 'Sun', kind: 'conjunction' });
  });
});

describe('aspectsBetween', () => {
  it('uses only the transiting speed: natal points stay put', () => {
    const natal = [at('Venus', 200, 1.2)];
    const [aspect] = aspectsBetween([at('Mars', 108, 0.5)], natal);
    // Mars at 108 moving forward, natal Venus at 200: square (92°) with the separation shrinking.
    expect(aspect).toMatchObject({ from: 'Mars', to: 'Venus', kind: 'square', applying: true });
    expect(aspect!.orb).toBeCloseTo(2, 9);
  });
});
