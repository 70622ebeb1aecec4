import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from 'react-aria-components';
import { brand } from '../../brand';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { chatMessages } from '../../messages/chat';
import { Loader } from '../Loader';
import { formatMessageDay, messageDate, messageDayKey, type TimestampOptions } from '../Message/formatTimestamp';
import { Message } from '../Message/Message';
import { currentOrigin } from '../Message/SafeMarkdown';
import type { ChatMessage } from '../Message/types';
import * as styles from './MessageList.css';
import { markdownToPlainText } from './markdownToPlainText';
import { useReplyAnnouncements } from './useReplyAnnouncements';

const strings = chatMessages.messageList;

/** Within this many pixels of the end, the reader counts as "at the latest message". */
export const atLatestThreshold = 48;

export interface MessageListProps extends TimestampOptions {
  /** The conversation, oldest first. */
  messages: readonly ChatMessage[];
  /**
   * A reply is being written: shows the typing indicator after the last message (not while the
   * last message is a reply that is already arriving, `streaming`). @default false
   */
  isLoading?: boolean;
  /**
   * Extra controls under each stored assistant message (the feedback widget's or `MessageActions`'
   * slot); not under a reply still arriving. Keep it stable (`useCallback`): rows re-render when it
   * changes, and with a stable one a growing reply re-renders its own row only.
   */
  renderMessageActions?: (message: ChatMessage) => ReactNode;
  /**
   * Extra controls under each stored message of the user, e.g. `MessageActions` with "Edit
   * question" under the last one (return null for the others). Keep it stable, as above.
   */
  renderUserMessageActions?: (message: ChatMessage) => ReactNode;
  /** @default brand.assistantName ("Selene") */
  assistantName?: string;
  /** Write each message's time yourself; overrides `locale` and `timeZone` for times. Keep it stable. */
  formatTime?: (date: Date) => string;
  /** Write the day shown above each day's first message yourself. Keep it stable. */
  formatDay?: (date: Date) => string;
  /**
   * The product's own origin: the only origin a reply's images may load from. @default
   * window.location.origin
   */
  allowedImageOrigin?: string | null;
  /**
   * Render only the messages in view. `'auto'` virtualises from `virtualizeThreshold` messages.
   * @default 'auto'
   */
  virtualize?: boolean | 'auto';
  /** Message count from which `virtualize: 'auto'` virtualises. @default 60 */
  virtualizeThreshold?: number;
  /** Shown when there are no messages and no reply is loading. @default "No messages yet. ..." */
  emptyState?: ReactNode;
  /** Accessible name of the history. @default "Conversation with Selene" */
  label?: string;
  /** Layout-only escape hatch; the list fills its parent's height. */
  className?: string;
}

interface DayLabel {
  iso: string;
  text: string;
}

type Row =
  | { kind: 'message'; key: string; message: ChatMessage; position: number; day: DayLabel | null }
  | { kind: 'typing'; key: string };

/**
 * What the rows remember between renders, so that a growing reply costs one message's work and
 * not the whole history's: each message's calendar day (by message object, as long as the time
 * zone is the same) and each day's label.
 */
interface DayCache {
  timeZone: string | undefined;
  locale: string | undefined;
  formatDay: ((date: Date) => string) | undefined;
  keys: WeakMap<ChatMessage, string | null>;
  labels: Map<string, DayLabel>;
}

function dayCacheFor(
  cache: DayCache | null,
  timeZone: string | undefined,
  locale: string | undefined,
  formatDay: ((date: Date) => string) | undefined,
): DayCache {
  if (cache && cache.timeZone === timeZone && cache.locale === locale && cache.formatDay === formatDay) return cache;
  return { timeZone, locale, formatDay, keys: new WeakMap(), labels: new Map() };
}

interface ScrollApi {
  scrollToEnd: (behavior: ScrollBehavior) => void;
}

const typingKey = 'typing-indicator';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/**
 * The attribute on the list's scrolling log. A page rendered on a server can scroll the elements
 * carrying it to their end before its script runs, so the first paint shows the latest message:
 * `for (const log of document.querySelectorAll(`[${opensAtEndAttribute}]`)) log.scrollTop = log.scrollHeight`.
 */
export const opensAtEndAttribute = 'data-opens-at-end';

