import { memo, type ReactNode, useId } from 'react';
import { brand } from '../../brand';
import { chatMessages } from '../../messages/chat';
import { CrisisCard } from '../CrisisCard/CrisisCard';
import { formatMessageTime, messageDate, type TimestampOptions } from './formatTimestamp';
import * as styles from './Message.css';
import { currentOrigin, SafeMarkdown } from './SafeMarkdown';
import type { ChatMessage } from './types';

const strings = chatMessages.messageList;

export interface MessageProps extends TimestampOptions {
  message: ChatMessage;
  /** Name shown on the assistant's messages. @default brand.assistantName ("Selene") */
  assistantName?: string;
  /**
   * Write the time yourself (e.g. relative times); overrides `locale` and `timeZone`. Keep it
   * stable (a module function or `useCallback`): the message re-renders when it changes.
   */
  formatTime?: (date: Date) => string;
  /**
   * The product's own origin: the only origin a reply's images may load from; relative URLs in a
   * reply resolve against it. @default window.location.origin
   */
  allowedImageOrigin?: string | null;
  /**
   * Shown under a stored message, e.g. the feedback widget or `MessageActions`; never under a
   * pending message or a reply that is still arriving.
   */
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
 * author and the time. An optimistic (`temp`) message is shown as pending with "Sending...", a
 * reply still arriving (`streaming`) grows in place with a writing cue and `aria-busy`, and a
 * reply cut short (`stopped`) carries a "Stopped" note. Memoised: a history re-renders only the
 * messages whose props changed.
 */
export const Message = /* @__PURE__ */ memo(function Message({
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
  // A reply names the persona that wrote it (Selene or Orion), else the default assistant's name.
  const replyAuthor = message.persona?.name ?? assistantName;
  const pending = Boolean(message.temp);
  const streaming = Boolean(message.streaming) && !message.isUserMessage;
  const stopped = Boolean(message.stopped) && !streaming;
  const date = messageDate(message);
  const time = date ? (formatTime ? formatTime(date) : formatMessageTime(date, { locale, timeZone })) : null;
  return (
    <article
      className={[styles.root({ author }), className].filter(Boolean).join(' ')}
      aria-labelledby={time ? `${authorId} ${timeId}` : authorId}
      aria-posinset={positionInSet}
      aria-setsize={setSize}
      // Assistive technology waits for the finished reply instead of reading each piece.
      aria-busy={streaming || undefined}
      data-author={author}
      data-pending={pending || undefined}
      data-waiting={(pending && message.waitingForNetwork) || undefined}
      data-streaming={streaming || undefined}
      data-stopped={stopped || undefined}
    >
      <header className={styles.meta}>
        <span id={authorId} className={styles.author}>
          {message.isUserMessage ? strings.you : replyAuthor}
        </span>
        {time && date ? (
          <time id={timeId} dateTime={date.toISOString()}>
            {time}
          </time>
        ) : null}
      </header>
      {/* A crisis reply is its help, as links: the card stands in for the bubble once it has arrived. */}
      {message.crisis && !message.isUserMessage && !streaming ? (
        <CrisisCard content={message.crisis} />
      ) : (
        <div className={styles.bubble({ author, pending })}>
          {message.isUserMessage ? (
            message.content
          ) : (
            <SafeMarkdown allowedImageOrigin={allowedImageOrigin} isStreaming={streaming}>
              {message.content}
            </SafeMarkdown>
          )}
        </div>
      )}
      {pending ? (
        <span className={styles.pendingNote}>
          {message.waitingForNetwork ? strings.waitingForNetwork : strings.sending}
        </span>
      ) : null}
      {streaming ? (
        <span className={styles.pendingNote} data-slot="writing">
          {strings.writing(replyAuthor)}
        </span>
      ) : null}
      {stopped ? (
        <span className={styles.stoppedNote} data-slot="stopped">
          <StopIcon />
          {strings.stopped}
        </span>
      ) : null}
      {actions && !pending && !streaming ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
});

function StopIcon() {
  return (
    <svg className={styles.noteIcon} viewBox="0 0 16 16" aria-hidden focusable={false}>
      <rect x="3.5" y="3.5" width="9" height="9" rx="1.5" fill="currentColor" />
    </svg>
  );
}
