import { Loader } from '@app/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLogout } from '../app/session';
import { appMessages } from '../messages';
import * as styles from './page.css';

/** `/logout` (spec 2, 4): logs out at once and always ends on /auth. */
export function LogoutPage() {
  const logout = useLogout();
  const router = useRouter();
  useEffect(() => {
    // A logout already running (the 5 s guard) navigates itself; if none ran, still end on /auth.
    void logout().then((ran) => {
      if (!ran) void router.navigate({ to: '/auth', replace: true });
    });
  }, [logout, router]);
  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {appMessages.titles.logout}
      </h1>
      <Loader size="md" label={appMessages.logout.inProgress} showLabel />
    </section>
  );
}
