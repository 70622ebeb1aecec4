import type { ChartPosition, CityOption, SkyEvent } from '@app/ui';

/**
 * Fixed sky data for the sky widgets' stories: the natal chart of 1990-05-04 14:30 in London and
 * its 30 days of events from 2026-03-14, computed once with @app/sky and written down so that
 * screenshots never change with the ephemeris code.
 */
export const natalPositions: ChartPosition[] = [
  { point: 'Sun', longitude: 43.8258, sign: 'Taurus', degreeInSign: 13.8258, retrograde: false, house: 9 },
  { point: 'Moon', longitude: 165.7281, sign: 'Virgo', degreeInSign: 15.7281, retrograde: false, house: 1 },
  { point: 'Mercury', longitude: 42.9111, sign: 'Taurus', degreeInSign: 12.9111, retrograde: true, house: 9 },
  { point: 'Venus', longitude: 0.4498, sign: 'Aries', degreeInSign: 0.4498, retrograde: false, house: 7 },
  { point: 'Mars', longitude: 340.192, sign: 'Pisces', degreeInSign: 10.192, retrograde: false, house: 6 },
  { point: 'Jupiter', longitude: 97.5527, sign: 'Cancer', degreeInSign: 7.5527, retrograde: false, house: 10 },
  { point: 'Saturn', longitude: 295.3388, sign: 'Capricorn', degreeInSign: 25.3388, retrograde: false, house: 5 },
  { point: 'Uranus', longitude: 279.4103, sign: 'Capricorn', degreeInSign: 9.4103, retrograde: true, house: 4 },
  { point: 'Neptune', longitude: 284.4861, sign: 'Capricorn', degreeInSign: 14.4861, retrograde: true, house: 5 },
  { point: 'Pluto', longitude: 226.4743, sign: 'Scorpio', degreeInSign: 16.4743, retrograde: true, house: 3 },
  { point: 'North Node', longitude: 311.9151, sign: 'Aquarius', degreeInSign: 11.9151, retrograde: true, house: 5 },
  { point: 'South Node', longitude: 131.9151, sign: 'Leo', degreeInSign: 11.9151, retrograde: true, house: 11 },
];

/** The same chart without a birth time: noon positions, no houses. */
export const noonPositions: ChartPosition[] = natalPositions.map(({ house: _house, ...position }) =>
  position.point === 'Moon' ? { ...position, longitude: 161.62, degreeInSign: 11.62 } : position,
);

export const ascendant = 162.0754;
export const midheaven = 66.4086;
export const houseCusps = [
  162.0754, 183.6332, 211.5297, 246.4086, 283.9351, 316.1711, 342.0754, 3.6332, 31.5297, 66.4086, 103.9351, 136.1711,
];

export const natalAspects = [
  { from: 'Sun', to: 'Moon', kind: 'trine' },
  { from: 'Sun', to: 'Mercury', kind: 'conjunction' },
  { from: 'Sun', to: 'Pluto', kind: 'opposition' },
  { from: 'Moon', to: 'Uranus', kind: 'trine' },
  { from: 'Venus', to: 'Uranus', kind: 'square' },
  { from: 'Mars', to: 'Jupiter', kind: 'trine' },
  { from: 'Jupiter', to: 'Saturn', kind: 'opposition' },
];

/** 2026-03-14 00:00 UTC, the start of the fixture forecast. */
export const forecastStart = new Date('2026-03-14T00:00:00Z');
export const fixtureNow = new Date('2026-03-14T09:30:00Z');

