import { chromeMessages } from '../../messages/chrome';
import * as styles from '../ErrorScreen/statusScreen.css';
import { Loader } from '../Loader';

export interface VerifyingAccessProps {
  /** Layout-only escape hatch. */
  className?: string;
}

/** What a guarded route can show while the user or subscription status loads. */
export function VerifyingAccess({ className }: VerifyingAccessProps) {
  return (
    <div className={[styles.page, className].filter(Boolean).join(' ')}>
      <Loader size="lg" label={chromeMessages.verifyingAccess} showLabel className={styles.loader} />
    </div>
  );
}
