/**
 * `withAppRouter`: a story decorator that renders the WHOLE Moonheart shell (header, account menu,
 * footer, toaster, guards, lazy pages) in a memory-history router at a path, with a fresh query
 * cache, no splash, and the API answered by the story's MSW handlers (@app/mocks scenarios).
 * The story's own component is not rendered: the route decides what shows.
 *
 * Reuse it (chat and sky pages too):
 *
 *   import { authHandlers, chatHandlers } from '@app/mocks';
 *   import { type AppRouterParameters, withAppRouter } from './withAppRouter';
 *
 *   const meta = {
 *     title: 'App/Chat',
 *     decorators: [withAppRouter],
 *     parameters: { layout: 'fullscreen', appRouter: { path: '/chat' } satisfies AppRouterParameters },
 *   } satisfies Meta;
 *
 *   export const LimitReached: StoryObj = {
 *     parameters: { msw: { handlers: { auth: authHandlers.as('free'), chat: chatHandlers.limitReached() } } },
 *     play: async ({ canvas }) => { await canvas.findByRole('heading', { name: '...' }); },
 *   };
 *
 * `parameters.appRouter`:
 * - `path`: where the story starts (guards run: a visitor on a guarded path lands on /auth);
 * - `local` / `session`: browser storage to set before the first render (e.g. the stored prompt,
 *   the redirect-after-auth key). App keys (`moonheart-*` except the theme, `isAuthenticated`)
 *   are cleared first, and the toast queue is emptied, so stories never leak into each other;
 * - `extraRoutes`: extra routes under the root (e.g. one that throws, for the error screen).
 *
 * For stable screenshots the admin's live performance panel is off and toasts stay until dismissed.
 */
import { createQueryClient } from '@app/contract';
import { storageKeys } from '@app/ui';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { appToasts } from '../../packages/app/src/app/toasts';
import { createAppRouter, type ExtraRoutes } from '../../packages/app/src/router';

export interface AppRouterParameters {
  path: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  extraRoutes?: ExtraRoutes;
}

function resetAppStorage() {
  for (const store of [localStorage, sessionStorage]) {
    for (const key of Object.keys(store)) {
      if ((key.startsWith('moonheart-') && key !== storageKeys.theme) || key === 'isAuthenticated')
        store.removeItem(key);
    }
  }
}

/**
 * In stories a toast stays until dismissed: a 5 s auto-dismiss would race the screenshots of both
 * themes. (The app's durations are unit-tested in @app/ui.)
 */
let toastsHeld = false;
function holdToasts() {
  if (toastsHeld) return;
  toastsHeld = true;
  const add = appToasts.add.bind(appToasts);
  appToasts.add = (input) => add({ ...input, duration: Number.POSITIVE_INFINITY });
}

function AppStory({ path, local = {}, session = {}, extraRoutes }: AppRouterParameters) {
  const [app] = useState(() => {
    resetAppStorage();
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    appToasts.remove();
    holdToasts();
    const queryClient = createQueryClient({
      config: { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } },
    });
    const history = createMemoryHistory({ initialEntries: [path] });
    const router = createAppRouter(
      // No admin performance panel: its live metrics (LCP, memory) never match a baseline.
      { queryClient, splash: false, performancePanel: false },
      extraRoutes ? { history, extraRoutes } : { history },
    );
    return { queryClient, router };
  });
  return (
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>
  );
}

export const withAppRouter: Decorator = (_Story, context) => {
  const parameters = (context.parameters.appRouter ?? { path: '/' }) as AppRouterParameters;
  // A new key per story remounts the app, so each story starts from its own path and cache.
  return <AppStory key={context.id} {...parameters} />;
};

/** How long a play function waits for a lazy page and its data (first visits load code-split chunks). */
export const pageLoad = { timeout: 10_000 } as const;
