import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CrisisDirectorySchema, crisisCategories } from './crisis';
import { crisisRegionOf, crisisResourcesFor, defaultCrisisDirectory } from './crisisDirectory';

describe('defaultCrisisDirectory', () => {
  it('matches its own schema (the shape a replacement list is checked against)', () => {
    expect(v.is(CrisisDirectorySchema, defaultCrisisDirectory)).toBe(true);
  });

  it('lists each country once, and the international list has an emergency number and a directory', () => {
    const countries = defaultCrisisDirectory.regions.flatMap((region) => region.regions);
    expect(new Set(countries).size).toBe(countries.length);
    const roles = defaultCrisisDirectory.fallback.resources.map((resource) => resource.role);
    expect(roles).toEqual(expect.arrayContaining(['emergency', 'directory']));
  });

  it.each([
    ['US', 'tel:988'],
    ['CA', 'tel:988'],
    ['GB', 'tel:116123'],
    ['IE', 'tel:116123'],
    ['AU', 'tel:131114'],
    ['NZ', 'tel:1737'],
  ])('gives %s its crisis line first (%s)', (region, href) => {
    expect(crisisResourcesFor('suicide', region).resources[0]?.contacts[0]?.href).toBe(href);
  });

  it('refuses a link that is not a call, a text or an https page', () => {
    const bad = structuredClone(defaultCrisisDirectory);
    bad.fallback.resources[0]!.contacts[0]!.href = 'javascript:alert(1)';
    expect(v.is(CrisisDirectorySchema, bad)).toBe(false);
  });
});

describe('crisisResourcesFor', () => {
  it.each(crisisCategories)('gives %s help everywhere, each resource once', (category) => {
    for (const region of [null, ...defaultCrisisDirectory.regions.flatMap((entry) => entry.regions)]) {
      const { resources } = crisisResourcesFor(category, region);
      expect(resources.length).toBeGreaterThan(0);
      const ids = resources.map((resource) => resource.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('puts the emergency number first for a medical emergency, an overdose and danger', () => {
    expect(crisisResourcesFor('medical', 'US').resources[0]?.id).toBe('us-911');
    expect(crisisResourcesFor('overdose', 'US').resources.map((r) => r.id)).toEqual([
      'us-911',
      'us-poison-control',
      'us-988',
      'find-a-helpline',
    ]);
    expect(crisisResourcesFor('danger', 'GB').resources[0]?.id).toBe('gb-999');
  });

  it('puts the abuse lines first for abuse', () => {
    expect(
      crisisResourcesFor('abuse', 'US')
        .resources.slice(0, 3)
        .map((r) => r.id),
    ).toEqual(['us-domestic-violence', 'us-rainn', 'us-911']);
  });

  it('borrows the international resource of a role a country lacks, and names the international list for no country', () => {
    expect(crisisResourcesFor('abuse', 'CA').resources.map((r) => r.id)).toEqual([
      'ca-911',
      'ca-988',
      'find-a-helpline',
    ]);
    expect(crisisResourcesFor('suicide', null)).toMatchObject({ region: null, regionName: 'International' });
    expect(crisisResourcesFor('suicide', 'ZZ')).toMatchObject({ region: null, regionName: 'International' });
  });
});

describe('crisisRegionOf', () => {
  it.each([
    ['en-GB,en;q=0.9', 'GB'],
    ['en-US', 'US'],
    ['fr-CA,fr;q=0.8,en;q=0.5', 'CA'],
    ['en;q=0.9,en-AU;q=0.8', 'AU'],
    ['de-DE,en-IE;q=0.5', 'IE'],
    ['en-ie', 'IE'],
    ['zh-Hant-NZ', 'NZ'],
    ['en-US;q=0.1,en-GB;q=0.9', 'GB'],
    ['en-GB;q=0', null],
    ['en', null],
    ['de-DE', null],
    ['', null],
    [undefined, null],
    ['*', null],
  ])('reads %j as %j', (header, region) => {
    expect(crisisRegionOf(header)).toBe(region);
  });
});