/**
 * The conversation history: a named `role="log"` that stays pinned to the newest message while
 * the reader is there (also while a streamed reply grows), offers "Jump to latest" when they have
 * scrolled up, shows a typing indicator while a reply loads, virtualises long histories, and
 * announces each completed reply once (a streamed one when it stops streaming) through a visually
 * hidden live region. A growing reply re-renders and re-parses its own row only.
 *
 * @example
 * ```tsx
 * const replyActions = useCallback((m: ChatMessage) => <MessageActions message={m} />, []);
 * <MessageList messages={messages} isLoading={sending} renderMessageActions={replyActions} />
 * ```
 */
export function MessageList({
  messages,
  isLoading = false,
  renderMessageActions,
  renderUserMessageActions,
  assistantName = brand.assistantName,
  locale,
  timeZone,
  formatTime,
  formatDay,
  allowedImageOrigin = currentOrigin(),
  virtualize = 'auto',
  virtualizeThreshold = 60,
  emptyState,
  label,
  className,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser needs the scroll element when it mounts; a child's effects run before the
  // parent's ref is attached, so the element is also kept in state.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroll = useCallback((node: HTMLDivElement | null) => {
    scrollRef.current = node;
    setScrollElement(node);
  }, []);
  const contentRef = useRef<HTMLDivElement>(null);
  const virtualApi = useRef<ScrollApi | null>(null);
  const isVirtual = virtualize === 'auto' ? messages.length >= virtualizeThreshold : virtualize;

  const days = useRef<DayCache | null>(null);
  const lastMessage = messages[messages.length - 1];
  // A reply already arriving is its own cue: no typing indicator after it.
  const showTyping = isLoading && !(lastMessage && !lastMessage.isUserMessage && lastMessage.streaming);

  const rows = useMemo<Row[]>(() => {
    const cache = dayCacheFor(days.current, timeZone, locale, formatDay);
    days.current = cache;
    const list: Row[] = [];
    let previousDay: string | null = null;
    messages.forEach((message, index) => {
      let key = cache.keys.get(message);
      let date: Date | null = null;
      if (key === undefined) {
        date = messageDate(message);
        key = date ? messageDayKey(date, { timeZone }) : null;
        cache.keys.set(message, key);
      }
      let day: DayLabel | null = null;
      if (key !== null) {
        if (key !== previousDay) {
          day = cache.labels.get(key) ?? null;
          if (!day) {
            date ??= messageDate(message) as Date;
            day = { iso: key, text: formatDay ? formatDay(date) : formatMessageDay(date, { locale, timeZone }) };
            cache.labels.set(key, day);
          }
        }
        previousDay = key;
      }
      list.push({ kind: 'message', key: `message-${message.id}`, message, position: index + 1, day });
    });
    if (showTyping) list.push({ kind: 'typing', key: typingKey });
    return list;
  }, [messages, showTyping, locale, timeZone, formatDay]);

  // --- Pinned to the latest message -------------------------------------------------------------
  const pinned = useRef(true);
  // Set while we scroll to the end ourselves: positions on the way there do not unpin.
  const seeking = useRef(false);
  // Where our last instant scroll put the list. Its scroll event comes a frame later, when the box
  // may have changed again (a panel opening above): that event is ours, not the reader leaving.
  const ownTop = useRef<number | null>(null);
  const [atLatest, setAtLatest] = useState(true);

  const readPosition = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const atEnd = el.scrollHeight - el.scrollTop - el.clientHeight <= atLatestThreshold;
    if (ownTop.current !== null && Math.abs(el.scrollTop - ownTop.current) < 1) {
      if (pinned.current && !atEnd) {
        el.scrollTop = el.scrollHeight;
        ownTop.current = el.scrollTop;
      }
      return;
    }
    ownTop.current = null;
    if (!atEnd && seeking.current) return;
    if (atEnd) seeking.current = false;
    pinned.current = atEnd;
    setAtLatest(atEnd);
  }, []);

  const scrollToLatest = useCallback((behavior: ScrollBehavior = 'auto') => {
    const el = scrollRef.current;
    if (!el) return;
    pinned.current = true;
    seeking.current = true;
    setAtLatest(true);
    if (virtualApi.current) virtualApi.current.scrollToEnd(behavior);
    else if (typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight, behavior });
    else el.scrollTop = el.scrollHeight;
    ownTop.current = behavior === 'smooth' ? null : el.scrollTop;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= atLatestThreshold) seeking.current = false;
  }, []);

  // The reader taking the wheel (or keys, touch, the scrollbar) ends any scroll of ours.
  const userScrolls = useCallback(() => {
    seeking.current = false;
    ownTop.current = null;
  }, []);

  const empty = rows.length === 0;
  const lastRow = rows[rows.length - 1];
  const lastKey = lastRow?.key;
  const previousLastKey = useRef(lastKey);
  const previousLastMessageId = useRef(lastMessage?.id);

  // On mount (and when the rendering mode or scroll element changes): start at the latest.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run only when the rendering mode changes.
  useLayoutEffect(() => {
    if (pinned.current) scrollToLatest('auto');
  }, [isVirtual, scrollElement, scrollToLatest]);

  // Something new at the end: follow it if the reader is at the latest, or if it is their own
  // message (sending brings them back to the conversation's end).
  useLayoutEffect(() => {
    const grew = previousLastKey.current !== lastKey;
    // Checked on the last message, not the last row: the typing indicator may follow a send.
    const ownMessage = Boolean(lastMessage?.isUserMessage) && previousLastMessageId.current !== lastMessage?.id;
    previousLastKey.current = lastKey;
    previousLastMessageId.current = lastMessage?.id;
    if ((grew && pinned.current) || ownMessage) scrollToLatest('auto');
  }, [lastKey, lastMessage, scrollToLatest]);

  // A reply arriving grows in place: a reader at the latest keeps following its end (a reader who
  // scrolled up is left where they are).
  const growingText = lastMessage?.streaming ? lastMessage.content : null;
  useLayoutEffect(() => {
    if (growingText !== null && pinned.current) scrollToLatest('auto');
  }, [growingText, scrollToLatest]);

  // Content or viewport resizing (images, fonts, a narrower window) keeps a pinned reader pinned.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the content element changes with these.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!pinned.current) {
        // A box that changes under a reader who had left the latest can bring the end into view
        // with no scroll event (a panel above closing): they are at the latest again.
        if (el.scrollHeight - el.scrollTop - el.clientHeight <= atLatestThreshold) {
          pinned.current = true;
          setAtLatest(true);
        }
        return;
      }
      if (virtualApi.current) return;
      // Our own scroll: its scroll event may arrive after the box has changed again (a panel
      // opening above, frame by frame); it must not read as the reader leaving the latest.
      seeking.current = true;
      el.scrollTop = el.scrollHeight;
      ownTop.current = el.scrollTop;
      if (el.scrollHeight - el.scrollTop - el.clientHeight <= atLatestThreshold) seeking.current = false;
    });
    observer.observe(el);
    if (contentRef.current) observer.observe(contentRef.current);
    return () => observer.disconnect();
  }, [empty, isVirtual]);

  // --- Announcements --------------------------------------------------------------------------
  const describeReply = useCallback(
    (message: ChatMessage) => strings.replyAnnouncement(assistantName, markdownToPlainText(message.content)),
    [assistantName],
  );
  const announcement = useReplyAnnouncements(messages, { isLoading, describeReply, sendingText: strings.sending });

  // Every render: the history's size on the messages in the DOM (see markSetSize).
  useLayoutEffect(() => markSetSize(scrollRef.current, messages.length));

  const renderRow = (row: Row) => {
    if (row.kind === 'typing') {
      return (
        <div className={styles.typing}>
          <Loader variant="constellation" size="sm" label={strings.thinking(assistantName)} showLabel />
        </div>
      );
    }
    return (
      <MessageRow
        message={row.message}
        day={row.day}
        position={row.position}
        assistantName={assistantName}
        locale={locale}
        timeZone={timeZone}
        formatTime={formatTime}
        allowedImageOrigin={allowedImageOrigin}
        renderMessageActions={renderMessageActions}
        renderUserMessageActions={renderUserMessageActions}
      />
    );
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {/* The visible history does not speak for itself: rows mounting as a virtualised list
          scrolls, or the user's own message, must not be read out. Replies are announced once,
          by the live region below. */}
      <div
        ref={attachScroll}
        role="log"
        aria-live="off"
        aria-label={label ?? strings.historyLabel(assistantName)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className={styles.log}
        data-virtualized={isVirtual || undefined}
        {...{ [opensAtEndAttribute]: '' }}
        onScroll={readPosition}
        onWheel={userScrolls}
        onTouchStart={userScrolls}
        onPointerDown={userScrolls}
        onKeyDown={userScrolls}
      >
        {empty ? (
          <div className={styles.empty}>{emptyState ?? strings.empty(assistantName)}</div>
        ) : isVirtual ? (
          scrollElement ? (
            <VirtualRows
              rows={rows}
              setSize={messages.length}
              scrollElement={scrollElement}
              apiRef={virtualApi}
              renderRow={renderRow}
            />
          ) : (
            // Until the list is in a page it can measure (rendered on a server, or the first frame
            // of hydration), the latest messages as plain rows; the virtualiser takes over after.
            <div className={styles.rows}>
              {rows.slice(-unmeasuredTailRows).map((row) => (
                <div key={row.key} className={styles.row}>
                  {renderRow(row)}
                </div>
              ))}
            </div>
          )
        ) : (
          <div ref={contentRef} className={styles.rows}>
            {rows.map((row) => (
              <div key={row.key} className={styles.row}>
                {renderRow(row)}
              </div>
            ))}
          </div>
        )}
      </div>
      {!atLatest && !empty ? (
        <Button
          className={styles.jumpButton}
          onPress={() => {
            scrollToLatest(prefersReducedMotion() ? 'auto' : 'smooth');
            // The button goes away at the end; keep focus in the conversation.
            scrollRef.current?.focus({ preventScroll: true });
          }}
        >
          <ArrowDownIcon />
          {strings.jumpToLatest}
        </Button>
      ) : null}
      <div className={visuallyHidden} aria-live="polite" aria-atomic="true" data-slot="announcer">
        {announcement ? <p key={announcement.key}>{announcement.text}</p> : null}
      </div>
    </div>
  );
}