const raw: [SkyEvent['kind'], string, string][] = [
  ['transit', '2026-03-14T00:28:57Z', 'Venus square natal Uranus'],
  ['transit', '2026-03-14T12:58:21Z', 'Mars sextile natal Uranus'],
  ['transit', '2026-03-15T01:50:45Z', 'Mercury conjunction natal Mars'],
  ['transit', '2026-03-15T12:48:25Z', 'Mars conjunction natal Mars'],
  ['transit', '2026-03-15T22:21:38Z', 'Sun sextile natal Saturn'],
  ['transit', '2026-03-16T00:56:06Z', 'Venus sextile natal North Node'],
  ['transit', '2026-03-16T14:04:04Z', 'Mercury sextile natal Uranus'],
  ['transit', '2026-03-18T02:42:31Z', 'Venus square natal Neptune'],
  ['transit', '2026-03-18T23:45:07Z', 'Mars sextile natal Mercury'],
  ['moon-phase', '2026-03-19T01:24:05Z', 'New Moon in Pisces'],
  ['transit', '2026-03-20T03:40:17Z', 'Mars sextile natal Sun'],
  ['ingress', '2026-03-20T14:45:36Z', 'Sun enters Aries'],
  ['transit', '2026-03-20T23:50:04Z', 'Mars sextile natal Neptune'],
  ['transit', '2026-03-21T01:37:21Z', 'Sun conjunction natal Venus'],
  ['transit', '2026-03-22T13:46:12Z', 'Mars opposition natal Moon'],
  ['transit', '2026-03-23T12:34:32Z', 'Mars trine natal Pluto'],
  ['moon-phase', '2026-03-25T19:18:16Z', 'First Quarter in Cancer'],
  ['transit', '2026-03-26T21:17:08Z', 'Venus square natal Saturn'],
  ['transit', '2026-03-28T05:33:14Z', 'Sun square natal Jupiter'],
  ['ingress', '2026-03-30T16:00:01Z', 'Venus enters Taurus'],
  ['transit', '2026-03-31T04:26:32Z', 'Jupiter sextile natal Moon'],
  ['moon-phase', '2026-04-02T02:12:36Z', 'Full Moon in Libra'],
  ['ingress', '2026-04-09T19:36:27Z', 'Mars enters Aries'],
  ['moon-phase', '2026-04-10T04:52:18Z', 'Last Quarter in Capricorn'],
];

const interpretations: Record<string, { interpretation: string; source: string }> = {
  'New Moon in Pisces': {
    interpretation: 'A seed time: name one intention quietly and let it grow in the dark before you speak of it.',
    source: 'The lunar cycle',
  },
  'Mars opposition natal Moon': {
    interpretation:
      'Feelings run hot; pause before reacting, and give restless energy to the body rather than to an argument.',
    source: 'Oppositions and projection',
  },
  'Full Moon in Libra': {
    interpretation: 'What began at the New Moon comes to light; balance what you give with what you receive.',
    source: 'The lunar cycle',
  },
};

/** The fixture forecast: 30 days of events (exact at their time, so no orb) with a few interpretations. */
export const forecastEvents: SkyEvent[] = raw.map(([kind, time, title], index) => ({
  id: `event-${index}`,
  kind,
  time: new Date(time),
  title,
  ...interpretations[title],
}));

/** Today's transits to the natal chart (in effect now, so without a time). */
export const todaysTransits: SkyEvent[] = [
  { id: 't1', kind: 'transit', title: 'Mars sextile natal Uranus', orb: 0.21, applying: true },
  { id: 't2', kind: 'transit', title: 'Venus square natal Uranus', orb: 0.3, applying: false },
  {
    id: 't3',
    kind: 'transit',
    title: 'Saturn conjunction natal Mars',
    orb: 2.45,
    applying: true,
    interpretation: 'Slow, steady effort is rewarded; impatience is not.',
    source: 'The Saturn return',
  },
];

export const storyCities: CityOption[] = [
  { name: 'Lagos', country: 'Nigeria', latitude: 6.52, longitude: 3.38, timeZone: 'Africa/Lagos' },
  { name: 'Lima', country: 'Peru', latitude: -12.05, longitude: -77.04, timeZone: 'America/Lima' },
  { name: 'Lisbon', country: 'Portugal', latitude: 38.72, longitude: -9.14, timeZone: 'Europe/Lisbon' },
  { name: 'London', country: 'United Kingdom', latitude: 51.51, longitude: -0.13, timeZone: 'Europe/London' },
  {
    name: 'Los Angeles',
    country: 'United States',
    latitude: 34.05,
    longitude: -118.24,
    timeZone: 'America/Los_Angeles',
  },
  { name: 'Paris', country: 'France', latitude: 48.86, longitude: 2.35, timeZone: 'Europe/Paris' },
  { name: 'Tokyo', country: 'Japan', latitude: 35.68, longitude: 139.69, timeZone: 'Asia/Tokyo' },
];

export const taurusWindows = [
  { start: new Date('2026-03-21T06:35:02Z'), end: new Date('2026-03-23T08:18:34Z') },
  { start: new Date('2026-04-17T15:57:43Z'), end: new Date('2026-04-19T16:17:35Z') },
  { start: new Date('2026-05-15T02:31:03Z'), end: new Date('2026-05-17T02:22:57Z') },
  { start: new Date('2026-06-11T12:28:03Z'), end: new Date('2026-06-13T13:05:57Z') },
];
