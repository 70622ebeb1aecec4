import {
  conversationsQueryOptions,
  homeSynopsisQueryOptions,
  type Id,
  messagesQueryOptions,
  subscriptionStatusQueryOptions,
  type User,
} from '@app/contract';
import { siteInfoQueryOptions } from '@app/contract/site';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../app/api';
import { synopsisVisibility } from './chatView';

/**
 * Everything the chat shows a signed-in user at first paint (the status, the planner, the latest
 * conversation or the one asked for, and its messages), loaded in parallel so a server render has
 * it all and the browser asks for none of it again. A failed read is left to the page (it shows its
 * own error and retries); it never fails the render.
 */
export async function prefetchChat(queryClient: QueryClient, user: User | null, requestedId: Id | undefined) {
  const quietly = (work: Promise<unknown>) => work.catch(() => undefined);
  // The suggested prompts come from the site's settings (/settings): rendered with the page, they
  // do not change under a visitor's eyes.
  const site = quietly(queryClient.prefetchQuery(siteInfoQueryOptions(apiClient)));
  if (!user) return site;
  // The history panel lists the conversations whichever one is open: a list the server did not
  // render would arrive in the browser before the panel hydrates, and not match its HTML.
  const list = queryClient.fetchInfiniteQuery(conversationsQueryOptions('', apiClient));
  const latestMessages = async () => {
    const id = requestedId ?? (await list).pages[0]?.[0]?.id;
    if (id !== undefined) await queryClient.prefetchQuery(messagesQueryOptions(id, apiClient));
  };
  await Promise.all([
    site,
    quietly(
      queryClient.prefetchQuery(subscriptionStatusQueryOptions({ reader: 'banner', isLoggedIn: true }, apiClient)),
    ),
    quietly(list),
    quietly(latestMessages()),
    synopsisVisibility(user, false).load
      ? quietly(queryClient.prefetchQuery(homeSynopsisQueryOptions({ tier: user.subscriptionTier }, apiClient)))
      : undefined,
  ]);
}
