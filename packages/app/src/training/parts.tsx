import { Button, Notice } from '@app/ui';
import { trainingMessages } from './messages';

/** A read that failed: said, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice tone="critical" announce="assertive">
      <p>{message}</p>
      <Button variant="secondary" onPress={onRetry}>
        {trainingMessages.retry}
      </Button>
    </Notice>
  );
}
