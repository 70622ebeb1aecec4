import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clearUserCache } from './logout';
import { markNoticesReadMutationOptions, updateNotificationSettingsMutationOptions } from './mutations';
import { noticesQueryOptions, notificationSettingsQueryOptions, queryKeys } from './queries';
import { createQueryClient } from './queryClient';
import { defaultNotificationSettings, NotificationSettingsUpdateSchema } from './schemas/notifications';
import { json, routedApi } from './testing';

const notice = {
  id: 3,
  kind: 'moonPhase',
  title: 'Full Moon in Libra within a day',
  body: 'The Full Moon falls in Libra.',
  createdAt: '2026-03-14T09:30:00.000Z',
  readAt: null,
};

describe('notification settings and notices: options', () => {
  it('refuse a setting that is not a boolean, naming it', () => {
    const result = v.safeParse(NotificationSettingsUpdateSchema, { productUpdates: 'no' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe('productUpdates');
  });

  it('read and save the settings, caching the stored ones; logout clears them', async () => {
    const saved = { ...defaultNotificationSettings, dailySynopsisEmail: true };
    const { api, calls } = routedApi({
      'GET /api/notifications/settings': () => json(defaultNotificationSettings),
      'PUT /api/notifications/settings': () => json(saved),
    });
    const client = createQueryClient({ api });
    await expect(client.fetchQuery(notificationSettingsQueryOptions(api))).resolves.toEqual(
      defaultNotificationSettings,
    );
    const options = updateNotificationSettingsMutationOptions(api);
    await client.getMutationCache().build(client, options).execute({ dailySynopsisEmail: true });
    expect(calls).toEqual(['GET /api/notifications/settings', 'PUT /api/notifications/settings']);
    expect(client.getQueryData(queryKeys.notificationSettings)).toEqual(saved);
    clearUserCache(client);
    expect(client.getQueryData(queryKeys.notificationSettings)).toBeUndefined();
  });

  it('mark one notice or all read, and cache the list the server answers', async () => {
    const read = { notices: [{ ...notice, readAt: '2026-03-14T10:00:00.000Z' }], unreadCount: 0 };
    const { api, calls } = routedApi({
      'GET /api/notifications': () => json({ notices: [notice], unreadCount: 1 }),
      'POST /api/notifications/3/read': () => json(read),
      'POST /api/notifications/read-all': () => json(read),
    });
    const client = createQueryClient({ api });
    expect((await client.fetchQuery(noticesQueryOptions(api)))?.unreadCount).toBe(1);
    const options = markNoticesReadMutationOptions(api);
    await client.getMutationCache().build(client, options).execute({ id: 3 });
    expect(client.getQueryData(queryKeys.notices)).toEqual(read);
    await client.getMutationCache().build(client, options).execute({});
    expect(calls).toEqual([
      'GET /api/notifications',
      'POST /api/notifications/3/read',
      'POST /api/notifications/read-all',
    ]);
    clearUserCache(client);
    expect(client.getQueryData(queryKeys.notices)).toBeUndefined();
  });
});
