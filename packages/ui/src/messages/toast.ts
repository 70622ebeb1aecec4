import { brand } from '../brand';
import { askOutcomeMessages } from './askOutcome';
import { toastRegionMessages } from './toastRegion';

const assistant = brand.assistantName;

/**
 * Toasts named by the spec (sections 4, 5, 8), word for word; "the assistant" is the brand's name.
 * The region's strings and the ask outcomes live in files of their own (`toastRegion.ts`,
 * `askOutcome.ts`) so that the Toaster and the daily planner bundle only what they show.
 */
export const toastMessages = {
  ...toastRegionMessages,
  sessionExpired: { title: 'Session Expired', description: 'Please log in again to continue.' },
  connectionError: {
    title: 'Connection Error',
    description: 'Unable to start a conversation. Please refresh the page or try again later.',
  },
  dailyLimitReached: {
    title: 'Daily Limit Reached',
    description: `You can only send one message per day to ${assistant}. Please try again tomorrow.`,
  },
  responseStopped: { title: 'Response stopped', description: 'The AI response has been cancelled.' },
  subscriptionRequired: {
    title: 'Subscription Required',
    description: (tiers: string, currentTier: string | null | undefined) =>
      `This feature requires a ${tiers} subscription or higher. Your current tier: ${currentTier || 'none'}`,
  },
  loginFailed: { title: 'Login Failed', description: 'Please check your credentials and try again' },
  registrationFailed: { title: 'Registration Failed', description: 'Registration failed' },
  feedbackError: { title: 'Feedback Error', description: 'Unable to submit feedback. Please try again.' },
  ...askOutcomeMessages,
  knowledgeLoadError: { title: 'Error', description: 'Failed to load knowledge data. Please try again.' },
  teachingUploadError: { title: 'Error', description: 'Failed to upload teaching' },
  loggedOutLocally: { title: 'Logged out locally' },
  voiceRecognitionError: { title: 'Voice Recognition Error' },
  voiceInputError: { title: 'Voice Input Error' },
} as const;
