import { webFontsPendingAttribute } from './bootScript';

export interface WebFontsOptions {
  /** Adds the web fonts' stylesheet to the page (the `fonts` chunk: Vite links its CSS). */
  load: () => Promise<unknown>;
  /** Calls `listener` after each navigation the router has resolved; returns the unsubscribe. */
  onNavigated: (listener: (pathname: string) => void) => () => void;
  /** The page's path now (a navigation to another path is when the fonts may come). */
  pathname: string;
}

/**
 * The web fonts, applied when swapping them in costs the user nothing. A page that painted without
 * them (a first visit: the boot script fetches their files for later) keeps its metric-matched
 * stand-ins until it changes anyway, at the first navigation to another path, or until it is
 * hidden: swapping fonts lays the whole page out again, a long task on a phone just after its first
 * paint. Otherwise they are loaded at once (the server's page has them inline already: nothing
 * more is fetched).
 */
export function adoptWebFonts({ load, onNavigated, pathname }: WebFontsOptions): void {
  if (!document.querySelector(`[${webFontsPendingAttribute}]`)) {
    void load();
    return;
  }
  let applied = false;
  const apply = () => {
    if (applied) return;
    applied = true;
    stopWatchingNavigation();
    document.removeEventListener('visibilitychange', applyWhenHidden);
    void load().then(() => {
      // Hidden, nothing paints: lay the page out now rather than when it is shown again.
      if (document.visibilityState !== 'hidden') return;
      document.body.getBoundingClientRect();
      // (Font loading is in every browser this page supports; not in a test's DOM.)
      void document.fonts?.ready.then(() => document.body.getBoundingClientRect());
    });
  };
  const applyWhenHidden = () => {
    if (document.visibilityState === 'hidden') apply();
  };
  const stopWatchingNavigation = onNavigated((to) => {
    if (to !== pathname) apply();
  });
  document.addEventListener('visibilitychange', applyWhenHidden);
}
