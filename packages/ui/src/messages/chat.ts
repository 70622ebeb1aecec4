import { brand } from '../brand';

const assistant = brand.assistantName;

/** Chat input, messages, feedback and suggested prompts (spec 4, 5, 8). */
export const chatMessages = {
  placeholders: {
    loggedOut: `Please log in to chat with ${assistant}`,
    admin: `Ask ${assistant} anything... (Admin access)`,
    trialEnded: 'Free trial ended. Subscribe to continue.',
    dailyLimit: 'Daily limit reached. Try again tomorrow.',
    default: `Ask ${assistant} anything...`,
  },
  send: 'Send',
  stop: 'Stop',
  requestFailed: 'Request failed',
  feedback: {
    errorTitle: 'Feedback Error',
    errorDescription: 'Unable to submit feedback. Please try again.',
    thanksPositive: 'Thanks for the positive feedback!',
    thanksNegative: 'Thanks for your feedback!',
    learning: 'Your preferences are being learned to improve future guidance.',
  },
  careNotice: `${assistant} offers guidance for reflection, not medical, legal or psychological treatment.`,
} as const;
