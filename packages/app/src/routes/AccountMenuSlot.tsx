import type { Role, Tier } from '@app/contract';
import type { AccountMenuProps } from '@app/ui';
import { Suspense } from 'react';
import { type LazyPart, PartBoundary } from '../app/lazyPart';
import { appMessages } from '../messages';
import * as styles from './AccountMenuSlot.css';
import { lazyAccountMenu } from './chromeParts';
import { accountMenuItems } from './navigation';

export interface AccountMenuSlotProps extends Pick<AccountMenuProps, 'onLogout'> {
  /** The user's role; `null` or omitted for a visitor. */
  userRole?: Role | null;
  /** The user's tier; missing means free. */
  tier?: Tier | null;
  /** Where the menu comes from: its own chunk (the default), or a stand-in in tests and stories. */
  part?: LazyPart<AccountMenuProps>;
}

/**
 * The header's account menu with the audience's entries (routes/navigation.ts), loaded in its own chunk. While it loads, its trigger's room is kept;
 * should it fail to load (offline, a new deploy), a plain link keeps the way in or out.
 */
export function AccountMenuSlot({ part = lazyAccountMenu, userRole, tier, onLogout }: AccountMenuSlotProps) {
  return (
    <PartBoundary
      fallback={() =>
        userRole ? (
          <a className={styles.fallback} href="/logout">
            {appMessages.titles.logout}
          </a>
        ) : (
          <a className={styles.fallback} href="/auth">
            {appMessages.titles.auth}
          </a>
        )
      }
    >
      <Suspense fallback={<span className={styles.pending} aria-hidden="true" data-slot="account-menu-pending" />}>
        <part.Part items={accountMenuItems({ role: userRole, tier })} onLogout={onLogout} />
      </Suspense>
    </PartBoundary>
  );
}
