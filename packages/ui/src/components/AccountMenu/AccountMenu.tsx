import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { navigationMessages } from '../../messages/navigation';
import * as styles from './AccountMenu.css';
import { accountMenuItems } from './accountMenuItems';
import type { SubscriptionTier, UserRole } from './audience';

export interface AccountMenuProps {
  /** The user's role; `null` or omitted for a visitor. (Not `role`: that is an ARIA attribute.) */
  userRole?: UserRole | null;
  /** The client's subscription tier; missing means free. */
  tier?: SubscriptionTier | null;
  /**
   * Called by the Logout / Log Out entry. The app clears the session and ends on `/auth`, even
   * when the server call fails (spec 2, 4).
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
 * Escape) with the entries of {@link accountMenuItems} for the audience. Links use RAC's `href`, so
 * the app's RAC `RouterProvider` routes them without a page load.
 *
 * @example
 * <RouterProvider navigate={navigate}>
 *   <AccountMenu userRole="client" tier="core" onLogout={logout} />
 * </RouterProvider>
 */
export function AccountMenu({
  userRole,
  tier,
  onLogout,
  isOpen,
  defaultOpen,
  onOpenChange,
  triggerLabel = navigationMessages.accountMenu.triggerLabel,
  className,
}: AccountMenuProps) {
  const entries = accountMenuItems({ role: userRole, tier });
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        aria-label={triggerLabel}
        data-audience={userRole ?? 'visitor'}
      >
        <PersonIcon />
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        {/* RAC names the menu after its trigger ("Account menu"). */}
        <Menu className={styles.menu}>
          {entries.flatMap((entry) =>
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
