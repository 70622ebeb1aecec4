import { Button } from 'react-aria-components';
import * as styles from '../routes/page.css';
import { trainingMessages } from './messages';

/** A read that failed: said, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.notice.critical} role="alert">
      <p>{message}</p>
      <Button className={styles.button.secondary} onPress={onRetry}>
        {trainingMessages.retry}
      </Button>
    </div>
  );
}
