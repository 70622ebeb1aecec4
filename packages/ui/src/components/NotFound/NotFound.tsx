import { useId } from 'react';
import { chromeMessages } from '../../messages/chrome';
import { ButtonLink } from '../ButtonLink';
import * as styles from '../ErrorScreen/statusScreen.css';
import { MoonLogo } from '../MoonLogo';

const messages = chromeMessages.notFound;

export interface NotFoundProps {
  /** Where "Go to Home" leads. @default '/' */
  homeHref?: string;
  /** Level of the heading. @default 1 */
  headingLevel?: 1 | 2;
  /** Layout-only escape hatch. */
  className?: string;
}

/** The card for any unknown path: "404 Page Not Found" with a link home. */
export function NotFound({ homeHref = '/', headingLevel = 1, className }: NotFoundProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h1' | 'h2';
  return (
    <div className={[styles.page, className].filter(Boolean).join(' ')}>
      <section aria-labelledby={titleId} className={styles.card}>
        <MoonLogo size="md" decorative />
        <Heading id={titleId} className={styles.title}>
          {messages.title}
        </Heading>
        <ButtonLink variant="primary" href={homeHref}>
          {messages.home}
        </ButtonLink>
      </section>
    </div>
  );
}
