import { createQueryClient } from '@app/contract';
import { createToastQueue, Toaster, type ToastQueue } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { ChatPage, type ChatPageProps } from '../../../packages/app/src/chat/ChatPage';
import { appMessages } from '../../../packages/app/src/messages';

export interface ChatStoryFrameProps extends ChatPageProps {
  /** Where the memory router starts. @default '/' */
  path?: string;
}

/**
 * A chat story's world: a fresh QueryClient (no read retries), a memory router with `/`, `/chat`
 * and `/auth`, and a toast queue that keeps its toast (no auto-dismiss) so screenshots do not
 * depend on timing. The shell's own router decorator can replace this once it lands.
 */
export function ChatStoryFrame({ path = '/', ...props }: ChatStoryFrameProps) {
  const [world] = useState(() => {
    const client = createQueryClient({ config: { defaultOptions: { queries: { retry: false } } } });
    const toasts: ToastQueue = props.toasts ?? createToastQueue({ policy: 'destructive-only', autoDismiss: false });
    const rootRoute = createRootRoute({
      component: () => (
        <>
          <Outlet />
          <Toaster queue={toasts} />
        </>
      ),
    });
    const chat = () => <ChatPage {...props} toasts={toasts} />;
    const routeTree = rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: chat }),
      createRoute({ getParentRoute: () => rootRoute, path: '/chat', component: chat }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/auth',
        component: () => <h1>{appMessages.titles.auth}</h1>,
      }),
    ]);
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
    return { client, router };
  });
  return (
    <QueryClientProvider client={world.client}>
      {/* The shell gives the chat the viewport's height (RootLayout's app frame): the same here. */}
      <div style={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <RouterProvider router={world.router} />
      </div>
    </QueryClientProvider>
  );
}
