// `/conversations`' search params: the filters, the page and the conversation opened, so a view can
// be shared and the back button goes back. Read by the page itself, not by the route's
// validateSearch, so none of it rides in the shell's entry (the router); the page narrows `domain`
// and `rating` with the contract's lists.
export interface ConversationsSearch {
  domain?: string;
  rating?: string;
  page?: number;
  conversation?: number;
}

const positiveInteger = (raw: unknown): number | undefined => {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
};
const word = (raw: unknown): string | undefined =>
  typeof raw === 'string' && /^[a-z]{1,20}$/.test(raw) ? raw : undefined;

export function validateConversationsSearch(search: Record<string, unknown>): ConversationsSearch {
  const result: ConversationsSearch = {};
  const domain = word(search.domain);
  const rating = word(search.rating);
  const page = positiveInteger(search.page);
  const conversation = positiveInteger(search.conversation);
  if (domain) result.domain = domain;
  if (rating) result.rating = rating;
  if (page && page > 1) result.page = page;
  if (conversation) result.conversation = conversation;
  return result;
}
