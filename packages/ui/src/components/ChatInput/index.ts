export type { ChatInputHandle, ChatInputProps, ChatSendResult } from './ChatInput';
export { ChatInput, chatInputMaxHeight, earlyEnterAttributes } from './ChatInput';
export type { ChatAudience, ChatPlaceholderKey } from './chatPlaceholder';
export { chatPlaceholder, chatPlaceholderKey } from './chatPlaceholder';
