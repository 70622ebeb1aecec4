import { vi } from 'vitest';
import { type ApiClient, createApiClient } from './request';

/** Test helper (not exported by the package): a JSON reply. */
export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Route = (request: { url: string; init: RequestInit; count: number }) => Response | Promise<Response>;

/**
 * Test helper: an API client over a fake fetch routed by `"METHOD /path"`. An unrouted call
 * answers 404. `calls` lists the routes called, in order.
 */
export function routedApi(routes: Record<string, Route>): { api: ApiClient; calls: string[] } {
  const calls: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    calls.push(key);
    const route = routes[key];
    if (!route) return new Response('Not Found', { status: 404 });
    return route({ url: String(input), init, count: calls.filter((call) => call === key).length });
  });
  return { api: createApiClient({ fetch }), calls };
}
