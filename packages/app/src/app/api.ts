import { createApiClient } from '@app/contract';
import { forgetAuthenticated } from './storage';

/**
 * The shell's API client (same origin). A 401 on any call removes the `isAuthenticated` flag
 * (spec 3). Pass it to the contract's query and mutation factories.
 */
export const apiClient = createApiClient({ onUnauthorized: () => forgetAuthenticated() });