/**
 * Writes the history's size (`aria-setsize`) on the rendered messages. Kept out of each row's
 * props: as a prop, one new message would re-render every memoised row (hundreds of them in a
 * virtualised history); here it touches the mounted rows' attribute only.
 */
function markSetSize(container: HTMLElement | null, size: number) {
  const value = String(size);
  for (const article of container?.querySelectorAll('article[aria-posinset]') ?? []) {
    if (article.getAttribute('aria-setsize') !== value) article.setAttribute('aria-setsize', value);
  }
}

interface MessageRowProps extends TimestampOptions {
  message: ChatMessage;
  day: DayLabel | null;
  position: number;
  assistantName: string;
  formatTime: ((date: Date) => string) | undefined;
  allowedImageOrigin: string | null;
  renderMessageActions: ((message: ChatMessage) => ReactNode) | undefined;
  renderUserMessageActions: ((message: ChatMessage) => ReactNode) | undefined;
}

/**
 * One message with its day label. Memoised on its props: when the last reply grows, the other
 * rows keep their message objects, day labels and renderers, so React skips them entirely.
 */
const MessageRow = /* @__PURE__ */ memo(function MessageRow({
  message,
  day,
  position,
  renderMessageActions,
  renderUserMessageActions,
  ...display
}: MessageRowProps) {
  // Actions go under stored messages only: not while pending, not while a reply is arriving.
  const stored = !message.temp && !message.streaming;
  const render = message.isUserMessage ? renderUserMessageActions : renderMessageActions;
  return (
    <>
      {day ? (
        <div className={styles.day}>
          <time dateTime={day.iso}>{day.text}</time>
        </div>
      ) : null}
      <Message
        message={message}
        {...display}
        actions={stored ? render?.(message) : undefined}
        positionInSet={position}
      />
    </>
  );
});

