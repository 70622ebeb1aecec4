import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { expect, expectTypeOf, it } from 'vitest';
import type { Message, SendMessageResult, SubscriptionStatus, User } from './index';
import {
  currentUserQueryOptions,
  logoutMutationOptions,
  messagesQueryOptions,
  sendMessageMutationOptions,
  subscriptionStatusQueryOptions,
} from './index';

// Compile-time checks of the factories with TanStack's hooks; never rendered.
function usage(client: QueryClient) {
  const user = useQuery(currentUserQueryOptions());
  expectTypeOf(user.data).toEqualTypeOf<User | null | undefined>();
  const status = useQuery(subscriptionStatusQueryOptions({ reader: 'banner', isLoggedIn: true }));
  expectTypeOf(status.data).toEqualTypeOf<SubscriptionStatus | null | undefined>();
  expectTypeOf(client.getQueryData(messagesQueryOptions(7).queryKey)).toEqualTypeOf<Message[] | undefined>();

  const logout = useMutation(logoutMutationOptions());
  logout.mutate();
  const send = useMutation(sendMessageMutationOptions());
  send.mutate({ conversationId: 7, content: 'Hi', signal: new AbortController().signal });
  expectTypeOf(send.data).toEqualTypeOf<SendMessageResult | undefined>();
  // @ts-expect-error a send needs its conversation
  send.mutate({ content: 'Hi' });
  // @ts-expect-error the reader is one of guard, hook, banner
  subscriptionStatusQueryOptions({ reader: 'page', isLoggedIn: true });
}

it('type-checks the factories with the hooks', () => {
  expect(typeof usage).toBe('function');
});
