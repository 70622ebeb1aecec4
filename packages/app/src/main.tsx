import '@app/ui/styles.css';
import { isThemeName, themeAttribute } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { takeTimeZone } from './app/displayTime';
import { receiveHandovers } from './app/handover';
import { registerServiceWorker } from './app/serviceWorker';
import { takeSplashTurn } from './app/splash';
import { keepThemeCookie } from './app/themeCookie';
import { queryClient } from './queryClient';
import { createAppRouter } from './router';

// The web fonts come after the first paint (the server's boot script may have added them already).
void import('./fonts');

// The server rendered the page in the theme of the cookie; the toggle keeps the cookie in step.
const renderedTheme = document.documentElement.getAttribute(themeAttribute);
keepThemeCookie();
receiveHandovers();
takeTimeZone();

const router = createAppRouter(
  { queryClient, splash: takeSplashTurn(), ...(isThemeName(renderedTheme) ? { theme: renderedTheme } : {}) },
  { document: true },
);

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

if (import.meta.env.PROD) registerServiceWorker();
