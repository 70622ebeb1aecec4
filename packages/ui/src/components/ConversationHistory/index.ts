export type { ConversationDrawerProps } from './ConversationDrawer';
export { ConversationDrawer } from './ConversationDrawer';
export type {
  ConversationHistoryProps,
  ConversationHistoryStatus,
  ConversationId,
  ConversationSummary,
} from './ConversationHistory';
export {
  ConversationHistory,
  conversationUndoMs,
  maxConversationTitleLength,
} from './ConversationHistory';
export type { ConversationDate } from './conversationDate';
export { formatConversationDate } from './conversationDate';
