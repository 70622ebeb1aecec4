import { type ApiClient, feedbackMutationOptions } from '@app/contract';
import { type ChatMessage, FeedbackWidget, MessageActions, MessageList, specToasts, type ToastQueue } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
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
  const lastReply = [...messages].reverse().find((message) => !message.isUserMessage);
  return (
    <MessageList
      messages={messages}
      isLoading={isLoading}
      renderMessageActions={(message) =>
        isStored(message) ? (
          <div className={styles.messageActions}>
            <FeedbackWidget
              showInlineError={false}
              onSubmit={async (value) => {
                await feedback.mutateAsync({
                  contentType: feedbackContentType,
                  contentId: message.id,
                  feedback: value,
                  content: message.content,
                });
              }}
              onError={() => toasts.add(specToasts.feedbackError())}
            />
            <MessageActions
              message={message}
              {...(onRegenerate && message.id === lastReply?.id && lastQuestionId != null ? { onRegenerate } : {})}
              isDisabled={areNewRepliesDisabled}
            />
          </div>
        ) : null
      }
      renderUserMessageActions={(message) =>
        isStored(message) && message.id === lastQuestionId ? (
          <MessageActions message={message} {...(onEdit ? { onEdit } : {})} isDisabled={areNewRepliesDisabled} />
        ) : null
      }
    />
  );
}
