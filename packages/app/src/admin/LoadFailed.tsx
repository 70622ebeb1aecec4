import { Button } from 'react-aria-components';
import * as styles from '../routes/page.css';

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
    <div className={styles.notice.critical} role="alert">
      <p>{message}</p>
      {onRetry ? (
        <Button className={styles.button.secondary} onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
