// The shell's floor (issue 8.2): a bare React + TanStack Router + TanStack Query app, built by the
// shell's own Vite config in the same run. Whatever the shell loads beyond this is our cost.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Home() {
  const health = useQuery({
    queryKey: ['/api/health'],
    queryFn: () => fetch('/api/health').then((reply) => reply.json()),
  });
  return <p>{health.isSuccess ? 'ready' : 'loading'}</p>;
}

const rootRoute = createRootRoute({
  component: () => (
    <main>
      <Link to="/">Home</Link> <Link to="/about">About</Link>
      <Outlet />
    </main>
  ),
});
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home }),
  createRoute({ getParentRoute: () => rootRoute, path: '/about', component: () => <p>About</p> }),
]);
const router = createRouter({ routeTree });
const queryClient = new QueryClient();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
