import { NoticeListSchema, NotificationSettingsSchema, NotificationSettingsUpdateSchema } from '@app/contract';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppEnv, Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { idParam, readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import * as repo from './repository';
import { updateNotificationSettings } from './service';

const text = serverMessages.notifications;

export function notificationRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/notifications/settings', async (c) => {
    const user = requireUser(c);
    return replyJson(c, NotificationSettingsSchema, await repo.loadNotificationSettings(deps.storage, user.id));
  });

  app.put('/api/notifications/settings', async (c) => {
    const user = requireUser(c);
    const update = await readJson(c, NotificationSettingsUpdateSchema);
    return replyJson(c, NotificationSettingsSchema, await updateNotificationSettings(deps, user.id, update));
  });

  app.get('/api/notifications', async (c) => {
    const user = requireUser(c);
    return replyJson(c, NoticeListSchema, await repo.listNotices(deps.storage, user.id));
  });

  // Before `/{id}/read`: "read-all" is not an id.
  app.post('/api/notifications/read-all', async (c) => {
    const user = requireUser(c);
    await repo.markAllNoticesRead(deps.storage, user.id, deps.now());
    return replyJson(c, NoticeListSchema, await repo.listNotices(deps.storage, user.id));
  });

  app.post('/api/notifications/:id/read', async (c) => {
    const user = requireUser(c);
    const id = idParam(c, 'id', text.noticeNotFound);
    // Another user's notice reads as missing.
    if (!(await repo.markNoticeRead(deps.storage, user.id, id, deps.now()))) {
      throw new HttpError(404, { message: text.noticeNotFound });
    }
    return replyJson(c, NoticeListSchema, await repo.listNotices(deps.storage, user.id));
  });
}
