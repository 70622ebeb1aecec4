export type { BirthDataDraft, BirthDataFormProps, Interest, OnboardingStep } from './BirthDataForm';
export {
  BirthDataForm,
  emptyBirthData,
  interestNames,
  maxDisplayNameLength,
  onboardingSteps,
} from './BirthDataForm';
export type { StepIndicatorProps } from './StepIndicator';
export { StepIndicator } from './StepIndicator';
