/**
 * Every user-facing string of `@app/contract`, in one catalog. Spec strings are word for word;
 * where the spec says "the assistant", the assistant's name stands in (DECISIONS.md "Names").
 *
 * The brand object lives in `@app/ui` (`brand.assistantName`), which this package must not import
 * (the server uses the contract too). `messages.test.ts` keeps the two names equal.
 */
export const assistantName = 'Selene';

export const contractMessages = {
  /** The one rule for text (`hasControlCharacters`), wherever a field is refused for it. */
  text: {
    controlCharacters: 'Remove the invisible control characters from this field.',
  },
  request: {
    /** Spec 8, generic requests. */
    timeout: 'Request timeout - please check your connection.',
    /** Spec 8, generic requests. */
    network: 'Network error - please check your connection.',
    /** The reason of an aborted request (the user pressed stop). */
    aborted: 'The request was cancelled.',
    /** A reply that does not match the contract: names the endpoint and the field (never shown raw to users). */
    unexpectedReply: (endpoint: string, path: string, issue: string) =>
      `Unexpected reply from ${endpoint}: ${path}: ${issue}`,
    notJson: 'the body is not JSON',
  },
  subscription: {
    /** Spec 4, the status fallback state. */
    required: `A subscription is required to access ${assistantName}. Please sign up with a paid plan.`,
    /** Spec 8, record-usage failure (logged). */
    recordUsageFailed: 'Failed to record prompt usage',
  },
  chat: {
    /** Spec 8: the 429 toast's description when the server sends no message. */
    dailyLimitFallback: `You can only send one message per day to ${assistantName}. Please try again tomorrow.`,
  },
  auth: {
    /** Spec 8, the fallback error texts. */
    loginFailed: 'Login failed',
    registrationFailed: 'Registration failed',
  },
  /** Field errors of the account calls (e-mail, password, deletion); shown beside the field. */
  account: {
    email: 'Enter an e-mail address such as name@example.com.',
    currentPassword: 'Enter your current password.',
    newPassword: 'Enter a new password.',
    token: 'This link is incomplete. Open the link from the e-mail again.',
  },
  /** Field errors of the profile (birth data and onboarding); shown beside the field. */
  profile: {
    displayName: 'Enter a name of at most 80 characters.',
    birthDate: 'Enter a birth date as YYYY-MM-DD.',
    birthDateTooEarly: 'Enter a birth date from 1800 on.',
    birthDateInFuture: 'The birth date cannot be in the future.',
    birthTime: 'Enter a birth time as HH:MM (24 hours).',
    placeName: 'Enter the name of the birth place.',
    placeCountry: 'Enter the country of the birth place (at most 100 characters).',
    latitude: 'The latitude must be a number from -90 to 90.',
    longitude: 'The longitude must be a number from -180 to 180.',
    timeZone: 'Choose a time zone such as Europe/Paris.',
    interests: 'Choose interests among Psychology, Astrology and Esoteric Wisdom.',
    onboardingStep: 'The onboarding step must be a whole number from 0 to 50.',
    onboardingStatus: 'The onboarding status must be not-started, in-progress, completed or skipped.',
  },
  /** Field errors of the help, request and contact forms and the admin inbox (client and server). */
  supportRequest: {
    kind: 'Choose help, request or contact.',
    status: 'Choose open, answered or closed.',
    subjectRequired: 'Enter a subject.',
    subjectTooLong: (max: number) => `Keep the subject to ${max} characters or fewer.`,
    textRequired: 'Enter your message.',
    textTooShort: (min: number) => `Tell us a little more: at least ${min} characters.`,
    textTooLong: (max: number) => `Keep the message to ${max.toLocaleString('en-US')} characters or fewer.`,
    nameRequired: 'Enter your name.',
    nameTooLong: (max: number) => `Keep the name to ${max} characters or fewer.`,
    emailRequired: 'Enter your e-mail address.',
    emailInvalid: 'Enter an e-mail address such as name@example.com.',
    conversation: 'Choose one of your conversations, or none.',
    page: 'The page must be a whole number from 1.',
    replyRequired: 'Write the reply.',
    replyTooLong: (max: number) => `Keep the reply to ${max.toLocaleString('en-US')} characters or fewer.`,
  },
  /** Field errors of the preferences (`/preferences`); shown beside the field. */
  preferences: {
    theme: 'Choose the light or the dark celestial theme.',
    voiceReplies: 'Voice replies are either on or off.',
    speechSpeed: (options: string) => `Choose a speech speed among ${options}.`,
    voice: 'Choose one of the voices offered.',
    timeZone: 'Choose a time zone such as Europe/Paris.',
    preferredName: (min: number, max: number) => `Enter a name of ${min} to ${max} characters.`,
    preferredNameControl: 'The name cannot contain line breaks or other control characters.',
    assistant: 'Choose Selene or Orion.',
  },
  notifications: {
    setting: 'Each notification setting is either on or off.',
  },
  feedback: {
    /** The server answered OK but `success: false`. */
    notRecorded: 'Feedback was not recorded',
  },
  /** The knowledge domains (spec 1, 9): allowed for every tier. */
  domains: {
    psychology: 'Psychology',
    astrology: 'Astrology',
    esotericWisdom: 'Esoteric Wisdom',
  },
  /** Tier names and descriptions (spec 3 "Tier configuration"; DECISIONS "One tier table"). */
  tiers: {
    free: {
      label: 'Free',
      description: `One prompt a day to meet ${assistantName}.`,
    },
    core: {
      label: 'Core',
      description: `75 prompts a day with ${assistantName}, voice replies, the daily planner, the forecast and the Sacred Secretion Calculator.`,
    },
    plus: {
      label: 'Plus',
      description: `75 prompts a day with ${assistantName}, voice replies and e-mail support.`,
    },
    advanced: {
      label: 'Advanced',
      description: `Unlimited prompts, the full astrology page, the forecast, the Sacred Secretion Calculator and priority support.`,
    },
    elite: {
      label: 'Elite',
      description: `Everything in Advanced, for life, with the longest conversations.`,
    },
    /** The display alias of tiers whose limit is never reached (DECISIONS). */
    unlimited: { label: 'Unlimited' },
  },
} as const;

export type ContractMessages = typeof contractMessages;
