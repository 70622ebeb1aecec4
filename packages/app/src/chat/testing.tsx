import { createQueryClient } from '@app/contract';
import { createToastQueue, type ToastQueue } from '@app/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { ChatPage, type ChatPageProps } from './ChatPage';

/** Test helper (not part of the page): the chat in a memory router at `path`, with `/auth` beside it. */
export function renderChatPage({ path = '/', ...props }: ChatPageProps & { path?: string } = {}) {
  const client: QueryClient = createQueryClient({ config: { defaultOptions: { queries: { retry: false } } } });
  const toasts: ToastQueue = props.toasts ?? createToastQueue({ policy: 'destructive-only', autoDismiss: false });
  const redirectToAuth = vi.fn();
  const rootRoute = createRootRoute({ component: Outlet });
  const chat = () => <ChatPage toasts={toasts} redirectToAuth={redirectToAuth} {...props} />;
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: chat }),
    createRoute({ getParentRoute: () => rootRoute, path: '/chat', component: chat }),
    createRoute({ getParentRoute: () => rootRoute, path: '/auth', component: () => <h1>Log In</h1> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, toasts, router, redirectToAuth };
}
