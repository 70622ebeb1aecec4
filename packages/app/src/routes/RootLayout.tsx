import {
  ChatHeader,
  Footer,
  PageTransitionOverlay,
  SplashScreen,
  Starfield,
  StarfieldPauseToggle,
  ThemeToggle,
} from '@app/ui';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { PartBoundary } from '../app/lazyPart';
import { usePreferredTheme } from '../app/preferences';
import { audienceOf, useCurrentUser, useLogout } from '../app/session';
import { appToasts } from '../app/toasts';
import { appMessages } from '../messages';
import { chatPaths } from '../routing/routeTable';
import { AccountMenuSlot } from './AccountMenuSlot';
import { lazyToaster } from './chromeParts';
import { chatHeaderLinks, footerLinks } from './navigation';
import { PageNoticeSlot } from './PageNoticeSlot';
import { footerId } from './pageLandmarks';
import * as styles from './RootLayout.css';
import { usePageTitle } from './usePageTitle';

// Admins only (spec 6): kept out of everyone else's download.
const AdminPerformancePanel = lazy(() => import('./AdminPerformancePanel'));
// The maintenance notice of /settings: its own chunk, so the entry carries only this line.
const MaintenanceBanner = lazy(() => import('../admin/MaintenanceBanner'));

const nothing = () => null;

/**
 * The chrome around every page (spec 2, 4): header with the audience's links and account menu,
 * the theme toggle, the footer, the starfield, the toaster, the splash (2 s), the page-transition
 * overlay and, for admins, the performance panel. RAC links and menus navigate through the router.
 */
export function RootLayout() {
  const router = useRouter();
  const { user } = useCurrentUser();
  const { userRole, tier } = audienceOf(user);
  const logout = useLogout();
  const saveTheme = usePreferredTheme();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isNavigating = useRouterState({ select: (state) => state.isLoading });
  const title = usePageTitle();
  // The chat's routes are app screens: the page is the viewport's height.
  const isAppScreen = chatPaths.includes(pathname);
  // The starfield's pause control lives in the footer, in the page's flow: floating, it was painted
  // under the page (hidden when focused, unclickable) and crowded by the admin panel on a phone.
  const [starsPaused, setStarsPaused] = useState(false);
  const showsPerformancePanel = userRole === 'admin' && router.options.context?.performancePanel !== false;
  // Decided by the entry (server and browser alike, from the splash cookie) before the first render.
  const [showSplash] = useState(() => router.options.context?.splash === true);

  useEffect(() => {
    document.title = appMessages.documentTitle(title);
  }, [title]);

  return (
    <RouterProvider navigate={(href) => router.navigate({ href })}>
      <I18nProvider locale="en-US">
        <div
          className={[
            styles.page,
            isAppScreen ? styles.appFrame : '',
            showsPerformancePanel ? styles.roomForPerformancePanel : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <a className={styles.skipLink} href="#main-content">
            {appMessages.skipToContent}
          </a>
          <PartBoundary fallback={nothing}>
            <Suspense fallback={null}>
              <MaintenanceBanner />
            </Suspense>
          </PartBoundary>
          <Starfield control="none" isPaused={starsPaused} />
          <ChatHeader
            className={styles.chrome}
            links={chatHeaderLinks({ role: userRole, tier })}
            currentPath={pathname}
            themeToggle={<ThemeToggle showLabel={false} onThemeChange={saveTheme} />}
            accountMenu={<AccountMenuSlot userRole={userRole} tier={tier} onLogout={() => void logout()} />}
          />
          <main
            id="main-content"
            tabIndex={-1}
            className={isAppScreen ? `${styles.main} ${styles.appFrameMain}` : styles.main}
            aria-label={appMessages.mainLabel}
          >
            <Outlet />
          </main>
          <PageNoticeSlot pathname={pathname} />
          <Footer id={footerId} className={styles.chrome} links={footerLinks}>
            <StarfieldPauseToggle isPaused={starsPaused} onPausedChange={setStarsPaused} />
          </Footer>
          <PartBoundary fallback={nothing}>
            <Suspense fallback={null}>
              <lazyToaster.Part
                queue={appToasts}
                className={[
                  styles.toaster,
                  isAppScreen ? styles.toasterOverComposer : '',
                  showsPerformancePanel && !isAppScreen ? styles.toasterAbovePerformancePanel : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              />
            </Suspense>
          </PartBoundary>
          <PageTransitionOverlay isActive={isNavigating} />
          {showsPerformancePanel ? (
            <Suspense fallback={null}>
              <AdminPerformancePanel />
            </Suspense>
          ) : null}
          {/* Rendered in the first HTML, it leaves by itself 2 s after it appeared (its CSS), scripts or not. */}
          {showSplash ? <SplashScreen /> : null}
        </div>
      </I18nProvider>
    </RouterProvider>
  );
}
