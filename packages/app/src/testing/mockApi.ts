import { server } from '@app/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { appToasts } from '../app/toasts';

/**
 * The set-up every test file of the app shares: the MSW handlers of @app/mocks answer the API for
 * the file (an unhandled request fails the test), each test starts with empty storage and no toast,
 * and a test's handler overrides and listeners end with it. Call once at the top of a file; it
 * returns the server for `server.use(...)`.
 */
export function setUpMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    appToasts.remove();
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}
