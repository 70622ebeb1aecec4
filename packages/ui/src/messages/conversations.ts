import { brand } from '../brand';

/**
 * The conversation history and its drawer: `messages.conversations`.
 * Kept apart from the chat's strings, so that the history bundles only its own.
 */
export const conversationMessages = {
  heading: 'Conversations',
  newConversation: 'New conversation',
  /** The title of a conversation that has none yet. */
  untitled: 'New conversation',
  searchLabel: 'Search conversations',
  searchPlaceholder: 'Search titles and messages',
  clearSearch: 'Clear search',
  loading: 'Loading conversations...',
  loadError: 'Your conversations could not be loaded.',
  retry: 'Try again',
  empty: `No conversations yet. Your conversations with ${brand.assistantName} will appear here.`,
  noMatch: (search: string) => `No conversations match “${search}”.`,
  /** Said (politely) when a search's results arrive. */
  found: (count: number) => (count === 1 ? '1 conversation found.' : `${count} conversations found.`),
  showOlder: 'Show older conversations',
  loadingOlder: 'Loading older conversations...',
  messageCount: (count: number) => (count === 1 ? '1 message' : `${count} messages`),
  moreActions: (title: string) => `More actions for ${title}`,
  rename: 'Rename',
  delete: 'Delete',
  titleLabel: 'Conversation title',
  saveTitle: 'Save title',
  cancelRename: 'Cancel renaming',
  saving: 'Saving...',
  titleRequired: 'Enter a title.',
  titleTooLong: (max: number) => `Use at most ${max} characters.`,
  renameFailed: 'The title could not be saved. Try again.',
  deleteTitle: 'Delete this conversation?',
  deleteDescription: (title: string) => `“${title}” and all its messages will be deleted.`,
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  deleted: 'Conversation deleted.',
  undo: 'Undo',
  drawer: {
    /** Accessible name of the drawer (a dialog). */
    label: 'Conversations',
    close: 'Close conversations',
  },
} as const;
