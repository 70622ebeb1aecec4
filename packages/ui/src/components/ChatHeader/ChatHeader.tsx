import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { navigationMessages } from '../../messages/navigation';
import { MoonLogo } from '../MoonLogo';
import * as styles from './ChatHeader.css';

const m = navigationMessages.header;

/** One of the header's main links. */
export interface ChatHeaderLink {
  /** Unique within the header. */
  id: string;
  label: string;
  href: string;
}

export interface ChatHeaderProps {
  /** The main links, in order, shown in the navigation named "Main". */
  links: readonly ChatHeaderLink[];
  /** The account menu, e.g. `<AccountMenu items={items} onLogout={logout} />`. */
  accountMenu?: ReactNode;
  /** The theme switch, e.g. `<ThemeToggle showLabel={false} />`. */
  themeToggle?: ReactNode;
  /** The current path; the matching link is marked `aria-current="page"`. */
  currentPath?: string;
  /** Where the logo and product name lead. @default "/" */
  homeHref?: string;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * The chat screen's header: the moon logo and product name (a link home), the given main links,
 * and slots for the theme toggle and account menu. Links use RAC's `href`, routed by the app's
 * RAC `RouterProvider`.
 *
 * @example
 * ```tsx
 * <ChatHeader links={[{ id: 'about', label: 'About', href: '/about' }]} currentPath={pathname}
 *   themeToggle={<ThemeToggle showLabel={false} />} accountMenu={<AccountMenu items={items} onLogout={logout} />} />
 * ```
 */
export function ChatHeader({
  links,
  accountMenu,
  themeToggle,
  currentPath,
  homeHref = '/',
  className,
}: ChatHeaderProps) {
  return (
    <header className={[styles.root, className].filter(Boolean).join(' ')}>
      <Link className={styles.home} href={homeHref}>
        <MoonLogo size="sm" decorative />
        <span className={styles.wordmark}>{m.productName}</span>
      </Link>
      <nav className={styles.nav} aria-label={m.navLabel}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.id}>
              <Link
                className={styles.link}
                href={link.href}
                aria-current={currentPath === link.href ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {themeToggle || accountMenu ? (
        <div className={styles.actions}>
          {themeToggle}
          {accountMenu}
        </div>
      ) : null}
    </header>
  );
}
