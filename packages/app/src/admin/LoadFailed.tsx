import { Button, Notice } from '@app/ui';

/** A read that failed, said as an alert, with Try Again when the read can be asked again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <Notice tone="critical" announce="assertive">
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Notice>
  );
}
