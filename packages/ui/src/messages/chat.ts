import { chatInputMessages } from './chatInput';
import { feedbackMessages } from './feedback';
import { messageActionsMessages } from './messageActions';
import { suggestedPromptsMessages } from './suggestedPrompts';

/**
 * Chat input, messages, feedback and suggested prompts. The composer's, the
 * feedback widget's and the suggested prompts' strings live in files of their own, so that each
 * component bundles only its part; this object combines them in the catalog's order.
 */
export const chatMessages = {
  placeholder: chatInputMessages.placeholder,
  /** Accessible name of the chat textarea (its label is visually hidden). */
  inputLabel: chatInputMessages.inputLabel,
  send: chatInputMessages.send,
  stop: chatInputMessages.stop,
  requestFailed: 'Request failed',
  feedback: feedbackMessages,
  /** Copy, regenerate and edit under a message. */
  messageActions: messageActionsMessages,
  /** Eight starting points across the three domains; `text` is what gets asked. */
  suggestedPrompts: suggestedPromptsMessages,
  /** Message history: labels, pending and typing states, reply announcements. */
  messageList: {
    historyLabel: (name: string) => `Conversation with ${name}`,
    you: 'You',
    sending: 'Sending...',
    /** Under a message held while the device is offline. */
    waitingForNetwork: 'Waiting for the connection...',
    thinking: (name: string) => `${name} is thinking...`,
    /** Under a reply that is still arriving. */
    writing: (name: string) => `${name} is writing...`,
    /** Under a reply cut short by Stop. */
    stopped: 'Stopped',
    jumpToLatest: 'Jump to latest',
    empty: (name: string) => `No messages yet. Ask ${name} anything to begin.`,
    replyAnnouncement: (name: string, text: string) => `${name} replied: ${text}`,
    opensInNewTab: '(opens in a new tab)',
    imageNotShown: (alt: string) => (alt ? `Image not shown: ${alt}` : 'Image not shown'),
  },
  careNotice: chatInputMessages.careNotice,
} as const;
