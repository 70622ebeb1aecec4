// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHorizontalSwipe, resolveSwipe, SWIPE_THRESHOLD } from './swipe';

describe('resolveSwipe (spec 4: threshold 50 px)', () => {
  it('uses 50 px', () => {
    expect(SWIPE_THRESHOLD).toBe(50);
  });

  it.each([
    [0, 'snap-back'],
    [30, 'snap-back'],
    [50, 'snap-back'],
    [-50, 'snap-back'],
    [51, 'dismiss'],
    [-51, 'dismiss'],
    [200, 'dismiss'],
  ] as const)('a drag of %i px ends in %s', (deltaX, outcome) => {
    expect(resolveSwipe(deltaX)).toBe(outcome);
  });
});

describe('isHorizontalSwipe', () => {
  it('waits for a few pixels, then needs more sideways than vertical travel', () => {
    expect(isHorizontalSwipe(3, 0)).toBe(false);
    expect(isHorizontalSwipe(10, 2)).toBe(true);
    expect(isHorizontalSwipe(-10, 2)).toBe(true);
    expect(isHorizontalSwipe(10, 20)).toBe(false);
  });
});
