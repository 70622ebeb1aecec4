import { Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { navigationMessages } from '../../messages/navigation';
import { IconButton } from '../IconButton';
import * as styles from './AccountMenu.css';
import type { AccountMenuEntry } from './types';

export interface AccountMenuProps {
  /**
   * The entries, in order: links (`{ kind: 'link', id, label, href }`) and at most one logout
   * entry (`{ kind: 'logout', id: 'logout', label }`), which is shown after a separator.
   */
  items: readonly AccountMenuEntry[];
  /**
   * Called by the logout entry. End the session there and send the user to your sign-in page,
   * even when the server call fails.
   */
  onLogout?: () => void;
  /** Open state, for a controlled menu. */
  isOpen?: boolean;
  /** Initial open state of an uncontrolled menu. @default false */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Accessible name of the icon trigger. @default "Account menu" */
  triggerLabel?: string;
  /** Layout-only escape hatch, on the trigger. */
  className?: string;
}

/**
 * The account menu: an icon button that opens a keyboard-first menu (arrows, Home/End, typeahead,
 * Escape) with the given entries. Links use RAC's `href`, so the app's RAC `RouterProvider` routes
 * them without a page load.
 *
 * @example
 * ```tsx
 * <RouterProvider navigate={navigate}>
 *   <AccountMenu
 *     items={[
 *       { kind: 'link', id: 'settings', label: 'Settings', href: '/settings' },
 *       { kind: 'logout', id: 'logout', label: 'Log out' },
 *     ]}
 *     onLogout={logout}
 *   />
 * </RouterProvider>
 * ```
 */
export function AccountMenu({
  items,
  onLogout,
  isOpen,
  defaultOpen,
  onOpenChange,
  triggerLabel = navigationMessages.accountMenu.triggerLabel,
  className,
}: AccountMenuProps) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {/* IconButton is a RAC Button, so MenuTrigger wires it (press, aria-expanded, focus return). */}
      <IconButton className={className} label={triggerLabel}>
        <PersonIcon />
      </IconButton>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        {/* RAC names the menu after its trigger ("Account menu"). */}
        <Menu className={styles.menu}>
          {items.flatMap((entry) =>
            entry.kind === 'link'
              ? [
                  <MenuItem key={entry.id} id={entry.id} className={styles.item} href={entry.href}>
                    {entry.label}
                  </MenuItem>,
                ]
              : [
                  // The separator keeps Logout apart from the links; it is not a menu item.
                  <Separator key="separator" className={styles.separator} />,
                  <MenuItem key={entry.id} id={entry.id} className={styles.item} onAction={() => onLogout?.()}>
                    {entry.label}
                  </MenuItem>,
                ],
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function PersonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
