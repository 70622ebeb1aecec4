// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  clampStarCount,
  createStarfieldScene,
  deviceScore,
  drawStarfieldFrame,
  seededRandom,
  starfieldConfig,
} from './starfieldScene';

describe('deviceScore', () => {
  it.each([
    [{}, 'medium'],
    [{ hardwareConcurrency: 1 }, 'low'],
    [{ hardwareConcurrency: 2 }, 'low'],
    [{ hardwareConcurrency: 4 }, 'medium'],
    [{ hardwareConcurrency: 8 }, 'high'],
    [{ hardwareConcurrency: 16, deviceMemory: 8 }, 'high'],
    [{ hardwareConcurrency: 8, deviceMemory: 4 }, 'medium'],
    [{ hardwareConcurrency: 8, deviceMemory: 2 }, 'low'],
    [{ deviceMemory: 0.5 }, 'low'],
    [{ deviceMemory: 8 }, 'medium'],
    [{ hardwareConcurrency: 12, saveData: true }, 'low'],
    [{ hardwareConcurrency: Number.NaN, deviceMemory: 0 }, 'medium'],
  ] as const)('%o -> %s', (signals, score) => {
    expect(deviceScore(signals)).toBe(score);
  });
});

describe('starfieldConfig (spec 9: particles 20/50/100, frame target 30/60, 50 to 200 stars)', () => {
  it.each([
    ['low', 50, 20, 30],
    ['medium', 100, 50, 60],
    ['high', 200, 100, 60],
  ] as const)('score %s: %i stars, %i particles, %i fps', (score, starCount, particleCount, frameTarget) => {
    expect(starfieldConfig(score)).toEqual({ score, starCount, particleCount, frameTarget, animate: true });
  });

  it('scores device signals', () => {
    expect(starfieldConfig({ hardwareConcurrency: 2 })).toMatchObject({ score: 'low', starCount: 50, frameTarget: 30 });
    expect(starfieldConfig({ hardwareConcurrency: 8, deviceMemory: 8 })).toMatchObject({
      score: 'high',
      starCount: 200,
      particleCount: 100,
    });
  });

  it('reduced motion keeps the sky but draws it still', () => {
    expect(starfieldConfig({ hardwareConcurrency: 8, reducedMotion: true })).toEqual({
      score: 'high',
      starCount: 200,
      particleCount: 100,
      frameTarget: 60,
      animate: false,
    });
  });

  it.each([
    [10, 50],
    [49.4, 50],
    [50, 50],
    [120.6, 121],
    [200, 200],
    [2000, 200],
    [Number.NaN, 50],
  ])('a star count override of %d is clamped to %i', (starCount, expected) => {
    expect(starfieldConfig({ score: 'medium', starCount }).starCount).toBe(expected);
    expect(clampStarCount(starCount)).toBe(expected);
  });
});

describe('createStarfieldScene', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = createStarfieldScene(200, 100, 7);
    const b = createStarfieldScene(200, 100, 7);
    const c = createStarfieldScene(200, 100, 8);
    expect(a).toEqual(b);
    expect(a.stars.x).not.toEqual(c.stars.x);
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });

  it('places every star and particle inside the unit square', () => {
    const { stars, particles } = createStarfieldScene(200, 100, 3);
    expect(stars.x).toHaveLength(200);
    expect(particles.y).toHaveLength(100);
    for (const value of [...stars.x, ...stars.y, ...particles.x, ...particles.y]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('drawStarfieldFrame', () => {
  const fakeContext = () => ({ clearRect: vi.fn(), fillRect: vi.fn(), globalAlpha: 1, fillStyle: '' });

  it('clears once and draws every star and particle in the theme colour', () => {
    const ctx = fakeContext();
    drawStarfieldFrame(ctx, createStarfieldScene(120, 50), 800, 600, '#fdf6d8', 0);
    expect(ctx.clearRect).toHaveBeenCalledOnce();
    expect(ctx.clearRect).toHaveBeenCalledWith(0, 0, 800, 600);
    expect(ctx.fillRect).toHaveBeenCalledTimes(170);
    expect(ctx.fillStyle).toBe('#fdf6d8');
    expect(ctx.globalAlpha).toBe(1);
    for (const [x, y] of ctx.fillRect.mock.calls as number[][]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(800);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThan(600);
    }
  });

  it('is a pure function of time: the same time gives the same frame', () => {
    const scene = createStarfieldScene(50, 20);
    const a = fakeContext();
    const b = fakeContext();
    drawStarfieldFrame(a, scene, 100, 100, 'white', 12.5);
    drawStarfieldFrame(b, scene, 100, 100, 'white', 12.5);
    expect(a.fillRect.mock.calls).toEqual(b.fillRect.mock.calls);
    const c = fakeContext();
    drawStarfieldFrame(c, scene, 100, 100, 'white', 30);
    expect(c.fillRect.mock.calls).not.toEqual(a.fillRect.mock.calls);
  });

  it('keeps the script per frame well under 1 ms for 200 stars and 100 particles', () => {
    const scene = createStarfieldScene(200, 100);
    const ctx = { clearRect() {}, fillRect() {}, globalAlpha: 1, fillStyle: '' };
    const frames = 500;
    const start = performance.now();
    for (let i = 0; i < frames; i++) drawStarfieldFrame(ctx, scene, 1280, 800, '#fff', i / 60);
    expect((performance.now() - start) / frames).toBeLessThan(1);
  });
});
