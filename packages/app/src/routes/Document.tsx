import { brand, defaultTheme, themeAttribute, themePageColors } from '@app/ui';
import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { preload } from 'react-dom';
import { appIcons } from '../app/appIcons';
import { appMessages } from '../messages';
import { footerId } from './pageLandmarks';
import { usePageTitle } from './usePageTitle';

/**
 * The whole HTML document, rendered on the server and hydrated in the browser: the theme is on
 * `<html>` from the first byte (no flash), the title is the page's, and the router adds its assets
 * (the stylesheet, the entry, the page's chunks) and its hydration data.
 */
export function Document({ children }: { children: ReactNode }) {
  const router = useRouter();
  const theme = router.options.context.theme ?? defaultTheme;
  const title = usePageTitle();
  // Server only (the browser's context has none), when the browser has the fonts cached: React puts
  // these in the head, before the stylesheet.
  for (const href of router.options.context.fontPreloads ?? []) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  // Server only: the script that loads the page's script after its first paint. It removes itself
  // at once, so hydration finds the body as the browser renders it.
  const boot = router.options.context.bootScript?.(router.state.matches.map((match) => match.routeId));
  const themeProps = theme === defaultTheme ? {} : { [themeAttribute]: theme };
  // Until hydration the server's buttons do nothing; tools (and tests) can wait for this mark.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    // The theme toggle changes the attribute itself; React only renders the first value.
    <html lang="en" {...themeProps} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        {/* To the screen's edges (the layout keeps the safe-area insets), and the on-screen keyboard
            shrinks the page, so the composer at its foot stays above it. */}
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, viewport-fit=cover, interactive-widget=resizes-content"
        />
        <meta name="description" content={appMessages.documentDescription} />
        {/* The active theme's colour; the theme toggle keeps it in step (app/themeCookie.ts). */}
        <meta name="theme-color" content={themePageColors[theme]} />
        <meta name="apple-mobile-web-app-title" content={brand.productName} />
        <link rel="manifest" href={appIcons.manifest} />
        <link rel="icon" href={appIcons.favicon} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={appIcons.appleTouch} />
        <title>{appMessages.documentTitle(title)}</title>
        {/* No first paint of a page parsed only halfway (routes/pageLandmarks.ts). */}
        <link rel="expect" href={`#${footerId}`} blocking="render" />
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
        {boot ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, its values JSON-escaped (app/bootScript.ts)
          <script nonce={router.options.ssr?.nonce} dangerouslySetInnerHTML={{ __html: boot }} />
        ) : null}
      </body>
    </html>
  );
}
