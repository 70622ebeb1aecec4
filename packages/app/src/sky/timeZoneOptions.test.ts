import type { Profile } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './SacredSecretionPage';

const lisbon = { birthPlace: { name: 'Lisbon', timeZone: 'Europe/Lisbon' } } as unknown as Profile;

describe('the Sacred Secretion time zones', () => {
  it("offer the birth place's zone, the one chosen in preferences, then the device's, each once", () => {
    const [first, second, third] = timeZoneOptions(lisbon, 'UTC', 'Asia/Tokyo');
    expect(first).toEqual({ id: 'Europe/Lisbon', label: 'Birth place: Lisbon (Europe/Lisbon)' });
    expect(second).toEqual({ id: 'Asia/Tokyo', label: 'Your time zone (Asia/Tokyo)' });
    expect(third).toEqual({ id: 'UTC', label: 'This device (UTC)' });
    const ids = timeZoneOptions(lisbon, 'UTC', 'Asia/Tokyo').map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('name a zone once when preferences, device and birth place agree', () => {
    const options = timeZoneOptions(lisbon, 'Europe/Lisbon', 'Europe/Lisbon');
    expect(options.filter((option) => option.id === 'Europe/Lisbon')).toHaveLength(1);
    expect(timeZoneOptions(null, 'UTC', undefined)[0]).toEqual({ id: 'UTC', label: 'This device (UTC)' });
  });
});
