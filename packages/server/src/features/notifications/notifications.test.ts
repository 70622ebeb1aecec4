import { defaultNotificationSettings, type NoticeList } from '@app/contract';
import { moonPhasesBetween } from '@app/sky';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../../log';
import { serverMessages } from '../../messages';
import { knowledgeCache } from '../../routes/knowledge';
import { repoRoot } from '../../server';
import { sharedStorage, startTestServer, type TestServer } from '../../testing/harness';
import type { Mailer, MailMessage } from '../mail/mailer';
import { newestUpdate, readNewestUpdate, updatesFile } from './productUpdates';
import { createScheduler } from './scheduler';
import { type JobDeps, localClock, postMoonReminders, postProductUpdate, sendDueSynopses } from './service';

let clock = new Date('2026-03-14T12:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
}, 60_000);
afterAll(() => server.stop());

const json = async <T>(response: Response) => (await response.json()) as T;

/** The jobs' view of the server, with a mailer that records what it sends. */
function jobDeps(): JobDeps & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message) {
      sent.push(message);
    },
  };
  return {
    storage: server.storage,
    mailer,
    logger: createMemoryLogger(),
    knowledge: knowledgeCache(server.storage),
    sent,
  };
}

async function subscriber(username: string, timeZone: string | null, tier = 'core') {
  const session = await server.userSession({ username, tier });
  await server.call('PUT', '/api/notifications/settings', {
    cookie: session.cookie,
    body: { dailySynopsisEmail: true },
  });
  if (timeZone) await server.call('PUT', '/api/preferences', { cookie: session.cookie, body: { timeZone } });
  return session;
}

describe('notification settings and notices: the API', () => {
  it('answers 401 to a visitor on every call', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/1/read'],
    ] as const) {
      const answer = await server.call(method, path, method === 'PUT' ? { body: { productUpdates: false } } : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers the defaults, then saves setting by setting', async () => {
    const { cookie } = await server.userSession({ username: 'settings-one' });
    expect(await json(await server.call('GET', '/api/notifications/settings', { cookie }))).toEqual(
      defaultNotificationSettings,
    );
    const saved = await server.call('PUT', '/api/notifications/settings', {
      cookie,
      body: { dailySynopsisEmail: true },
    });
    expect(await json(saved)).toEqual({ ...defaultNotificationSettings, dailySynopsisEmail: true });
    const again = await server.call('PUT', '/api/notifications/settings', { cookie, body: { productUpdates: false } });
    expect(await json(again)).toEqual({ dailySynopsisEmail: true, moonPhaseReminders: true, productUpdates: false });
  });

  it('refuses a setting that is not on or off with a 400 naming it, and stores nothing', async () => {
    const { id, cookie } = await server.userSession({ username: 'settings-bad' });
    const answer = await server.call('PUT', '/api/notifications/settings', {
      cookie,
      body: { dailySynopsisEmail: 'yes', productUpdates: false },
    });
    expect(answer.status).toBe(400);
    const body = await json<{ errors: { field: string }[] }>(answer);
    expect(body.errors.map((error) => error.field)).toEqual(['dailySynopsisEmail']);
    expect(await server.storage.query('SELECT 1 FROM notification_settings WHERE user_id = $1', [id])).toEqual([]);
  });

  it('lists notices newest first with the unread count; marks one, then all, read; 404 for another user’s', async () => {
    const luna = await server.userSession({ username: 'notices-luna' });
    const sol = await server.userSession({ username: 'notices-sol' });
    for (const [user, key] of [
      [luna.id, 'a'],
      [luna.id, 'b'],
      [luna.id, 'c'],
      [sol.id, 'a'],
    ] as const) {
      await server.storage.query(
        `INSERT INTO notices (user_id, kind, dedupe_key, title, body) VALUES ($1, 'productUpdate', $2, $3, 'Body')`,
        [user, key, `Notice ${key}`],
      );
    }
    const list = await json<NoticeList>(await server.call('GET', '/api/notifications', { cookie: luna.cookie }));
    expect(list.notices.map((notice) => notice.title)).toEqual(['Notice c', 'Notice b', 'Notice a']);
    expect(list.unreadCount).toBe(3);
    const [newest] = list.notices;

    const afterOne = await server.call('POST', `/api/notifications/${newest?.id}/read`, { cookie: luna.cookie });
    expect(afterOne.status).toBe(200);
    const one = await json<NoticeList>(afterOne);
    expect(one.unreadCount).toBe(2);
    expect(one.notices[0]?.readAt).toBe(clock.toISOString());

    const solsNotice = (await json<NoticeList>(await server.call('GET', '/api/notifications', { cookie: sol.cookie })))
      .notices[0];
    const foreign = await server.call('POST', `/api/notifications/${solsNotice?.id}/read`, { cookie: luna.cookie });
    expect(foreign.status).toBe(404);
    expect(await json(foreign)).toEqual({ message: serverMessages.notifications.noticeNotFound });
    expect((await server.call('POST', '/api/notifications/99999/read', { cookie: luna.cookie })).status).toBe(404);
    expect((await server.call('POST', '/api/notifications/abc/read', { cookie: luna.cookie })).status).toBe(404);

    const all = await json<NoticeList>(
      await server.call('POST', '/api/notifications/read-all', { cookie: luna.cookie }),
    );
    expect(all.unreadCount).toBe(0);
    // Sol's stays unread.
    expect(
      (await json<NoticeList>(await server.call('GET', '/api/notifications', { cookie: sol.cookie }))).unreadCount,
    ).toBe(1);
  });
});

