import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../Message/types';

/** What the tracker remembers between renders of the history. */
export interface AnnouncementTracker {
  /** Ids of every message seen so far (never announced twice). */
  seen: Set<string>;
  /** Ids of the stored (non-temporary) messages of the previous render. */
  previousStored: Set<string>;
  /**
   * The previous render had an optimistic message, a reply loading or a reply arriving: a reply is
   * awaited.
   */
  awaitingReply: boolean;
  /** Ids among the last messages that arrived streamed. */
  streamed: Set<string>;
  /**
   * The completed streamed replies among the previous render's last messages, by id: a host may
   * swap a streamed reply for its stored copy (a new id, the same text), which is not a new reply.
   */
  recentReplies: Map<string, string>;
  conversationId: string | undefined;
  started: boolean;
}

export function createAnnouncementTracker(): AnnouncementTracker {
  return {
    seen: new Set(),
    previousStored: new Set(),
    awaitingReply: false,
    streamed: new Set(),
    recentReplies: new Map(),
    conversationId: undefined,
    started: false,
  };
}

/** How many of the last messages are remembered to recognise a reply swapped for its stored copy. */
const recentWindow = 4;

/** What to announce for one new render of the history. */
export interface AnnouncementStep {
  /** Completed assistant replies that appeared since the last render, oldest first. */
  replies: ChatMessage[];
  /** Optimistic messages that appeared since the last render ("Sending..."). */
  sending: ChatMessage[];
}

const idOf = (message: ChatMessage) => String(message.id);
/** A reply still arriving: not complete, not announced yet. */
const isArriving = (message: ChatMessage) => Boolean(message.streaming) && !message.isUserMessage;

/**
 * Decides what the history announces when it re-renders with `messages` (pure apart from updating
 * `tracker`). Each completed assistant reply is announced once, when it is appended after the
 * messages already shown. A reply still arriving (`streaming`) is not complete: it is announced
 * once, when it stops streaming (finished or stopped), never piece by piece, and not again when
 * the host swaps it for its stored copy (a new id, the same text). Nothing is announced on the
 * first render (the history on mount), for a different conversation, for older messages loaded
 * above, or for a history that arrives while no reply was awaited (e.g. a conversation fetched
 * after mount).
 */
export function nextAnnouncements(
  tracker: AnnouncementTracker,
  messages: readonly ChatMessage[],
  isLoading = false,
): AnnouncementStep {
  const step: AnnouncementStep = { replies: [], sending: [] };
  // One pass for the ids: this runs on every update of a long history (a send, each streamed piece).
  const ids = messages.map(idOf);
  let conversationId: ChatMessage['conversationId'];
  for (let index = messages.length - 1; index >= 0 && conversationId === undefined; index -= 1)
    conversationId = messages[index]?.conversationId;
  const conversation = conversationId === undefined ? undefined : String(conversationId);
  const switched =
    conversation !== undefined && tracker.conversationId !== undefined && conversation !== tracker.conversationId;

  // Everything after the last message that was already on screen is new at the end of the list.
  let lastKnown = -1;
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    if (tracker.previousStored.has(ids[index] as string)) {
      lastKnown = index;
      break;
    }
  }
  const continues = lastKnown >= 0 || tracker.awaitingReply;

  if (tracker.started) {
    const swapped = new Set<string>();
    // A swapped reply sat at the end: look for it from there.
    for (const [id, content] of tracker.recentReplies) if (ids.lastIndexOf(id) === -1) swapped.add(content);
    for (let index = lastKnown + 1; index < messages.length; index += 1) {
      const message = messages[index] as ChatMessage;
      if (isArriving(message) || tracker.seen.has(ids[index] as string)) continue;
      // An optimistic message is always the user's fresh send, whatever came before it.
      if (message.temp) step.sending.push(message);
      else if (!message.isUserMessage && continues && !switched && !swapped.has(message.content))
        step.replies.push(message);
    }
  }

  // A reply still arriving is neither stored nor seen: it is not complete yet.
  const stored = new Set<string>();
  let awaiting = isLoading;
  messages.forEach((message, index) => {
    const id = ids[index] as string;
    // A host may reuse one id for each reply it streams: while it arrives it is new again.
    if (isArriving(message)) {
      tracker.seen.delete(id);
      awaiting = true;
    } else {
      tracker.seen.add(id);
      if (message.temp) awaiting = true;
      else stored.add(id);
    }
  });
  const tail = messages.slice(-recentWindow);
  tracker.streamed = new Set(tail.filter((m) => isArriving(m) || tracker.streamed.has(idOf(m))).map(idOf));
  tracker.recentReplies = new Map(
    tail
      .filter((m) => tracker.streamed.has(idOf(m)) && !m.isUserMessage && !m.temp && !isArriving(m))
      .map((m) => [idOf(m), m.content]),
  );
  tracker.previousStored = stored;
  tracker.awaitingReply = awaiting;
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
 * once per completed assistant reply (a streamed one when it stops streaming), and once per
 * optimistic message, as "Sending...", never on a re-render that adds nothing.
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
    // A send that ended with no reply (a limit, a failure, Stop) leaves nothing "Sending...": the
    // host says what happened in its own words.
    else if (!tracker.current.awaitingReply) {
      setAnnouncement((last) => (last && last.text === sendingText ? null : last));
    }
  }, [messages, isLoading, sendingText]);

  return announcement;
}
