import { useEffect, useRef, useState } from 'react';
import { CheckIcon, EditIcon, lineIconProps } from '../../internal/lineIcons';
import { messageActionsMessages as strings } from '../../messages/messageActions';
import { IconButton } from '../IconButton';
import type { ChatMessage } from '../Message/types';
import { markdownToPlainText } from '../MessageList/markdownToPlainText';
import { writeClipboard } from './clipboard';
import * as styles from './MessageActions.css';

/** What a copy did, for a host that wants to know (e.g. analytics). */
export type CopyOutcome = 'copied' | 'failed';

export interface MessageActionsProps {
  /** The message the actions are for: a reply is copied as plain text, a question as typed. */
  message: Pick<ChatMessage, 'content' | 'isUserMessage'>;
  /** Shows "Regenerate reply" (only when given): ask for a new reply in place of this one. */
  onRegenerate?: () => void;
  /** Shows "Edit question" (only when given): put the question back in the input to change it. */
  onEdit?: () => void;
  /**
   * Disables the actions that ask for a new reply (Regenerate, Edit), e.g. while a reply is being
   * written or after the daily limit. Copy stays available: it changes nothing. @default false
   */
  isDisabled?: boolean;
  /** Called after each copy, with whether it worked. */
  onCopy?: (outcome: CopyOutcome) => void;
  /** How long "Copied" (or "Copy failed") stays, in milliseconds. @default 2000 */
  noticeMs?: number;
  /** Accessible name of the group. @default "Message actions" */
  label?: string;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * Small icon buttons under a message: Copy (plain text, with a "Copied" confirmation that is also
 * announced politely), and, when the host gives them, Regenerate reply and Edit question. Each
 * button is a 44 px target named by its `aria-label`.
 *
 * @example
 * ```tsx
 * <MessageList
 *   messages={messages}
 *   renderMessageActions={(m) => <MessageActions message={m} onRegenerate={() => regenerate(m.id)} />}
 *   renderUserMessageActions={(m) => (m.id === lastQuestionId ? <MessageActions message={m} onEdit={edit} /> : null)}
 * />
 * ```
 */
export function MessageActions({
  message,
  onRegenerate,
  onEdit,
  isDisabled = false,
  onCopy,
  noticeMs = 2000,
  label = strings.groupLabel,
  className,
}: MessageActionsProps) {
  // `at` changes with every copy, so a second copy restarts the notice's time.
  const [notice, setNotice] = useState<{ outcome: CopyOutcome; at: number } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), noticeMs);
    return () => clearTimeout(timer);
  }, [notice, noticeMs]);

  const copy = async () => {
    const text = message.isUserMessage ? message.content : markdownToPlainText(message.content, { keepLayout: true });
    const outcome: CopyOutcome = (await writeClipboard(text)) ? 'copied' : 'failed';
    if (!mounted.current) return;
    setNotice((last) => ({ outcome, at: (last?.at ?? 0) + 1 }));
    onCopy?.(outcome);
  };

  const copied = notice?.outcome === 'copied';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and form semantics
    <div role="group" aria-label={label} className={[styles.root, className].filter(Boolean).join(' ')}>
      <IconButton variant="quiet" label={strings.copy} data-copied={copied || undefined} onPress={() => void copy()}>
        {copied ? <CheckIcon /> : <CopyIcon />}
      </IconButton>
      {onRegenerate ? (
        <IconButton variant="quiet" label={strings.regenerate} isDisabled={isDisabled} onPress={onRegenerate}>
          <RegenerateIcon />
        </IconButton>
      ) : null}
      {onEdit ? (
        <IconButton variant="quiet" label={strings.edit} isDisabled={isDisabled} onPress={onEdit}>
          <EditIcon />
        </IconButton>
      ) : null}
      {/* Always in the DOM, so that the confirmation put into it is announced. */}
      <span role="status" className={styles.notice} data-outcome={notice?.outcome}>
        {notice ? (copied ? strings.copied : strings.copyFailed) : null}
      </span>
    </div>
  );
}

function CopyIcon() {
  return (
    <svg aria-hidden {...lineIconProps}>
      <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
      <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

function RegenerateIcon() {
  return (
    <svg aria-hidden {...lineIconProps}>
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
      <path d="M19.5 4.5v4h-4" />
    </svg>
  );
}
