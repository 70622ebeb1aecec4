import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-aria-components';
import { brand } from '../../brand';
import { chromeMessages } from '../../messages/chrome';
import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';
import * as styles from './statusScreen.css';

const messages = chromeMessages.errorScreen;

export interface ErrorScreenProps {
  /** Runs "Reload Page". @default () => window.location.reload() */
  onReload?: () => void;
  /** Where "Go to Home" leads. @default '/' */
  homeHref?: string;
  /** Address of the support e-mail link. @default brand.supportEmail ("support@example.com": pass your own) */
  supportEmail?: string;
  /** Move focus to the heading when the screen appears. @default true */
  autoFocus?: boolean;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * The global error screen: "Something Went Wrong" with Reload Page, Go to Home and a
 * support e-mail link. Its heading takes focus on mount so the news is read first.
 */
export function ErrorScreen({
  onReload = () => window.location.reload(),
  homeHref = '/',
  supportEmail = brand.supportEmail,
  autoFocus = true,
  className,
}: ErrorScreenProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);

  return (
    <div className={[styles.fullPage, className].filter(Boolean).join(' ')}>
      <section aria-labelledby={titleId} className={styles.card}>
        <ErrorIcon />
        <div className={styles.textGroup}>
          <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {messages.title}
          </h1>
          <p className={styles.description}>{messages.description}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" onPress={onReload}>
            {messages.reload}
          </Button>
          <ButtonLink variant="secondary" href={homeHref}>
            {messages.home}
          </ButtonLink>
        </div>
        <Link className={styles.textLink} href={`mailto:${supportEmail}`}>
          {messages.support(supportEmail)}
        </Link>
      </section>
    </div>
  );
}

function ErrorIcon() {
  return (
    <svg className={styles.criticalIcon} viewBox="0 0 48 48" aria-hidden focusable={false}>
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M24 13v14" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="34.5" r="2.6" fill="currentColor" />
    </svg>
  );
}
