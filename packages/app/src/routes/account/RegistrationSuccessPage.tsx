import { emailVerificationLinkHours } from '@app/contract';
import { ButtonLink, Card, Loader, Notice } from '@app/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../app/session';
import { hasRedirectAfterAuth, takeRedirectAfterAuth } from '../../app/storage';
import { appMessages } from '../../messages';
import { pageMessages } from '../../pageMessages';
import * as styles from '../page.css';
import { usePageTitle } from '../usePageTitle';
import * as accountStyles from './account.css';
import { ResendVerification } from './ResendVerification';

const m = pageMessages.verifyEmail;

/** Log in or sign up: what a visitor who opens the page is offered. */
export function VisitorChoice({ lead }: { lead: string }) {
  return (
    <Card>
      <h2 className={styles.subtitle}>{m.visitorTitle}</h2>
      <p className={styles.text}>{lead}</p>
      <div className={styles.actions}>
        <ButtonLink variant="primary" href="/auth">
          {m.logIn}
        </ButtonLink>
        <ButtonLink variant="secondary" href="/register">
          {m.createAccount}
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * `/registration-success` (spec 2): where sign-up lands. Says what happened (the account exists,
 * the user is signed in), that a link was mailed to confirm the address, offers a new link, and
 * goes on to where the user was headed (the saved path, spec 2) or the chat.
 */
export function RegistrationSuccessPage() {
  const title = usePageTitle() ?? appMessages.titles.registrationSuccess;
  const { user, isLoading } = useCurrentUser();
  const router = useRouter();
  // Read after hydration: the server has no session storage.
  const [headedElsewhere, setHeadedElsewhere] = useState(false);
  useEffect(() => setHeadedElsewhere(hasRedirectAfterAuth()), []);

  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {isLoading ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : !user ? (
        <VisitorChoice lead={m.visitorLead} />
      ) : (
        <Card>
          <h2 className={styles.subtitle}>{m.createdTitle(user.username)}</h2>
          <p className={styles.text}>{m.createdLead}</p>
          {user.emailVerified ? (
            <Notice tone="positive">{m.alreadyVerified(user.email ?? '')}</Notice>
          ) : user.email ? (
            <>
              <h3 className={accountStyles.minorHeading}>{m.checkInboxTitle}</h3>
              <p className={styles.text}>{m.sentTo(user.email, emailVerificationLinkHours)}</p>
              <ResendVerification />
            </>
          ) : (
            <p className={styles.text}>{m.noAddress}</p>
          )}
          <div className={styles.actions}>
            <ButtonLink
              variant="primary"
              onPress={() => void router.navigate({ href: takeRedirectAfterAuth(), replace: true })}
            >
              {headedElsewhere ? m.continueWhereYouWere : m.continueToChat}
            </ButtonLink>
          </div>
        </Card>
      )}
    </section>
  );
}
