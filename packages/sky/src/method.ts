import { aspectKinds, luminaryOrbAllowance } from './aspects';

const orbList = aspectKinds.map((kind) => `${kind.name} ${kind.angle}° (orb ${kind.orb}°)`).join(', ');

/** How the sky is computed, for the pages to state beside every chart and forecast. */
export const skyMethod = {
  zodiac: 'tropical',
  ephemeris:
    'astronomy-engine 2.1.19 (VSOP87 planets, Pluto by numerical integration, the Moon from the Improved Lunar Ephemeris / Brown theory)',
  houses: 'Placidus (Porphyry beyond 66° latitude, where Placidus is undefined); none without a birth time',
  nodes: 'mean lunar nodes (Meeus, Astronomical Algorithms, eq. 47.7)',
  orbs: `${orbList}; ${luminaryOrbAllowance}° more when the Sun or Moon takes part`,
  description:
    'Positions are geocentric apparent ecliptic longitudes of date (true equinox, corrected for light time, aberration and nutation) in the tropical zodiac, where 0° Aries is the March equinox. ' +
    'The Moon’s nodes are the mean nodes. ' +
    'With a birth time and place, the ascendant and midheaven come from local apparent sidereal time and the true obliquity, and the houses are Placidus (Porphyry beyond 66° latitude). ' +
    'Without a birth time the chart is cast for noon and has no houses. ' +
    `Aspects: ${orbList}; ${luminaryOrbAllowance}° more when the Sun or Moon takes part. ` +
    'Moon phases, sign ingresses and exact transits are searched and timed to within a second.',
} as const;
