import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './legalPage.css';

/** The building blocks of the legal texts, so the content modules read as text. */

export function P({ children }: { children: ReactNode }) {
  return <p className={styles.paragraph}>{children}</p>;
}

export function List({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}

/** A heading inside a section (`h3`, under the section's `h2`). */
export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className={styles.subTitle}>{children}</h3>;
}

/** A link to another page of the shell: it navigates through the router (RAC's RouterProvider). */
export function PageLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className={styles.link} href={href}>
      {children}
    </Link>
  );
}

/** A link to a section of the same page (a plain anchor: the browser scrolls to it). */
export function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a className={styles.link} href={`#${id}`}>
      {children}
    </a>
  );
}

/** The support address as a mail link. */
export function MailLink({ address }: { address: string }) {
  return (
    <a className={styles.link} href={`mailto:${address}`}>
      {address}
    </a>
  );
}
