import { describe, expect, it } from 'vitest';
import * as sky from './index';

describe('@app/sky public API', () => {
  it('exports every name the team brief agreed, as the right kind of value', () => {
    const functions = [
      'signOf',
      'formatDegree',
      'positionsAt',
      'positionOf',
      'moonPhaseAt',
      'moonPhasesBetween',
      'aspectsAmong',
      'aspectsBetween',
      'retrogradesAt',
      'ingressesBetween',
      'moonSignWindows',
      'natalChart',
      'transitEvents',
      'zonedDateTimeToUtc',
      'formatInTimeZone',
      'toIcs',
      'searchCities',
    ] as const;
    const api: Record<string, unknown> = { ...sky };
    for (const name of functions) expect(typeof api[name], name).toBe('function');
    expect(sky.signs).toHaveLength(12);
    expect(sky.planets).toHaveLength(10);
    expect(Object.keys(sky.planetGlyphs)).toHaveLength(14);
    expect(sky.aspectKinds).toHaveLength(5);
    expect(sky.cities.length).toBeGreaterThan(300);
  });

  it('keeps its export list stable (update deliberately when the API grows)', () => {
    expect(Object.keys(sky).sort()).toMatchInlineSnapshot(`
      [
        "anglesAt",
        "anglesFromRamc",
        "aspectBetween",
        "aspectKinds",
        "aspectsAmong",
        "aspectsBetween",
        "cities",
        "escapeIcsText",
        "foldIcsLine",
        "formatDegree",
        "formatIcsUtc",
        "formatInTimeZone",
        "houseCusps",
        "houseOf",
        "ingressesBetween",
        "isValidTimeZone",
        "luminaryOrbAllowance",
        "moonPhaseAt",
        "moonPhasesBetween",
        "moonSignWindows",
        "natalChart",
        "normalizeDegrees",
        "orbFor",
        "planetGlyphs",
        "planets",
        "porphyryCusps",
        "positionOf",
        "positionsAt",
        "retrogradesAt",
        "searchCities",
        "searchKey",
        "signOf",
        "signedDifference",
        "signs",
        "skyMessages",
        "skyMethod",
        "timeZoneOffsetMs",
        "toIcs",
        "transitEvents",
        "zonedDateTimeToUtc",
      ]
    `);
  });
});

describe('skyMethod', () => {
  it('states the zodiac, ephemeris, houses, nodes and orbs the pages display', () => {
    expect(sky.skyMethod.zodiac).toBe('tropical');
    expect(sky.skyMethod.ephemeris).toMatch(/astronomy-engine/);
    expect(sky.skyMethod.houses).toMatch(/Placidus/);
    expect(sky.skyMethod.nodes).toMatch(/mean/);
    expect(sky.skyMethod.orbs).toContain('square 90° (orb 7°)');
    expect(sky.skyMethod.description).toMatch(/tropical zodiac/);
  });
});
