import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contractMessages } from '../messages';
import { BirthPlaceSchema, emptyProfile, ProfileSchema, ProfileUpdateSchema } from './profile';

const paris = { name: 'Paris', country: 'France', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' };

describe('ProfileSchema', () => {
  it('reads the empty profile and a full one', () => {
    expect(v.parse(ProfileSchema, emptyProfile)).toEqual(emptyProfile);
    const full = {
      displayName: 'Ada',
      birthDate: '1990-04-29',
      birthTime: '06:45',
      birthPlace: paris,
      interests: ['Astrology', 'Psychology'],
      onboardingStep: 3,
      onboardingStatus: 'completed',
    };
    // Interests come back once each, in the catalogue's order.
    expect(v.parse(ProfileSchema, full)).toEqual({ ...full, interests: ['Psychology', 'Astrology'] });
  });

  it.each([
    ['birthDate', '1990-02-30', contractMessages.profile.birthDate],
    ['birthDate', '1990-4-29', contractMessages.profile.birthDate],
    ['birthDate', '1799-12-31', contractMessages.profile.birthDateTooEarly],
    ['birthDate', '2999-01-01', contractMessages.profile.birthDateInFuture],
    ['birthTime', '24:00', contractMessages.profile.birthTime],
    ['birthTime', '7:05', contractMessages.profile.birthTime],
    ['interests', ['Tarot'], contractMessages.profile.interests],
    ['onboardingStep', -1, contractMessages.profile.onboardingStep],
    ['onboardingStep', 1.5, contractMessages.profile.onboardingStep],
    ['onboardingStatus', 'done', contractMessages.profile.onboardingStatus],
    ['displayName', 'x'.repeat(81), contractMessages.profile.displayName],
  ])('refuses %s = %j with its message', (field, value, message) => {
    const result = v.safeParse(ProfileUpdateSchema, { [field]: value });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it('accepts leap days and clears an emptied name', () => {
    expect(v.parse(ProfileUpdateSchema, { birthDate: '2000-02-29', displayName: '  ' })).toEqual({
      birthDate: '2000-02-29',
      displayName: null,
    });
    expect(v.safeParse(ProfileUpdateSchema, { birthDate: '1900-02-29' }).success).toBe(false);
  });
});

describe('BirthPlaceSchema', () => {
  it.each([
    [{ ...paris, latitude: 91 }, contractMessages.profile.latitude],
    [{ ...paris, longitude: -180.5 }, contractMessages.profile.longitude],
    [{ ...paris, latitude: Number.NaN }, contractMessages.profile.latitude],
    [{ ...paris, timeZone: 'Mars/Olympus' }, contractMessages.profile.timeZone],
    [{ ...paris, timeZone: '+01:00' }, contractMessages.profile.timeZone],
    [{ ...paris, name: ' ' }, contractMessages.profile.placeName],
  ])('refuses %j', (place, message) => {
    const result = v.safeParse(BirthPlaceSchema, place);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it('accepts every coordinate in range with a known zone (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.constantFrom('UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata'),
        (latitude, longitude, timeZone) =>
          v.safeParse(BirthPlaceSchema, { ...paris, latitude, longitude, timeZone }).success,
      ),
    );
  });
});

describe('birth date and time (property)', () => {
  it('accepts exactly the real days from 1800 to 2020', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2020-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => v.safeParse(ProfileUpdateSchema, { birthDate: date.toISOString().slice(0, 10) }).success,
      ),
    );
  });

  it('accepts every HH:MM of the day and nothing past 23:59', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (hours, minutes) => {
        const time = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
        expect(v.safeParse(ProfileUpdateSchema, { birthTime: time }).success).toBe(hours < 24 && minutes < 60);
      }),
    );
  });
});
