/**
 * @app/sky: the real sky for Moonheart. Tropical zodiac, geocentric apparent positions of date from
 * astronomy-engine, mean lunar nodes, Placidus houses, aspects, Moon phases, ingresses, transit
 * searches, time-zone helpers, calendar export and an offline city list.
 */

export { aspectBetween, aspectKinds, aspectsAmong, aspectsBetween, luminaryOrbAllowance, orbFor } from './aspects';
export { cities, searchCities, searchKey } from './cities';
export { anglesAt, anglesFromRamc, houseCusps, houseOf, porphyryCusps } from './houses';
export { escapeIcsText, foldIcsLine, formatIcsUtc, toIcs } from './ics';
export { skyMessages } from './messages';
export { skyMethod } from './method';
export { moonPhaseAt, moonPhasesBetween } from './moon';
export { natalChart } from './natal';
export { positionOf, positionsAt, retrogradesAt } from './positions';
export type { TransitEventOptions } from './search';
export { ingressesBetween, moonSignWindows, transitEvents } from './search';
export { formatDegree, normalizeDegrees, planetGlyphs, planets, signedDifference, signOf, signs } from './signs';
export type { FormatInTimeZoneOptions } from './timezone';
export { formatInTimeZone, isValidTimeZone, timeZoneOffsetMs, zonedDateTimeToUtc } from './timezone';
export type {
  Aspect,
  AspectKind,
  AspectName,
  BirthData,
  BirthPlace,
  ChartPoint,
  Element,
  Houses,
  IcsEvent,
  Ingress,
  Modality,
  MoonPhaseEvent,
  MoonPhaseInfo,
  MoonPhaseName,
  NatalChart,
  Planet,
  Position,
  QuarterPhaseName,
  SignInfo,
  SignName,
  SignWindow,
  SkyEvent,
  SkyEventKind,
} from './types';
