export type { ChatHeaderProps } from './ChatHeader';
export { ChatHeader } from './ChatHeader';
export type { ChatHeaderLink } from './chatHeaderLinks';
export { chatHeaderLinks } from './chatHeaderLinks';
