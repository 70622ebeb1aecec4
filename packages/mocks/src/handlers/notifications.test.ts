import {
  createApiClient,
  defaultNotificationSettings,
  parseNoticeList,
  parseNotificationSettings,
} from '@app/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationsHandlers, sampleNotices } from './notifications';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost' });

describe('notificationsHandlers', () => {
  it('keep settings and read state as the server does', async () => {
    server.use(...notificationsHandlers.some());
    expect(parseNotificationSettings(await api.read('/api/notifications/settings'))).toEqual(
      defaultNotificationSettings,
    );
    const saved = await api.request('PUT', '/api/notifications/settings', { body: { dailySynopsisEmail: true } });
    expect(parseNotificationSettings(saved, 'PUT').dailySynopsisEmail).toBe(true);
    await expect(
      api.request('PUT', '/api/notifications/settings', { body: { productUpdates: 'no' } }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [expect.objectContaining({ field: 'productUpdates' })] } });

    expect(parseNoticeList(await api.read('/api/notifications')).unreadCount).toBe(2);
    const one = parseNoticeList(await api.request('POST', `/api/notifications/${sampleNotices[0]?.id}/read`), 'POST');
    expect(one.unreadCount).toBe(1);
    await expect(api.request('POST', '/api/notifications/999/read')).rejects.toMatchObject({ status: 404 });
    expect(parseNoticeList(await api.request('POST', '/api/notifications/read-all'), 'POST').unreadCount).toBe(0);
  });

  it('fail as asked', async () => {
    server.use(...notificationsHandlers.readError());
    await expect(api.request('POST', '/api/notifications/read-all')).rejects.toMatchObject({ status: 500 });
    server.use(...notificationsHandlers.loadError());
    await expect(api.read('/api/notifications')).rejects.toMatchObject({ status: 500 });
  });
});
