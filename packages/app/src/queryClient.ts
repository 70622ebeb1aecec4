import { QueryClient } from '@tanstack/react-query';

/** Query defaults of spec 9; the contract issue moves them into packages/contract. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 2 * 60_000,
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      refetchOnReconnect: true,
    },
  },
});
