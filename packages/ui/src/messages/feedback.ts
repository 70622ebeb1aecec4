/** The feedback widget's strings, `chatMessages.feedback` (`chat.ts`). */
export const feedbackMessages = {
  errorTitle: 'Feedback Error',
  errorDescription: 'Unable to submit feedback. Please try again.',
  thanksPositive: 'Thanks for the positive feedback!',
  thanksNegative: 'Thanks for your feedback!',
  learning: 'Your preferences are being learned to improve future guidance.',
  groupLabel: 'Rate this response',
  positiveLabel: 'Helpful',
  negativeLabel: 'Not helpful',
  submitting: 'Sending feedback...',
} as const;
