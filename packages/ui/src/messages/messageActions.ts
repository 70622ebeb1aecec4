/** The actions under a message (copy, regenerate, edit): `messages.chat.messageActions`. */
export const messageActionsMessages = {
  groupLabel: 'Message actions',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  regenerate: 'Regenerate reply',
  edit: 'Edit question',
} as const;
