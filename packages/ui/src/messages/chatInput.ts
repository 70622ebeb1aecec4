import { brand } from '../brand';

const assistant = brand.assistantName;
const messageTo = (name: string) => `Message to ${name}`;

/**
 * The chat composer's strings, part of `chatMessages` (`chat.ts`). A file of its own so
 * that ChatInput does not bundle the rest of the chat catalog.
 */
export const chatInputMessages = {
  /** The textarea's placeholder when the app passes none; apps pass their own. */
  placeholder: 'Type a message',
  /** Accessible name of the chat textarea (its label is visually hidden). */
  inputLabel: messageTo(assistant),
  /** The same for the assistant the person chose (e.g. "Message to Orion"). */
  inputLabelFor: messageTo,
  send: 'Send',
  stop: 'Stop',
  careNotice: `${assistant} offers guidance for reflection, not medical, legal or psychological treatment.`,
} as const;
