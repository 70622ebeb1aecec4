import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The worker for local development in a browser. */
export const worker = setupWorker(...Object.values(handlers).flat());
