import { type ApiClient, feedbackMutationOptions, personaNames } from '@app/contract';
import { type ChatMessage, FeedbackWidget, MessageActions, MessageList, type ToastQueue } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useDisplayTime } from '../app/displayTime';
import { usePreferences } from '../app/preferences';
import { specToasts } from '../app/specToasts';
import * as styles from './ChatPage.css';

/** The feedback call's content type for a reply of the assistant (spec 7). */
export const feedbackContentType = 'chat_message';

export interface ConversationLogProps {
  messages: readonly ChatMessage[];
  /** A reply is being written: the typing indicator. */
  isLoading: boolean;
  api: ApiClient;
  toasts: ToastQueue;
  /** The last question's id: Edit shows under it, Regenerate under the reply after it. */
  lastQuestionId?: ChatMessage['id'] | null;
  /** A new reply to the last question. */
  onRegenerate?: () => void;
  /** Put the last question back into the composer to change it. */
  onEdit?: () => void;
  /** Regenerate and Edit wait (a reply is on its way, or the day's prompts are used). */
  areNewRepliesDisabled?: boolean;
}

/** A stored message (a server id), not one still arriving or just stopped. */
const isStored = (message: ChatMessage) => typeof message.id === 'number' && !message.temp;

/**
 * The conversation with feedback and actions on each reply (spec 3, 4, 8): copy, regenerate the
 * last reply, edit the last question. Its own chunk: the markdown renderer and the virtualiser load
 * only once there is a conversation to show (visitors never load them).
 */
export function ConversationLog({
  messages,
  isLoading,
  api,
  toasts,
  lastQuestionId,
  onRegenerate,
  onEdit,
  areNewRepliesDisabled = false,
}: ConversationLogProps) {
  const feedback = useMutation(feedbackMutationOptions(api));
  const lastReplyId = [...messages].reverse().find((message) => !message.isUserMessage)?.id;
  // The row renderers stay the same functions while a reply grows, so only the growing row
  // re-renders (MessageList memoises its rows); the latest handlers are read through a ref.
  const latest = useRef({ feedback, toasts, onRegenerate, onEdit });
  latest.current = { feedback, toasts, onRegenerate, onEdit };
  const canRegenerate = Boolean(onRegenerate) && lastQuestionId != null;
  const canEdit = Boolean(onEdit);
  const regenerate = useCallback(() => latest.current.onRegenerate?.(), []);
  const edit = useCallback(() => latest.current.onEdit?.(), []);

  const renderReplyActions = useCallback(
    (message: ChatMessage) =>
      isStored(message) ? (
        <div className={styles.messageActions}>
          {/* A crisis reply is help, not an answer to rate. */}
          {message.crisis ? null : (
            <FeedbackWidget
              showInlineError={false}
              onSubmit={async (value) => {
                await latest.current.feedback.mutateAsync({
                  contentType: feedbackContentType,
                  contentId: message.id,
                  feedback: value,
                  content: message.content,
                });
              }}
              onError={() => latest.current.toasts.add(specToasts.feedbackError())}
            />
          )}
          <MessageActions
            message={message}
            {...(canRegenerate && message.id === lastReplyId ? { onRegenerate: regenerate } : {})}
            isDisabled={areNewRepliesDisabled}
          />
        </div>
      ) : null,
    [canRegenerate, lastReplyId, regenerate, areNewRepliesDisabled],
  );
  const renderQuestionActions = useCallback(
    (message: ChatMessage) =>
      isStored(message) && message.id === lastQuestionId ? (
        <MessageActions message={message} {...(canEdit ? { onEdit: edit } : {})} isDisabled={areNewRepliesDisabled} />
      ) : null,
    [lastQuestionId, canEdit, edit, areNewRepliesDisabled],
  );

  const time = useDisplayTime();
  // The assistant the person chose writes the replies to come (the thinking and writing cues say
  // so); a stored reply names its own author (`message.persona`).
  const assistant = usePreferences()?.assistant;
  return (
    <MessageList
      {...(assistant ? { assistantName: personaNames[assistant] } : {})}
      locale={time.locale}
      {...(time.timeZone ? { timeZone: time.timeZone } : {})}
      messages={messages}
      isLoading={isLoading}
      renderMessageActions={renderReplyActions}
      renderUserMessageActions={renderQuestionActions}
    />
  );
}
