// The copy of `/memory-explorer` (its own module: only the lazy page reads it).
import type { MemoryKind } from '@app/contract/memory';

const count = new Intl.NumberFormat('en');

export const memoryExplorerMessages = {
  lead: 'What Selene remembers about each person, with the message each memory came from. Opening a person’s memories is recorded in the audit log.',
  search: 'Find a person',
  searchHint: 'By username. Only people Selene remembers something about are listed.',
  usersTitle: 'People with memories',
  usersLoading: 'Loading the people Selene remembers',
  usersFailed: 'The people with memories could not be loaded.',
  retry: 'Try again',
  usersCount: (total: number) =>
    total === 1 ? '1 person has memories.' : `${count.format(total)} people have memories.`,
  noUsers: 'Selene remembers nothing about anyone yet. Memories appear as people tell her about themselves.',
  noMatch: (search: string) => `Nobody named like “${search}” has memories.`,
  memoryCount: (total: number) => (total === 1 ? '1 memory' : `${count.format(total)} memories`),
  choose: 'Choose a person to see what Selene remembers about them.',
  detailLabel: 'Memories of the chosen person',
  memoriesOf: (username: string) => `What Selene remembers about ${username}`,
  memoriesOfUnknown: 'What Selene remembers',
  memoriesLoading: 'Loading their memories',
  memoriesFailed: 'Their memories could not be loaded.',
  userNotFound: 'This person was not found.',
  noMemories: 'Selene remembers nothing about this person any more.',
  auditNote: 'You opened these memories: the audit log records it.',
  back: 'Back to the people',
  kinds: {
    fact: 'About them',
    preference: 'Preference',
    'birth-data': 'Birth data',
    'recurring-theme': 'Recurring theme',
  } satisfies Record<MemoryKind, string>,
  from: (snippet: string) => `From their message: “${snippet}”`,
  sourceGone: 'The message it came from was deleted.',
  openConversation: 'Open the conversation',
  openConversationLabel: (text: string) => `Open the conversation “${text}” came from`,
  kept: (when: string) => `Kept ${when}`,
  updated: (when: string) => `last confirmed ${when}`,
  delete: 'Delete',
  deleteLabel: (text: string) => `Delete “${text}”`,
  confirmDelete: (text: string, username: string) => `Delete “${text}” from what Selene remembers about ${username}?`,
  confirm: 'Yes, delete it',
  cancel: 'Cancel',
  deleting: 'Deleting…',
  deleted: (text: string) => `“${text}” was deleted.`,
  deleteFailed: 'That memory could not be deleted just now. Please try again.',
} as const;
