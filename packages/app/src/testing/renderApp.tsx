import { createQueryClient } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createAppRouter } from '../router';

/** A query client with the contract's rules but no retries, so failures show at once in tests. */
export function createTestQueryClient() {
  return createQueryClient({
    config: { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } },
  });
}

/** Renders the whole shell at `path` in a memory history (no splash), with a fresh cache. */
export function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, splash: false }, { history });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, history };
}
