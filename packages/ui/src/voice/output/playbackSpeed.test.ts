// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizePlaybackSpeed, speedOptions } from './playbackSpeed';

describe('normalizePlaybackSpeed', () => {
  it.each([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 3, 0.01])('accepts %s', (speed) => {
    expect(normalizePlaybackSpeed(speed)).toBe(speed);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['0', 0],
    ['-1', -1],
    ['3.01', 3.01],
    ['the string "1.5"', '1.5'],
    ['null', null],
    ['undefined', undefined],
  ])('gives 1 for %s', (_, speed) => {
    expect(normalizePlaybackSpeed(speed)).toBe(1);
  });
});

describe('speedOptions', () => {
  it('are the spec 9 options, every one accepted as is', () => {
    expect(speedOptions).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    for (const speed of speedOptions) expect(normalizePlaybackSpeed(speed)).toBe(speed);
  });
});
