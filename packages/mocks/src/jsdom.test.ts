// @vitest-environment jsdom
import {
  createQueryClient,
  currentUserQueryOptions,
  defaultApiClient,
  isAbortError,
  sendMessageMutationOptions,
} from '@app/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatHandlers } from './handlers';
import { server } from './node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// What component and page tests see: jsdom, the same-origin default client, msw/node.
describe('under jsdom', () => {
  it('the default client reaches the mocks on the same origin', async () => {
    await expect(createQueryClient().fetchQuery(currentUserQueryOptions())).resolves.toBeNull();
  });

  it('a send can be aborted', async () => {
    server.use(...chatHandlers.slow(5_000));
    const client = createQueryClient();
    const controller = new AbortController();
    const send = client
      .getMutationCache()
      .build(client, sendMessageMutationOptions(defaultApiClient))
      .execute({ conversationId: 7, content: 'Hi', signal: controller.signal })
      .catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 20);
    const error = await send;
    expect(isAbortError(error)).toBe(true);
  });
});
