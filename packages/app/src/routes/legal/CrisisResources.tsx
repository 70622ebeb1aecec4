import type { CrisisResource } from '@app/contract';
import { defaultCrisisDirectory } from '@app/contract/crisisDirectory';
import { Fragment } from 'react';
import { crisisSectionId, type LegalSection } from './LegalDocument';
import * as styles from './legalPage.css';
import { P, SubHeading } from './legalParts';

/** One service: its name, when it helps, and links to call, text or visit it. */
function ResourceItem({ resource }: { resource: CrisisResource }) {
  return (
    <li>
      <strong>{resource.name}:</strong> {resource.description}{' '}
      {resource.contacts.map((contact, index) => (
        <Fragment key={contact.href}>
          {index > 0 ? ' · ' : null}
          {/* A plain link: a phone opens tel: and sms: itself, and there is no route to take. */}
          <a
            className={styles.link}
            href={contact.href}
            {...(contact.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {contact.label}
          </a>
        </Fragment>
      ))}
    </li>
  );
}

/**
 * The crisis help of every country Selene knows, and for anywhere else: the same list the chat's
 * crisis reply gives (`@app/contract/crisisDirectory`), so the pages and the chat point to
 * the same help.
 */
export function CrisisResources() {
  const places = [...defaultCrisisDirectory.regions, { ...defaultCrisisDirectory.fallback, name: 'Anywhere else' }];
  return (
    <div className={styles.resources}>
      {places.map((place) => (
        <Fragment key={place.name}>
          <SubHeading>{place.name}</SubHeading>
          <ul className={styles.list}>
            {place.resources.map((resource) => (
              <ResourceItem key={resource.id} resource={resource} />
            ))}
          </ul>
        </Fragment>
      ))}
    </div>
  );
}

/** The crisis part of both legal pages: the care notice at their top links to it. */
export const crisisSection: LegalSection = {
  id: crisisSectionId,
  heading: 'If you are in crisis',
  content: (
    <>
      <P>
        Please reach out to a person who can be with you now: someone you trust nearby, or one of these free,
        confidential services. In immediate danger, call your local emergency number first.
      </P>
      <CrisisResources />
    </>
  ),
};
