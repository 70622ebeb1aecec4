import '@app/ui/reset.css';
import '@app/ui/styles.css';
import { isThemeName, themeAttribute } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { takeTimeZone } from './app/displayTime';
import { receiveHandovers } from './app/handover';
import { nextTask } from './app/nextTask';
import { registerServiceWorker } from './app/serviceWorker';
import { takeSplashTurn } from './app/splash';
import { keepThemeCookie } from './app/themeCookie';
import { adoptWebFonts } from './app/webFonts';
import { partsInPage } from './chat/partsInPage';
import { queryClient } from './queryClient';
import { createAppRouter } from './router';

// The server rendered the page in the theme of the cookie; the toggle keeps the cookie in step.
const renderedTheme = document.documentElement.getAttribute(themeAttribute);
keepThemeCookie();
receiveHandovers();

// Evaluating the modules, building the router and hydrating are three tasks, not one: on a phone
// each takes tens of milliseconds, and together they held the main thread (and a tap) for 300 ms.
// (An async function, not top-level await: with top-level await in the entry, the bundler splits
// the entry's modules into some fifty chunks.)
async function hydrateInSteps() {
  await nextTask();
  takeTimeZone();
  const router = createAppRouter(
    { queryClient, splash: takeSplashTurn(), ...(isThemeName(renderedTheme) ? { theme: renderedTheme } : {}) },
    { document: true },
  );
  adoptWebFonts({
    load: () => import('./fonts'),
    onNavigated: (listener) => router.subscribe('onResolved', (event) => listener(event.toLocation.pathname)),
    pathname: router.state.location.pathname,
  });

  // The parts the server rendered arrive before hydration, so they hydrate in place (chat/partsInPage.ts).
  await Promise.all(partsInPage().map((part) => part.preload()));
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterClient router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
void hydrateInSteps();

if (import.meta.env.PROD) registerServiceWorker();
