import {
  applyTheme,
  defaultTheme,
  readStoredTheme,
  storageKeys,
  type ThemeName,
  themeAttribute,
  themePageColors,
} from '@app/ui';
import { parseCookies } from './cookies';

/** The theme cookie: the same name and value as the `moonheart-theme` storage key, a year long. */
export function themeCookie(theme: ThemeName, secure: boolean): string {
  return `${storageKeys.theme}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function writeCookie(theme: ThemeName) {
  // The Cookie Store API is not in every browser we serve; one short cookie written on a toggle.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = themeCookie(theme, location.protocol === 'https:');
}

/**
 * Keeps the theme cookie (read by the server, so its HTML carries the theme from the first byte) and
 * the page's `theme-color` in step with the saved theme: now (a theme saved before the cookie existed is applied at once) and
 * whenever the toggle, or another tab, changes the page's theme.
 */
export function keepThemeCookie(root: HTMLElement = document.documentElement): void {
  const saved = readStoredTheme();
  const shown = () => (root.getAttribute(themeAttribute) as ThemeName | null) ?? defaultTheme;
  if (saved !== shown()) applyTheme(saved, root);
  if (parseCookies(document.cookie).get(storageKeys.theme) !== saved) writeCookie(saved);
  new MutationObserver(() => {
    const theme = shown();
    writeCookie(theme);
    // The browser's chrome around the page (and an installed app's title bar) follows the theme.
    root.ownerDocument.querySelector('meta[name="theme-color"]')?.setAttribute('content', themePageColors[theme]);
  }).observe(root, {
    attributes: true,
    attributeFilter: [themeAttribute],
  });
}
