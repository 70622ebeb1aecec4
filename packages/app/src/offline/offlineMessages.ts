/** The offline Today view's copy (it loads with the offline document, never with the shell). */
export const offlineMessages = {
  documentTitle: 'Today’s sky (offline) · Moonheart',
  title: 'Today’s sky',
  status: {
    offline: 'You’re offline. Today’s sky is computed on this device.',
    online: 'You’re back online. Try again to open Moonheart.',
  },
  tryAgain: 'Try again',
  date: (day: string) => day,
  moon: {
    title: 'The Moon',
    phase: (phase: string) => phase,
    illumination: (percent: number) => `${percent}% lit`,
    sign: (sign: string) => `Moon in ${sign}`,
  },
  sun: {
    title: 'The Sun',
    sign: (sign: string) => `Sun in ${sign}`,
  },
  aspects: {
    title: 'Today’s aspects',
    zone: (zone: string) => `Exact times in your device’s time zone, ${zone}.`,
    none: 'No major aspects between the planets are exact today.',
    item: (from: string, kind: string, to: string) => `${from} ${kind} ${to}`,
    exactAt: (time: string) => `exact at ${time}`,
  },
  natal: {
    title: 'Your Sun sign',
    kept: (sign: string) => `Your Sun is in ${sign}.`,
    keptNote: 'Kept on this device by your choice.',
    sameSign: (sign: string) => `The Sun is in your sign, ${sign}, today.`,
    notKept:
      'Your Sun sign isn’t kept on this device. To see it here offline, choose “Keep my Sun sign on this device” on your Astrology page.',
  },
} as const;
