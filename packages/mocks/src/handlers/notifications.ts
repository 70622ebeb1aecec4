import {
  apiPaths,
  defaultNotificationSettings,
  type Notice,
  type NoticeList,
  type NotificationSettings,
  NotificationSettingsUpdateSchema,
} from '@app/contract';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import * as v from 'valibot';

/** Three notices, the newest two unread: a daily synopsis, a Moon reminder, a product update. */
export const sampleNotices: readonly Notice[] = [
  {
    id: 3,
    kind: 'dailySynopsis',
    title: 'Your daily synopsis for 2026-03-15',
    body: 'A steady, inward day: the Moon in Cancer asks for care before ambition.',
    createdAt: '2026-03-15T07:00:00.000Z',
    readAt: null,
  },
  {
    id: 2,
    kind: 'moonPhase',
    title: 'Full Moon in Virgo within a day',
    body: 'The Full Moon falls in Virgo on Tuesday, March 3, 11:38 UTC. A good moment to pause and ask Selene what it brings you.',
    createdAt: '2026-03-02T12:00:00.000Z',
    readAt: null,
  },
  {
    id: 1,
    kind: 'productUpdate',
    title: 'A forgotten password, set again',
    body: 'Forgot your password? The log-in page now offers a link by e-mail.',
    createdAt: '2026-02-24T09:00:00.000Z',
    readAt: '2026-02-24T10:00:00.000Z',
  },
];

const settingsRoute = `*${apiPaths.notificationSettings}`;
const serverError = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });

interface StoreOptions {
  ms?: number;
  saveFails?: boolean;
  readFails?: boolean;
}

/** Settings and notices kept in memory for the life of the handlers, answered as the server does. */
function notificationsStore(
  initialSettings: NotificationSettings,
  initialNotices: readonly Notice[],
  options: StoreOptions = {},
): RequestHandler[] {
  let settings = { ...initialSettings };
  let notices = initialNotices.map((notice) => ({ ...notice }));
  const list = (): NoticeList => ({
    notices,
    unreadCount: notices.filter((notice) => notice.readAt === null).length,
  });
  const now = () => new Date().toISOString();
  const wait = async () => {
    if (options.ms) await delay(options.ms);
  };
  return [
    http.get(settingsRoute, async () => {
      await wait();
      return HttpResponse.json(settings);
    }),
    http.put(settingsRoute, async ({ request }) => {
      await wait();
      if (options.saveFails) return serverError();
      const parsed = v.safeParse(NotificationSettingsUpdateSchema, await request.json().catch(() => null));
      if (!parsed.success) {
        const errors = parsed.issues.map((issue) => ({
          field: issue.path?.map((step) => String(step.key)).join('.') || 'body',
          message: issue.message,
        }));
        return HttpResponse.json({ message: 'Please check the highlighted fields.', errors }, { status: 400 });
      }
      settings = { ...settings, ...parsed.output };
      return HttpResponse.json(settings);
    }),
    http.get(`*${apiPaths.notices}`, async () => {
      await wait();
      return HttpResponse.json(list());
    }),
    http.post(`*${apiPaths.noticesReadAll}`, async () => {
      if (options.readFails) return serverError();
      const at = now();
      notices = notices.map((notice) => (notice.readAt ? notice : { ...notice, readAt: at }));
      return HttpResponse.json(list());
    }),
    http.post(`*${apiPaths.notices}/:id/read`, async ({ params }) => {
      if (options.readFails) return serverError();
      const id = Number(params.id);
      if (!notices.some((notice) => notice.id === id)) {
        return HttpResponse.json({ message: 'Notice not found' }, { status: 404 });
      }
      notices = notices.map((notice) => (notice.id === id && !notice.readAt ? { ...notice, readAt: now() } : notice));
      return HttpResponse.json(list());
    }),
  ];
}

/**
 * Notifications scenarios: `some()` (the default: the sample notices, two unread), `empty()` (no
 * notice yet), `with(settings, notices)`, `saveError()`, `readError()` (marking read answers 500),
 * `loadError()` and `slow(ms)`.
 */
export const notificationsHandlers = {
  some: () => notificationsStore(defaultNotificationSettings, sampleNotices),
  empty: () => notificationsStore(defaultNotificationSettings, []),
  with: (settings: NotificationSettings, notices: readonly Notice[] = sampleNotices) =>
    notificationsStore(settings, notices),
  saveError: () => notificationsStore(defaultNotificationSettings, sampleNotices, { saveFails: true }),
  readError: () => notificationsStore(defaultNotificationSettings, sampleNotices, { readFails: true }),
  slow: (ms = 2_000) => notificationsStore(defaultNotificationSettings, sampleNotices, { ms }),
  loadError: () => [
    http.get(settingsRoute, serverError),
    http.put(settingsRoute, serverError),
    http.get(`*${apiPaths.notices}`, serverError),
  ],
};
