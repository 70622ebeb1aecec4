export type { ChatHeaderLink, ChatHeaderProps } from './ChatHeader';
export { ChatHeader } from './ChatHeader';
