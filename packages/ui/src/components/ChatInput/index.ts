export type { ChatInputHandle, ChatInputProps, ChatSendResult } from './ChatInput';
export { ChatInput, chatInputMaxHeight, earlyEnterAttributes } from './ChatInput';
