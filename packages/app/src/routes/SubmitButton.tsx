import { visuallyHidden } from '@app/ui';
import { Button } from 'react-aria-components';
import * as styles from './page.css';

/**
 * A form's submit button that says what is happening while the call runs ("Logging in..."). It
 * stays enabled and focused (the form ignores a second submit), and the busy text is announced
 * politely. RAC's `isPending` is not used: its announcer node fails axe's role-img-alt check.
 */
export function SubmitButton({ isBusy, label, busyLabel }: { isBusy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      <Button type="submit" className={styles.button.primary} data-pending={isBusy || undefined}>
        {isBusy ? busyLabel : label}
      </Button>
      <span role="status" className={visuallyHidden}>
        {isBusy ? busyLabel : ''}
      </span>
    </>
  );
}
