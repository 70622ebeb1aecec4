export type { TimestampOptions } from './formatTimestamp';
export { formatMessageDay, formatMessageTime, messageDate, messageDayKey } from './formatTimestamp';
export type { MessageProps } from './Message';
export { Message } from './Message';
export type { SafeMarkdownProps } from './SafeMarkdown';
export { SafeMarkdown } from './SafeMarkdown';
export type { ChatMessage } from './types';
export type { SafeLink } from './urlPolicy';
export { checkImageUrl, checkLinkUrl, safeLinkProtocols } from './urlPolicy';
