import * as v from 'valibot';
import { contractMessages } from '../messages';
import { CountSchema, IdSchema, IsoTimeSchema } from './common';

const text = contractMessages.notifications;

/**
 * What a person is told and how (`/notifications`): the daily synopsis by e-mail at 07:00 in their
 * zone (the app's notice comes with it), Moon-phase reminders and product updates as notices in the
 * app.
 */
const settingsFields = {
  dailySynopsisEmail: v.boolean(text.setting),
  moonPhaseReminders: v.boolean(text.setting),
  productUpdates: v.boolean(text.setting),
};

/** `GET /api/notifications/settings` and the reply of `PUT`. */
export const NotificationSettingsSchema = v.object(settingsFields);
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>;

/** `PUT /api/notifications/settings` body: any subset of the settings. */
export const NotificationSettingsUpdateSchema = v.partial(v.object(settingsFields));
export type NotificationSettingsUpdate = v.InferOutput<typeof NotificationSettingsUpdateSchema>;

/** A new account: no e-mail until asked for (mail is opt-in); reminders and updates in the app. */
export const defaultNotificationSettings: Readonly<NotificationSettings> = Object.freeze({
  dailySynopsisEmail: false,
  moonPhaseReminders: true,
  productUpdates: true,
});

/** What a notice is about. */
export const noticeKinds = ['dailySynopsis', 'moonPhase', 'productUpdate'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** One notice of the in-app list; `readAt` is null until the person marks it read. */
export const NoticeSchema = v.object({
  id: IdSchema,
  kind: v.picklist(noticeKinds),
  title: v.string(),
  body: v.string(),
  createdAt: IsoTimeSchema,
  readAt: v.nullable(IsoTimeSchema),
});
export type Notice = v.InferOutput<typeof NoticeSchema>;

/** How many notices the list holds at most (the newest). */
export const noticeListSize = 50;

/** `GET /api/notifications`: the newest notices first, and how many of all are unread. */
export const NoticeListSchema = v.object({
  notices: v.array(NoticeSchema),
  unreadCount: CountSchema,
});
export type NoticeList = v.InferOutput<typeof NoticeListSchema>;

/** The local time the daily synopsis e-mail goes out, in the person's zone (UTC without one). */
export const dailySynopsisHour = 7;