/** How many of the latest messages a virtualised list shows before it can measure its viewport. */
const unmeasuredTailRows = 12;

interface VirtualRowsProps {
  rows: Row[];
  setSize: number;
  scrollElement: HTMLDivElement;
  apiRef: RefObject<ScrollApi | null>;
  renderRow: (row: Row) => ReactNode;
}

/** Only the rows in and near the viewport are in the DOM; heights are measured as they render. */
function VirtualRows({ rows, setSize, scrollElement, apiRef, renderRow }: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => 120,
    getItemKey: (index) => rows[index]?.key ?? index,
    // A chat reads from the end: growth at the end keeps a pinned reader pinned, and older
    // messages loaded above keep the visible message in place.
    anchorTo: 'end',
    scrollEndThreshold: atLatestThreshold,
    overscan: 4,
  });

  // Rows mounted while scrolling learn the history's size too.
  useLayoutEffect(() => markSetSize(scrollElement, setSize));

  useLayoutEffect(() => {
    apiRef.current = { scrollToEnd: (behavior) => virtualizer.scrollToEnd({ behavior }) };
    return () => {
      apiRef.current = null;
    };
  }, [apiRef, virtualizer]);

  return (
    <div className={styles.virtualBody} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className={styles.virtualRow}
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {renderRow(row)}
          </div>
        );
      })}
    </div>
  );
}

function ArrowDownIcon() {
  return (
    <svg className={styles.jumpIcon} viewBox="0 0 16 16" aria-hidden focusable={false}>
      <path
        d="M8 3v10M3.5 8.5 8 13l4.5-4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
