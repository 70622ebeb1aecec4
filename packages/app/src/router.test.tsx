import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeTree } from './router';

function renderAt(path: string) {
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('shell routes', () => {
  it('renders the logo and the theme toggle on /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Moonheart' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moonheart logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark celestial theme' })).toBeInTheDocument();
  });

  it('shows the 404 card for an unknown path', async () => {
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
