import type { SignName } from '@app/sky';

/**
 * The natal Sun sign, kept on this device only when the person chooses to (for the offline Today
 * view). Only the sign: no birth date, time or place. The key shares the brand's prefix.
 */
export const natalSunStorageKey = 'moonheart-natal-sun';

// The sign names, here rather than from @app/sky so the astrology page's control does not load the
// ephemeris with the page (it loads lazily).
const signNames: readonly SignName[] = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
];

export const isSignName = (value: unknown): value is SignName => signNames.includes(value as SignName);

function deviceStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Privacy modes and sandboxed frames can refuse storage.
    return undefined;
  }
}

/** The kept Sun sign, or null when none is kept (or the stored value is not a sign). */
export function readNatalSun(storage: Pick<Storage, 'getItem'> | undefined = deviceStorage()): SignName | null {
  try {
    const saved = storage?.getItem(natalSunStorageKey);
    if (!saved) return null;
    const parsed = JSON.parse(saved) as { sign?: unknown } | null;
    return isSignName(parsed?.sign) ? parsed.sign : null;
  } catch {
    return null;
  }
}

/** Keeps the Sun sign on this device; false when the browser refuses. */
export function keepNatalSun(sign: SignName, storage: Pick<Storage, 'setItem'> | undefined = deviceStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(natalSunStorageKey, JSON.stringify({ sign }));
    return true;
  } catch {
    return false;
  }
}

/** Removes the kept Sun sign. */
export function forgetNatalSun(storage: Pick<Storage, 'removeItem'> | undefined = deviceStorage()): void {
  try {
    storage?.removeItem(natalSunStorageKey);
  } catch {
    // Nothing was kept where storage is refused.
  }
}
