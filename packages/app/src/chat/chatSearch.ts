/** The chat's search params: `?conversation=ID` opens that conversation (DECISIONS "Conversations"). */
export interface ChatSearch {
  conversation?: number;
}

/** Reads `?conversation=`: a positive whole number, else absent (a bad value opens the latest). */
export function validateChatSearch(search: Record<string, unknown>): ChatSearch {
  const raw = search.conversation;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? { conversation: id } : {};
}
