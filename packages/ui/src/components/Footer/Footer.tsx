import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { navigationMessages } from '../../messages/navigation';
import * as styles from './Footer.css';

const m = navigationMessages.footer;

/** The footer's links (spec 2 "Chat screen"), in order. */
export const footerLinks = [
  { id: 'terms', label: m.terms, href: '/terms' },
  { id: 'privacy', label: m.privacy, href: '/privacy' },
] as const;

export interface FooterProps {
  /** Page-wide controls shown before the links (the starfield's pause toggle). */
  children?: ReactNode;
  /** Layout-only escape hatch. */
  className?: string;
}

/** The chat screen's footer: links to the terms (`/terms`) and the privacy policy (`/privacy`). */
export function Footer({ children, className }: FooterProps) {
  return (
    <footer className={[styles.root, className].filter(Boolean).join(' ')}>
      {children}
      <nav aria-label={m.navLabel}>
        <ul className={styles.list}>
          {footerLinks.map((link) => (
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
