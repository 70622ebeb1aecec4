import { type ReactNode, useId } from 'react';
import { brand } from '../../brand';
import { chatMessages } from '../../messages/chat';
import { formatMessageTime, messageDate, type TimestampOptions } from './formatTimestamp';
import * as styles from './Message.css';
import { currentOrigin, SafeMarkdown } from './SafeMarkdown';
import type { ChatMessage } from './types';

const strings = chatMessages.messageList;

export interface MessageProps extends TimestampOptions {
  message: ChatMessage;
  /** Name shown on the assistant's messages. @default brand.assistantName ("Selene") */
  assistantName?: string;
  /** Write the time yourself (e.g. relative times); overrides `locale` and `timeZone`. */
  formatTime?: (date: Date) => string;
  /**
   * The product's own origin: the only origin a reply's images may load from; relative URLs in a
   * reply resolve against it. @default window.location.origin
   */
  allowedImageOrigin?: string | null;
  /** Shown under a stored assistant message, e.g. the feedback widget. */
  actions?: ReactNode;
  /** Position in the whole history (1-based), for a virtualised list that renders only some. */
  positionInSet?: number;
  /** Size of the whole history, for a virtualised list. */
  setSize?: number;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * One chat message: the user's text as typed, or the assistant's reply as safe markdown, with the
 * author and the time. An optimistic (`temp`) message is shown as pending with "Sending...".
 */
export function Message({
  message,
  assistantName = brand.assistantName,
  locale,
  timeZone,
  formatTime,
  allowedImageOrigin = currentOrigin(),
  actions,
  positionInSet,
  setSize,
  className,
}: MessageProps) {
  const authorId = useId();
  const timeId = useId();
  const author = message.isUserMessage ? 'user' : 'assistant';
  const pending = Boolean(message.temp);
  const date = messageDate(message);
  const time = date ? (formatTime ? formatTime(date) : formatMessageTime(date, { locale, timeZone })) : null;
  return (
    <article
      className={[styles.root({ author }), className].filter(Boolean).join(' ')}
      aria-labelledby={time ? `${authorId} ${timeId}` : authorId}
      aria-posinset={positionInSet}
      aria-setsize={setSize}
      data-author={author}
      data-pending={pending || undefined}
    >
      <header className={styles.meta}>
        <span id={authorId} className={styles.author}>
          {message.isUserMessage ? strings.you : assistantName}
        </span>
        {time && date ? (
          <time id={timeId} dateTime={date.toISOString()}>
            {time}
          </time>
        ) : null}
      </header>
      <div className={styles.bubble({ author, pending })}>
        {message.isUserMessage ? (
          message.content
        ) : (
          <SafeMarkdown allowedImageOrigin={allowedImageOrigin}>{message.content}</SafeMarkdown>
        )}
      </div>
      {pending ? <span className={styles.pendingNote}>{strings.sending}</span> : null}
      {actions && !pending ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
