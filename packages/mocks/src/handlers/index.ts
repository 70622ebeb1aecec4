import type { RequestHandler } from 'msw';
import { userHandlers } from './user';

/**
 * Default handlers, keyed by domain. Storybook passes this object as `parameters.msw.handlers`;
 * a story replaces one domain's key with a scenario (e.g. `{ user: userHandlers.signedIn() }`).
 * The API issue adds the remaining domains here.
 */
export const handlers: Record<string, RequestHandler[]> = {
  user: userHandlers.visitor(),
};

export { userHandlers };
