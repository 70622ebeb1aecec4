import { createApiClient } from '@app/contract';
import { requestScope } from './requestScope';
import { forgetAuthenticated } from './storage';

/**
 * The shell's API client (same origin). A 401 on any call removes the `isAuthenticated` flag
 * (spec 3). Pass it to the contract's query and mutation factories. Rendered on the server, it
 * reaches the API in process, as the visitor.
 */
export const apiClient = createApiClient({
  onUnauthorized: () => forgetAuthenticated(),
  fetch: (input, init) => (requestScope()?.fetch ?? globalThis.fetch)(input, init),
});
