import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { navigationMessages } from '../../messages/navigation';
import type { SubscriptionTier, UserRole } from '../AccountMenu/audience';
import { MoonLogo } from '../MoonLogo';
import * as styles from './ChatHeader.css';
import { chatHeaderLinks } from './chatHeaderLinks';

const m = navigationMessages.header;

export interface ChatHeaderProps {
  /** The user's role; `null` or omitted for a visitor. (Not `role`: that is an ARIA attribute.) */
  userRole?: UserRole | null;
  /** The client's subscription tier; missing means free. */
  tier?: SubscriptionTier | null;
  /** The account menu, e.g. `<AccountMenu userRole={role} tier={tier} onLogout={logout} />`. */
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
 * The chat screen's header (spec 2): the moon logo and product name (a link home), the links of
 * {@link chatHeaderLinks} for the audience, and slots for the theme toggle and account menu.
 * Links use RAC's `href`, routed by the app's RAC `RouterProvider`.
 *
 * @example
 * <ChatHeader userRole="client" tier="advanced" themeToggle={<ThemeToggle showLabel={false} />}
 *   accountMenu={<AccountMenu userRole="client" tier="advanced" onLogout={logout} />} />
 */
export function ChatHeader({
  userRole,
  tier,
  accountMenu,
  themeToggle,
  currentPath,
  homeHref = '/',
  className,
}: ChatHeaderProps) {
  const links = chatHeaderLinks({ role: userRole, tier });
  return (
    <header className={[styles.root, className].filter(Boolean).join(' ')} data-audience={userRole ?? 'visitor'}>
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
