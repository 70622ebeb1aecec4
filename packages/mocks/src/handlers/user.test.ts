import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node';
import { userHandlers } from './user';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('user handlers', () => {
  it('answer 401 for a visitor by default', async () => {
    const response = await fetch('http://localhost/api/user');
    expect(response.status).toBe(401);
  });
  it('answer the user when signed in', async () => {
    server.use(...userHandlers.signedIn({ id: 1, username: 'core', role: 'client', subscriptionTier: 'core' }));
    const response = await fetch('http://localhost/api/user');
    expect(await response.json()).toMatchObject({ username: 'core', subscriptionTier: 'core' });
    server.resetHandlers();
  });
});
