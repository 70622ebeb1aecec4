import {
  ApiError,
  accountQueryOptions,
  confirmEmailVerificationMutationOptions,
  emailVerificationLinkHours,
  serverMessageOf,
} from '@app/contract';
import { Button, ButtonLink, Card, Loader, Notice } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { apiClient } from '../../app/api';
import { useCurrentUser } from '../../app/session';
import { appMessages } from '../../messages';
import { pageMessages } from '../../pageMessages';
import { FormResult } from '../FormResult';
import * as styles from '../page.css';
import { usePageTitle } from '../usePageTitle';
import { VisitorChoice } from './RegistrationSuccessPage';
import { ResendVerification } from './ResendVerification';

const m = pageMessages.verifyEmail;

/** Where a signed-in user goes on from a result; a visitor is offered to log in. */
function GoOn({ signedIn }: { signedIn: boolean }) {
  return (
    <div className={styles.actions}>
      {signedIn ? (
        <>
          <ButtonLink variant="primary" href="/">
            {m.continueToChat}
          </ButtonLink>
          <ButtonLink variant="secondary" href="/account-settings">
            {m.accountSettings}
          </ButtonLink>
        </>
      ) : (
        <ButtonLink variant="primary" href="/auth">
          {m.logIn}
        </ButtonLink>
      )}
    </div>
  );
}

/** The mailed link (`?token=`): confirmed once the page is open, with each outcome said. */
function ConfirmLink({ token }: { token: string }) {
  const { user } = useCurrentUser();
  const confirm = useMutation(confirmEmailVerificationMutationOptions(apiClient));
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // Once per token, also under StrictMode's second effect run.
    if (sent.current === token) return;
    sent.current = token;
    confirm.mutate({ token });
  }, [token, confirm.mutate]);

  if (confirm.isSuccess) {
    return (
      <FormResult id="verify-done-title" title={m.verifiedTitle}>
        <Notice tone="positive" announce="polite">
          {confirm.data.message} {m.alreadyVerified(confirm.data.email)}
        </Notice>
        <GoOn signedIn={!!user} />
      </FormResult>
    );
  }
  if (confirm.isError) {
    const status = confirm.error instanceof ApiError ? confirm.error.status : 0;
    // 400: used, expired or unknown; 409: another account took the address meanwhile.
    if (status === 400 || status === 409) {
      return (
        <FormResult id="verify-invalid-title" title={status === 409 ? m.takenTitle : m.invalidTitle}>
          <Notice tone="critical" announce="assertive">
            {serverMessageOf(confirm.error, m.failed)}
          </Notice>
          {user ? <ResendVerification variant="primary" /> : <p className={styles.text}>{m.invalidLoggedOut}</p>}
          <GoOn signedIn={!!user} />
        </FormResult>
      );
    }
    return (
      <FormResult id="verify-failed-title" title={m.failedTitle}>
        <Notice tone="critical" announce="assertive">
          {serverMessageOf(confirm.error, m.failed)}
        </Notice>
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => confirm.mutate({ token })}>
            {m.tryAgain}
          </Button>
        </div>
      </FormResult>
    );
  }
  return <Loader size="md" label={m.confirming} showLabel />;
}

/** No link: where the signed-in user's address stands, and a new link if it waits for one. */
function AddressStatus() {
  const { user, isLoading } = useCurrentUser();
  const account = useQuery({ ...accountQueryOptions(apiClient), enabled: !!user });
  if (isLoading || (user && account.isPending)) return <Loader size="md" label={m.loading} showLabel />;
  if (!user) return <VisitorChoice lead={m.noTokenLead(emailVerificationLinkHours)} />;
  if (account.isError || !account.data) {
    return (
      <Card>
        <Notice tone="critical" announce="assertive">
          {serverMessageOf(account.error, m.failed)}
        </Notice>
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => void account.refetch()}>
            {m.tryAgain}
          </Button>
        </div>
      </Card>
    );
  }
  const { email, emailVerified, pendingEmail } = account.data;
  const waiting = pendingEmail ?? (emailVerified ? null : email);
  return (
    <Card>
      <h2 className={styles.subtitle}>{waiting ? m.noTokenTitle : m.verifiedTitle}</h2>
      {emailVerified && email ? <Notice tone="positive">{m.alreadyVerified(email)}</Notice> : null}
      {waiting ? (
        <>
          <p className={styles.text}>{m.noTokenLead(emailVerificationLinkHours)}</p>
          <p className={styles.text}>{m.waitingFor(waiting)}</p>
          <ResendVerification />
        </>
      ) : !email ? (
        <p className={styles.text}>{m.noAddress}</p>
      ) : null}
      <GoOn signedIn />
    </Card>
  );
}

/**
 * `/verify-email` (spec 2): with the mailed link's `?token=` it confirms the address (once, within
 * 24 hours) and says so; an expired or used link says that and offers a new one. Without a token it
 * shows where the signed-in user's address stands.
 */
export function VerifyEmailPage() {
  const title = usePageTitle() ?? appMessages.titles.verifyEmail;
  const { token } = useSearch({ from: '/verify-email' });
  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {token ? (
        <Card>
          <ConfirmLink token={token} />
        </Card>
      ) : (
        <AddressStatus />
      )}
    </section>
  );
}
