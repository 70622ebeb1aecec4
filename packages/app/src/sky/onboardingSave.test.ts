// @vitest-environment node
import type { Profile } from '@app/contract';
import { emptyBirthData } from '@app/ui';
import { describe, expect, it } from 'vitest';
import { draftOf, stepToShow, stepUpdate } from './onboardingSave';

const profile: Profile = {
  displayName: 'Ana',
  birthDate: '1990-05-04',
  birthTime: null,
  birthPlace: null,
  interests: ['Astrology'],
  onboardingStep: 2,
  onboardingStatus: 'in-progress',
};

describe('stepUpdate', () => {
  it('saves the step’s field and the next step to resume at', () => {
    expect(stepUpdate(0, { ...emptyBirthData, displayName: 'Ana' })).toEqual({
      displayName: 'Ana',
      onboardingStep: 1,
      onboardingStatus: 'in-progress',
    });
    expect(stepUpdate(2, { ...emptyBirthData, birthTime: '' })).toEqual({
      birthTime: null,
      onboardingStep: 3,
      onboardingStatus: 'in-progress',
    });
  });

  it('completes onboarding on the last step', () => {
    expect(stepUpdate(4, { ...emptyBirthData, interests: ['Psychology'] })).toEqual({
      interests: ['Psychology'],
      onboardingStep: 4,
      onboardingStatus: 'completed',
    });
  });
});

describe('stepToShow', () => {
  it.each([
    [undefined, 2],
    ['', 2],
    ['0', 0],
    ['4', 4],
    ['9', 4],
    ['-1', 0],
    ['two', 2],
  ])('address step %j shows step %i', (param, step) => {
    expect(stepToShow(param, profile)).toBe(step);
  });
});

describe('draftOf', () => {
  it('turns nulls into empty fields', () => {
    expect(draftOf(profile)).toEqual({
      displayName: 'Ana',
      birthDate: '1990-05-04',
      birthTime: '',
      birthPlace: null,
      interests: ['Astrology'],
    });
  });
});
