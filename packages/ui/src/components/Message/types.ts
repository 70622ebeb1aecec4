import type { CrisisCardContent } from '../CrisisCard/types';

/**
 * A chat message as a chat API returns it (e.g. in a send's reply). Optimistic
 * local messages carry `temp: true` and use the send time in milliseconds as `id`.
 */
export interface ChatMessage {
  /** Server id, or the send time in milliseconds for an optimistic message. */
  id: string | number;
  conversationId?: string | number;
  /** The text: plain text from the user, markdown from the assistant. */
  content: string;
  isUserMessage: boolean;
  /** ISO time the message was sent. */
  timestamp?: string;
  /** ISO time the message was sent (older name of `timestamp`, read when `timestamp` is absent). */
  sentAt?: string;
  /** An optimistic message that the server has not stored yet: shown as pending. */
  temp?: boolean;
  /**
   * With `temp`: the device is offline and the message is held until the connection returns,
   * shown as pending with "Waiting for the connection..." in place of "Sending...".
   */
  waitingForNetwork?: boolean;
  /**
   * A reply still arriving: its markdown renders as it grows, with a "Selene is writing..." cue and
   * `aria-busy`, no actions yet, and it is announced once, when `streaming` turns off.
   */
  streaming?: boolean;
  /** A reply cut short by Stop: shown as it was when stopped, with a small "Stopped" note. */
  stopped?: boolean;
  /** A crisis reply: shown as a `CrisisCard` with the help as links, in place of its markdown. */
  crisis?: CrisisCardContent;
  /** The persona that wrote a reply (e.g. Orion): its name is shown as the reply's author in place of `assistantName`. */
  persona?: { name: string };
}
