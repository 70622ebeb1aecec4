import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../Message/types';

/** What the tracker remembers between renders of the history. */
export interface AnnouncementTracker {
  /** Ids of every message seen so far (never announced twice). */
  seen: Set<string>;
  /** Ids of the stored (non-temporary) messages of the previous render. */
  previousStored: string[];
  /** The previous render had an optimistic message or a reply loading: a reply is awaited. */
  awaitingReply: boolean;
  conversationId: string | undefined;
  started: boolean;
}

export function createAnnouncementTracker(): AnnouncementTracker {
  return { seen: new Set(), previousStored: [], awaitingReply: false, conversationId: undefined, started: false };
}

/** What to announce for one new render of the history. */
export interface AnnouncementStep {
  /** Completed assistant replies that appeared since the last render, oldest first. */
  replies: ChatMessage[];
  /** Optimistic messages that appeared since the last render ("Sending..."). */
  sending: ChatMessage[];
}

const idOf = (message: ChatMessage) => String(message.id);

/**
 * Decides what the history announces when it re-renders with `messages` (pure apart from updating
 * `tracker`). Each completed assistant reply is announced once, when it is appended after the
 * messages already shown. Nothing is announced on the first render (the history on mount), for a
 * different conversation, for older messages loaded above, or for a history that arrives while no
 * reply was awaited (e.g. a conversation fetched after mount).
 */
export function nextAnnouncements(
  tracker: AnnouncementTracker,
  messages: readonly ChatMessage[],
  isLoading = false,
): AnnouncementStep {
  const step: AnnouncementStep = { replies: [], sending: [] };
  const conversationId = [...messages].reverse().find((m) => m.conversationId !== undefined)?.conversationId;
  const conversation = conversationId === undefined ? undefined : String(conversationId);
  const stored = messages.filter((m) => !m.temp).map(idOf);
  const switched =
    conversation !== undefined && tracker.conversationId !== undefined && conversation !== tracker.conversationId;

  // Everything after the last message that was already on screen is new at the end of the list.
  const previous = new Set(tracker.previousStored);
  let lastKnown = -1;
  messages.forEach((m, index) => {
    if (previous.has(idOf(m))) lastKnown = index;
  });
  const continues = lastKnown >= 0 || tracker.awaitingReply;

  if (tracker.started) {
    for (const message of messages.slice(lastKnown + 1)) {
      if (tracker.seen.has(idOf(message))) continue;
      // An optimistic message is always the user's fresh send, whatever came before it.
      if (message.temp) step.sending.push(message);
      else if (!message.isUserMessage && continues && !switched) step.replies.push(message);
    }
  }

  for (const message of messages) tracker.seen.add(idOf(message));
  tracker.previousStored = stored;
  tracker.awaitingReply = isLoading || messages.some((m) => m.temp);
  // An emptied history starts afresh: the next messages may belong to a new conversation.
  if (messages.length === 0) tracker.conversationId = undefined;
  else if (conversation !== undefined) tracker.conversationId = conversation;
  tracker.started = true;
  return step;
}

/** The latest announcement; `key` changes for each one, even when its text repeats. */
export interface Announcement {
  key: number;
  text: string;
}

export interface ReplyAnnouncementOptions {
  isLoading?: boolean;
  /** The text announced for a completed reply. */
  describeReply: (message: ChatMessage) => string;
  /** The text announced when an optimistic message appears. */
  sendingText: string;
}

/**
 * Feeds a visually hidden live region: returns the latest announcement for the history, produced
 * once per completed assistant reply (and once per optimistic message, as "Sending..."), never on
 * a re-render that adds nothing.
 */
export function useReplyAnnouncements(
  messages: readonly ChatMessage[],
  { isLoading = false, describeReply, sendingText }: ReplyAnnouncementOptions,
): Announcement | null {
  const tracker = useRef<AnnouncementTracker | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const describe = useRef(describeReply);
  describe.current = describeReply;

  useEffect(() => {
    tracker.current ??= createAnnouncementTracker();
    const { replies, sending } = nextAnnouncements(tracker.current, messages, isLoading);
    const texts = [...sending.map(() => sendingText), ...replies.map((m) => describe.current(m))];
    if (texts.length > 0) setAnnouncement((last) => ({ key: (last?.key ?? 0) + 1, text: texts.join(' ') }));
  }, [messages, isLoading, sendingText]);

  return announcement;
}
