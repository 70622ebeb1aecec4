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
  /** Accessible name of the chat textarea (its label is visually hidden). */
  inputLabel: `Message to ${assistant}`,
  send: 'Send',
  stop: 'Stop',
  requestFailed: 'Request failed',
  feedback: {
    errorTitle: 'Feedback Error',
    errorDescription: 'Unable to submit feedback. Please try again.',
    thanksPositive: 'Thanks for the positive feedback!',
    thanksNegative: 'Thanks for your feedback!',
    learning: 'Your preferences are being learned to improve future guidance.',
    groupLabel: 'Rate this response',
    positiveLabel: 'Helpful',
    negativeLabel: 'Not helpful',
    submitting: 'Sending feedback...',
  },
  /** Eight starting points across the three domains (spec 1); `text` is what gets asked. */
  suggestedPrompts: {
    heading: 'Suggested prompts',
    domains: {
      astrology: 'Astrology',
      psychology: 'Psychology',
      esoteric: 'Esoteric Wisdom',
    },
    items: [
      {
        id: 'natal-chart',
        domain: 'astrology',
        title: 'Read my natal chart',
        text: 'What does my natal chart reveal about my core strengths and the lessons I am here to learn?',
      },
      {
        id: 'transits',
        domain: 'astrology',
        title: 'My current transits',
        text: 'Which planetary transits are shaping my life right now, and how can I work with them rather than against them?',
      },
      {
        id: 'saturn-lessons',
        domain: 'astrology',
        title: 'Saturn lessons',
        text: 'What is Saturn asking of me at this stage of my life, and how can I meet its lessons with patience?',
      },
      {
        id: 'relationships',
        domain: 'psychology',
        title: 'Patterns in my relationships',
        text: 'What patterns keep repeating in my relationships, and what would help me love more freely?',
      },
      {
        id: 'inner-critic',
        domain: 'psychology',
        title: 'Quiet my inner critic',
        text: 'How can I soften my inner critic and speak to myself with more compassion?',
      },
      {
        id: 'shadow-work',
        domain: 'psychology',
        title: 'Begin shadow work',
        text: 'How do I begin shadow work, and which parts of myself might I be hiding from?',
      },
      {
        id: 'moon-phase',
        domain: 'esoteric',
        title: 'Work with the Moon',
        text: 'How can I use the current Moon phase for setting intentions and for honest reflection?',
      },
      {
        id: 'as-above',
        domain: 'esoteric',
        title: 'As above, so below',
        text: 'How can the Hermetic principle "as above, so below" help me make sense of what I am going through?',
      },
    ],
  },
  /** Message history (spec 3, 4): labels, pending and typing states, reply announcements. */
  messageList: {
    historyLabel: (name: string) => `Conversation with ${name}`,
    you: 'You',
    sending: 'Sending...',
    thinking: (name: string) => `${name} is thinking...`,
    jumpToLatest: 'Jump to latest',
    empty: (name: string) => `No messages yet. Ask ${name} anything to begin.`,
    replyAnnouncement: (name: string, text: string) => `${name} replied: ${text}`,
    opensInNewTab: '(opens in a new tab)',
    imageNotShown: (alt: string) => (alt ? `Image not shown: ${alt}` : 'Image not shown'),
  },
  careNotice: `${assistant} offers guidance for reflection, not medical, legal or psychological treatment.`,
} as const;
