import { useId } from 'react';
import { Link } from 'react-aria-components';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { crisisMessages } from '../../messages/crisis';
import * as styles from './CrisisCard.css';
import { crisisHref } from './crisisHref';
import type { CrisisCardContact, CrisisCardContent } from './types';

export interface CrisisCardProps {
  /** The assistant's words and the services to list, most urgent first. */
  content: CrisisCardContent;
  /** Level of the card's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * The answer to crisis language, in place of a reply: the assistant's words, then each service
 * with links a phone follows at once (`tel:` to call, `sms:` to text) and its web page.
 *
 * @example
 * ```tsx
 * <CrisisCard content={{ message: ['I am glad you told me.'], regionName: 'United States', resources }} />
 * ```
 */
export function CrisisCard({ content, headingLevel = 3, className }: CrisisCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const [lead, ...rest] = content.message;
  return (
    <section
      aria-labelledby={headingId}
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-slot="crisis-card"
    >
      <Heading id={headingId} className={styles.heading}>
        {crisisMessages.heading}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {/* The help comes right after the first words: on a phone it must not wait below the fold. */}
      <ul className={styles.list} aria-label={crisisMessages.resourcesLabel}>
        {content.resources.map((resource) => (
          <li key={resource.id} className={styles.resource}>
            <p className={styles.resourceName}>{resource.name}</p>
            {resource.description ? <p className={styles.resourceDescription}>{resource.description}</p> : null}
            <div className={styles.contacts}>
              {resource.contacts.map((contact) => (
                <ContactLink key={contact.href} contact={contact} />
              ))}
            </div>
          </li>
        ))}
      </ul>
      {rest.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <p className={styles.note}>{crisisMessages.regionNote(content.regionName)}</p>
    </section>
  );
}

function ContactLink({ contact }: { contact: CrisisCardContact }) {
  const href = crisisHref(contact.href);
  if (!href) return null;
  const web = contact.kind === 'web';
  return (
    <Link
      className={web ? styles.webContact : styles.contact}
      href={href}
      {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      data-kind={contact.kind}
    >
      <ContactIcon kind={contact.kind} />
      {contact.label}
      {web ? (
        <>
          {' '}
          <span className={visuallyHidden}>{crisisMessages.opensInNewTab}</span>
        </>
      ) : null}
    </Link>
  );
}

function ContactIcon({ kind }: { kind: CrisisCardContact['kind'] }) {
  const paths = {
    call: 'M5 3h3l1.5 4-2 1.5a10 10 0 0 0 5 5l1.5-2 4 1.5v3a2 2 0 0 1-2 2A15 15 0 0 1 3 5a2 2 0 0 1 2-2z',
    text: 'M4 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
    web: 'M11 3a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM3 11h16M11 3c2.5 2.5 2.5 13.5 0 16M11 3c-2.5 2.5-2.5 13.5 0 16',
  } as const;
  return (
    <svg className={styles.icon} viewBox="0 0 22 22" aria-hidden focusable={false}>
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
