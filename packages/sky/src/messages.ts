import type { AspectName, ChartPoint, QuarterPhaseName, SignName } from './types';

/** Every sentence @app/sky produces for people to read (chart notes, event titles, the method). */
export const skyMessages = {
  notes: {
    noonChart: (zoneLabel: string) =>
      `Birth time unknown: positions are for 12:00 ${zoneLabel}; houses and the ascendant need the birth time.`,
    noPlace: 'Birth place unknown: the time zone cannot be known, so a noon chart is used and houses are left out.',
    moonRange: (from: string, to: string) => `The Moon moved from ${from} to ${to} during that day.`,
    moonSignUncertain: (first: SignName, second: SignName) =>
      `The Moon changed sign that day, so it was in ${first} or ${second} depending on the birth time.`,
    moonSignCertain: (sign: SignName) => `The Moon was in ${sign} all that day.`,
    polarHouses: (latitude: string) =>
      `Placidus houses cannot be drawn at latitude ${latitude} (beyond the polar circles some degrees of the zodiac never rise); Porphyry houses are used instead.`,
    localTimeUsed: (time: string, zone: string) => `Birth time ${time} read as local time in ${zone}.`,
  },
  events: {
    transit: (moving: ChartPoint, aspect: AspectName, natal: ChartPoint) => `${moving} ${aspect} natal ${natal}`,
    moonPhase: (phase: QuarterPhaseName, sign: SignName) => `${phase} in ${sign}`,
    ingress: (point: ChartPoint, sign: SignName) => `${point} enters ${sign}`,
  },
} as const;
