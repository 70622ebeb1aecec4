import type { Profile, ProfileUpdate } from '@app/contract';
import { type BirthDataDraft, onboardingSteps } from '@app/ui';

/** The last step's index; finishing it completes onboarding. */
export const lastOnboardingStep = onboardingSteps.length - 1;

/**
 * What one onboarding step saves: that step's field, and where to resume (the next step). The
 * last step marks onboarding completed.
 */
export function stepUpdate(step: number, draft: BirthDataDraft): ProfileUpdate {
  const progress: ProfileUpdate =
    step >= lastOnboardingStep
      ? { onboardingStep: lastOnboardingStep, onboardingStatus: 'completed' }
      : { onboardingStep: step + 1, onboardingStatus: 'in-progress' };
  switch (onboardingSteps[step]) {
    case 'name':
      return { ...progress, displayName: draft.displayName === '' ? null : draft.displayName };
    case 'birthDate':
      return { ...progress, birthDate: draft.birthDate === '' ? null : draft.birthDate };
    case 'birthTime':
      return { ...progress, birthTime: draft.birthTime === '' ? null : draft.birthTime };
    case 'birthPlace':
      return { ...progress, birthPlace: draft.birthPlace };
    case 'interests':
      return { ...progress, interests: draft.interests };
    default:
      return progress;
  }
}

/** The saved profile as the form's starting draft. */
export function draftOf(profile: Profile): Partial<BirthDataDraft> {
  return {
    displayName: profile.displayName ?? '',
    birthDate: profile.birthDate ?? '',
    birthTime: profile.birthTime ?? '',
    birthPlace: profile.birthPlace,
    interests: [...profile.interests],
  };
}

/** The step to show: the one in the address when valid, else where the profile says to resume. */
export function stepToShow(param: string | undefined, profile: Profile): number {
  const fromParam = param === undefined || param === '' ? Number.NaN : Number(param);
  const step = Number.isInteger(fromParam) ? fromParam : profile.onboardingStep;
  return Math.max(0, Math.min(lastOnboardingStep, step));
}
