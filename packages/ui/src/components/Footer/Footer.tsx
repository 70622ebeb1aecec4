import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { navigationMessages } from '../../messages/navigation';
import * as styles from './Footer.css';

const m = navigationMessages.footer;

/** One of the footer's links. */
export interface FooterLink {
  /** Unique within the footer. */
  id: string;
  label: string;
  href: string;
}

export interface FooterProps {
  /** The links, in order, e.g. to the terms and the privacy policy. */
  links: readonly FooterLink[];
  /** Accessible name of the links' navigation. @default "Legal" */
  navLabel?: string;
  /** Page-wide controls shown before the links (the starfield's pause toggle). */
  children?: ReactNode;
  /** The footer element's id, e.g. for a skip link or `<link rel="expect">`. */
  id?: string;
  /** Layout-only escape hatch. */
  className?: string;
}

/** The page footer: page-wide controls, then a navigation of links (by default named "Legal"). */
export function Footer({ links, navLabel = m.navLabel, children, id, className }: FooterProps) {
  return (
    <footer id={id} className={[styles.root, className].filter(Boolean).join(' ')}>
      {children}
      <nav aria-label={navLabel}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.id}>
              <Link className={styles.link} href={link.href}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
