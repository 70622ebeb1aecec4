/** A horizontal swipe past this many pixels dismisses a toast. */
export const SWIPE_THRESHOLD = 50;

/**
 * Pixels a pointer may travel before the drag counts as a swipe; below it, a press stays a press
 * (e.g. selecting the toast's text).
 */
const SWIPE_SLOP = 4;

export type SwipeOutcome = 'dismiss' | 'snap-back';

/**
 * Where a horizontal drag of the toast ends: further than the threshold (strictly past it, in
 * either direction) dismisses; anything else snaps back.
 */
export function resolveSwipe(deltaX: number, threshold: number = SWIPE_THRESHOLD): SwipeOutcome {
  return Math.abs(deltaX) > threshold ? 'dismiss' : 'snap-back';
}

/**
 * Whether a pointer movement is a horizontal swipe: it has left the slop and travelled more
 * sideways than up or down (a vertical drag is left to scrolling).
 */
export function isHorizontalSwipe(deltaX: number, deltaY: number): boolean {
  return Math.abs(deltaX) > SWIPE_SLOP && Math.abs(deltaX) > Math.abs(deltaY);
}
