import { type ApiClient, feedbackMutationOptions } from '@app/contract';
import { type ChatMessage, FeedbackWidget, MessageList, specToasts, type ToastQueue } from '@app/ui';
import { useMutation } from '@tanstack/react-query';

/** The feedback call's content type for a reply of the assistant (spec 7). */
export const feedbackContentType = 'chat_message';

export interface ConversationLogProps {
  messages: readonly ChatMessage[];
  /** A reply is being written: the typing indicator. */
  isLoading: boolean;
  api: ApiClient;
  toasts: ToastQueue;
}

/**
 * The conversation with feedback on each reply (spec 3, 4, 8). Its own chunk: the markdown
 * renderer and the virtualiser load only once there is a conversation to show (visitors never
 * load them).
 */
export function ConversationLog({ messages, isLoading, api, toasts }: ConversationLogProps) {
  const feedback = useMutation(feedbackMutationOptions(api));
  return (
    <MessageList
      messages={messages}
      isLoading={isLoading}
      // Only a stored reply (a server id) takes feedback: not one still arriving or just stopped.
      renderMessageActions={(message) =>
        typeof message.id !== 'number' ? null : (
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
        )
      }
    />
  );
}
