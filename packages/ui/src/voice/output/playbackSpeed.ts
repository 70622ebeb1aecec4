/** The speed selector's options. */
export const speedOptions = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Highest accepted playback speed. */
export const maxPlaybackSpeed = 3;

/**
 * Playback speed as accepted: a finite number above 0 and at most 3, else 1.
 * Strings are not numbers here: "1.5" gives 1.
 */
export function normalizePlaybackSpeed(speed: unknown): number {
  return typeof speed === 'number' && Number.isFinite(speed) && speed > 0 && speed <= maxPlaybackSpeed ? speed : 1;
}
