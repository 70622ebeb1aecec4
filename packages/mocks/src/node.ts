import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The request interceptor for Vitest. */
export const server = setupServer(...Object.values(handlers).flat());
