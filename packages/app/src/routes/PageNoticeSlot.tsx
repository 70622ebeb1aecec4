import { Button } from '@app/ui';
import { useEffect, useRef } from 'react';
import { dismissPageNotice, usePageNotice } from '../app/pageNotice';
import { appMessages } from '../messages';
import * as styles from './RootLayout.css';

/**
 * Where a flow's confirmation shows on the page it ends on: a polite live region kept in the page
 * (so what it says is announced), above the content without moving it, until dismissed or the user
 * goes to another page.
 */
export function PageNoticeSlot({ pathname }: { pathname: string }) {
  const notice = usePageNotice();
  const shownHere = useRef(false);
  const visible = notice !== null && notice.path === pathname;
  useEffect(() => {
    if (visible) shownHere.current = true;
    else if (notice && shownHere.current) {
      shownHere.current = false;
      dismissPageNotice();
    }
  }, [visible, notice]);
  return (
    // aria-live rather than role="status": it is in every page, and pages name their own status.
    <div aria-live="polite" className={styles.pageNoticeRegion}>
      {visible ? (
        <div className={styles.pageNotice}>
          <p>{notice.message}</p>
          <Button variant="secondary" onPress={dismissPageNotice}>
            {appMessages.pageNotice.dismiss}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