describe('the daily synopsis e-mail, on a fake clock', () => {
  it('goes at 07:00 local to a Tokyo and a New York subscriber, not before, once per local day', async () => {
    const tokyo = await subscriber('synopsis-tokyo', 'Asia/Tokyo');
    const newYork = await subscriber('synopsis-newyork', 'America/New_York');
    await subscriber('synopsis-free', 'Asia/Tokyo', 'free');
    const deps = jobDeps();
    const mailsTo = (username: string) => deps.sent.filter((mail) => mail.to === `${username}@example.test`);
    const at = async (iso: string) => {
      clock = new Date(iso);
      return sendDueSynopses(deps, clock);
    };

    // 06:59 in Tokyo (15 March): nothing yet.
    expect(await at('2026-03-14T21:59:00.000Z')).toBe(0);
    // 07:00 in Tokyo: Tokyo's, once.
    expect(await at('2026-03-14T22:00:00.000Z')).toBe(1);
    expect(await at('2026-03-14T22:01:00.000Z')).toBe(0);
    expect(mailsTo('synopsis-tokyo')).toHaveLength(1);
    expect(mailsTo('synopsis-tokyo')[0]?.subject).toBe('Your daily synopsis for 2026-03-15');
    expect(mailsTo('synopsis-tokyo')[0]?.text).toMatch(/^Good morning, synopsis-tokyo\./);

    // 06:59 in New York (EDT): still only Tokyo's.
    expect(await at('2026-03-15T10:59:00.000Z')).toBe(0);
    // 07:00 in New York: New York's; Tokyo (20:00, the same day there) gets no second one.
    expect(await at('2026-03-15T11:00:00.000Z')).toBe(1);
    expect(await at('2026-03-15T15:00:00.000Z')).toBe(0);
    // A morning missed (the server was down until noon) is skipped, not sent in the evening.
    await subscriber('synopsis-late', 'America/New_York');
    expect(await at('2026-03-15T16:00:00.000Z')).toBe(0);
    expect(mailsTo('synopsis-newyork')).toHaveLength(1);
    expect(mailsTo('synopsis-tokyo')).toHaveLength(1);
    // The free tier has no synopsis: no mail, whatever its setting.
    expect(mailsTo('synopsis-free')).toHaveLength(0);

    // The next local day in Tokyo: the next one.
    expect(await at('2026-03-15T22:00:00.000Z')).toBe(1);
    expect(mailsTo('synopsis-tokyo').map((mail) => mail.subject)).toEqual([
      'Your daily synopsis for 2026-03-15',
      'Your daily synopsis for 2026-03-16',
    ]);

    // Each mail left a notice in the app.
    const notices = await json<NoticeList>(await server.call('GET', '/api/notifications', { cookie: tokyo.cookie }));
    expect(notices.notices.filter((notice) => notice.kind === 'dailySynopsis')).toHaveLength(2);
    const theirs = await json<NoticeList>(await server.call('GET', '/api/notifications', { cookie: newYork.cookie }));
    expect(theirs.notices.filter((notice) => notice.kind === 'dailySynopsis')).toHaveLength(1);
  });

  it('is sent once even by two servers ticking at the same moment', async () => {
    await subscriber('synopsis-twice', 'Europe/Paris');
    const first = jobDeps();
    const second = jobDeps();
    clock = new Date('2026-03-20T06:30:00.000Z'); // 07:30 in Paris
    const counts = await Promise.all([sendDueSynopses(first, clock), sendDueSynopses(second, clock)]);
    const mails = [...first.sent, ...second.sent].filter((mail) => mail.to === 'synopsis-twice@example.test');
    expect(mails).toHaveLength(1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
  });

  it('gives the day back when the mail fails, and sends it on the next tick', async () => {
    await subscriber('synopsis-retry', null);
    const deps = jobDeps();
    const failing = vi.fn(async () => {
      throw new Error('SMTP down');
    });
    clock = new Date('2026-03-21T07:05:00.000Z'); // 07:05 UTC: no zone, so UTC
    const broken = { ...deps, mailer: { kind: 'smtp' as const, send: failing } };
    await sendDueSynopses(broken, clock);
    expect(failing).toHaveBeenCalled();
    await sendDueSynopses(deps, new Date('2026-03-21T07:06:00.000Z'));
    expect(deps.sent.filter((mail) => mail.to === 'synopsis-retry@example.test')).toHaveLength(1);
  });

  it('reads local clocks across the date line', () => {
    expect(localClock(new Date('2026-03-14T22:00:00.000Z'), 'Asia/Tokyo')).toEqual({ hour: 7, day: '2026-03-15' });
    expect(localClock(new Date('2026-03-15T11:00:00.000Z'), 'America/New_York')).toEqual({
      hour: 7,
      day: '2026-03-15',
    });
    expect(localClock(new Date('2026-03-15T00:30:00.000Z'), 'UTC')).toEqual({ hour: 0, day: '2026-03-15' });
  });
});

describe('Moon-phase reminders', () => {
  it('a notice a day before a full Moon, once, for those who keep reminders on', async () => {
    const on = await server.userSession({ username: 'moon-on' });
    const off = await server.userSession({ username: 'moon-off' });
    await server.call('PUT', '/api/notifications/settings', {
      cookie: off.cookie,
      body: { moonPhaseReminders: false },
    });
    const full = moonPhasesBetween(new Date('2026-04-01T00:00:00Z'), new Date('2026-05-01T00:00:00Z')).find(
      (event) => event.phase === 'Full Moon',
    );
    if (!full) throw new Error('no full Moon in April 2026');
    const deps = jobDeps();
    expect(await postMoonReminders(deps, new Date(full.time.getTime() - 30 * 3600_000))).toBe(0);
    expect(await postMoonReminders(deps, new Date(full.time.getTime() - 3 * 3600_000))).toBeGreaterThan(0);
    expect(await postMoonReminders(deps, new Date(full.time.getTime() - 2 * 3600_000))).toBe(0);
    const mine = await json<NoticeList>(await server.call('GET', '/api/notifications', { cookie: on.cookie }));
    const moon = mine.notices.filter((notice) => notice.kind === 'moonPhase');
    expect(moon).toHaveLength(1);
    expect(moon[0]?.title).toBe(`Full Moon in ${full.sign} within a day`);
    const theirs = await json<NoticeList>(await server.call('GET', '/api/notifications', { cookie: off.cookie }));
    expect(theirs.notices.filter((notice) => notice.kind === 'moonPhase')).toHaveLength(0);
  });
});

describe('the scheduler', () => {
  it('runs every job at start and then each interval with the clock, and not after stop', async () => {
    vi.useFakeTimers();
    try {
      const seen: string[] = [];
      let now = new Date('2026-03-14T06:58:00.000Z');
      const logger = createMemoryLogger();
      const scheduler = createScheduler({
        now: () => now,
        logger,
        intervalMs: 60_000,
        jobs: [
          { name: 'record', run: async (at) => seen.push(at.toISOString()) },
          {
            name: 'fails',
            run: async () => {
              throw new Error('boom');
            },
          },
        ],
      });
      scheduler.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toEqual(['2026-03-14T06:58:00.000Z']);
      now = new Date('2026-03-14T06:59:00.000Z');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(seen).toHaveLength(2);
      // A failing job is logged; the others still ran.
      expect(logger.lines.filter((line) => line.msg === 'scheduled job failed')).toHaveLength(2);
      await scheduler.stop();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(seen).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is started with the server when its jobs are on, and stopped with it', async () => {
    const running = await startTestServer({ jobs: true, storage: sharedStorage(server.storage) });
    await running.stop();
    expect(running.logger.lines.some((line) => line.msg === 'scheduled job failed')).toBe(false);
  }, 30_000);
});

describe('product updates', () => {
  it('reads the newest entry of the change history', () => {
    const update = newestUpdate(
      '<!-- notes -->\n\n## 2026-11-24: A forgotten password, set again\n\n- Forgot your **password**? A link by e-mail.\n- More.\n\n## 2026-11-23: Older\n\n- Old.\n',
    );
    expect(update).toEqual({
      key: 'update:2026-11-24-a-forgotten-password-set-again',
      title: 'A forgotten password, set again',
      summary: 'Forgot your password? A link by e-mail.',
    });
    expect(newestUpdate('no entries')).toBeNull();
    // The repository's own file has one.
    expect(readNewestUpdate(updatesFile(repoRoot))?.title).toMatch(/\S/);
  });

  it('a notice of the newest update for everyone who keeps updates on, once, also for those who join later', async () => {
    const keeps = await server.userSession({ username: 'updates-on' });
    const off = await server.userSession({ username: 'updates-off' });
    await server.call('PUT', '/api/notifications/settings', { cookie: off.cookie, body: { productUpdates: false } });
    const update = { key: 'update:2026-12-01-test', title: 'Something new', summary: 'It is new.' };
    const deps = jobDeps();
    expect(await postProductUpdate(deps, update, clock)).toBeGreaterThan(0);
    expect(await postProductUpdate(deps, update, clock)).toBe(0);
    const later = await server.userSession({ username: 'updates-later' });
    expect(await postProductUpdate(deps, update, clock)).toBe(1);
    const titles = async (cookie: string) =>
      (await json<NoticeList>(await server.call('GET', '/api/notifications', { cookie }))).notices
        .filter((notice) => notice.kind === 'productUpdate')
        .map((notice) => notice.title);
    expect(await titles(keeps.cookie)).toEqual(['Something new']);
    expect(await titles(later.cookie)).toEqual(['Something new']);
    expect(await titles(off.cookie)).toEqual([]);
  });
});
