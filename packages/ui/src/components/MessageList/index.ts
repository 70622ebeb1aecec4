export type { MessageListProps } from './MessageList';
export { atLatestThreshold, MessageList, opensAtEndAttribute } from './MessageList';
export type { PlainTextOptions } from './markdownToPlainText';
export { markdownToPlainText } from './markdownToPlainText';
export type {
  Announcement,
  AnnouncementStep,
  AnnouncementTracker,
  ReplyAnnouncementOptions,
} from './useReplyAnnouncements';
export { createAnnouncementTracker, nextAnnouncements, useReplyAnnouncements } from './useReplyAnnouncements';
