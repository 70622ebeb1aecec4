/** Sky area of the catalog: BirthDataForm and StepIndicator. */
export const skyOnboardingMessages = {
  stepsLabel: 'Onboarding steps',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  completed: 'completed',
  current: 'current',
  steps: {
    name: 'Your name',
    birthDate: 'Birth date',
    birthTime: 'Birth time',
    birthPlace: 'Birth place',
    interests: 'Interests',
  },
  intro: {
    name: 'What should we call you?',
    birthDate: 'Your birth date gives your Sun sign and the Moon windows of the Sacred Secretion Calculator.',
    birthTime:
      'With a birth time and place we can add your ascendant and houses. Leave it empty if you do not know it.',
    birthPlace: 'Choose the city closest to where you were born. The list works offline.',
    interests: 'Choose the areas you would like guidance in.',
  },
  nameLabel: 'Name',
  interestsLabel: 'Domains of interest',
  interests: {
    Psychology: 'Psychology',
    Astrology: 'Astrology',
    'Esoteric Wisdom': 'Esoteric Wisdom',
  },
  back: 'Back',
  next: 'Continue',
  finish: 'Finish',
  saving: 'Saving...',
  skip: 'Skip for now',
  saveError: 'Your answers could not be saved. Nothing you typed is lost; please try again.',
} as const;
