import { type ToastQueue, VoiceInputButton, type VoiceInputButtonProps } from '@app/ui';
import { specToasts } from '../app/specToasts';

export interface VoiceInputProps extends Omit<VoiceInputButtonProps, 'onError'> {
  /** Where a voice error is reported (spec 8's toasts). */
  toasts: ToastQueue;
}

/**
 * The composer's microphone (spec 4, 5, 6), its errors as the spec's toasts. Its own chunk: speech
 * recognition loads a moment after the page, and only where the composer shows it.
 */
export function VoiceInput({ toasts, ...props }: VoiceInputProps) {
  return (
    <VoiceInputButton
      {...props}
      onError={(error) => {
        if (error.silent) return;
        const recognition = specToasts.voiceRecognitionError(error.description);
        toasts.add(error.title === recognition.title ? recognition : specToasts.voiceInputError(error.description));
      }}
    />
  );
}
