import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/600.css';
import '@app/ui/styles.css';
import { applyTheme, readStoredTheme } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './app/serviceWorker';
import { queryClient } from './queryClient';
import { createAppRouter } from './router';

// Apply the saved theme before the first paint, so a dark-celestial user never sees a light flash.
applyTheme(readStoredTheme());

const router = createAppRouter({ queryClient });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

if (import.meta.env.PROD) registerServiceWorker();
