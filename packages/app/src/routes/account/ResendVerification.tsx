import { resendEmailVerificationMutationOptions, serverMessageOf } from '@app/contract';
import { Button } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../app/api';
import { pageMessages } from '../../pageMessages';
import * as styles from '../page.css';
import * as accountStyles from './account.css';
import { Outcome } from './SettingsSection';

const m = pageMessages.verifyEmail;

/**
 * "Send a New Link": a new verification link for the signed-in user, with what happened said
 * politely (sent) or as an alert (failed, or asked too often: the server's words).
 */
export function ResendVerification({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const resend = useMutation(resendEmailVerificationMutationOptions(apiClient));
  return (
    <div className={accountStyles.actionWithOutcome}>
      <div className={styles.actions}>
        <Button
          variant={variant}
          onPress={() => {
            if (!resend.isPending) resend.mutate();
          }}
        >
          {resend.isPending ? m.resending : m.resend}
        </Button>
      </div>
      <Outcome
        done={resend.data?.message ?? null}
        failure={resend.isError ? serverMessageOf(resend.error, m.resendFailed) : null}
      />
    </div>
  );
}
