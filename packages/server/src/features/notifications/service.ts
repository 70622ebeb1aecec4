import {
  canLoadSynopsis,
  dailySynopsisHour,
  type HomeSynopsis,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  normaliseRole,
} from '@app/contract';
import { formatInTimeZone, isValidTimeZone, moonPhasesBetween } from '@app/sky';
import { computeHomeSynopsis } from '../../assistant';
import type { Deps } from '../../context';
import { serverMessages } from '../../messages';
import { loadProfile } from '../../routes/profile';
import { loadPreferences } from '../preferences/repository';
import type { ProductUpdate } from './productUpdates';
import * as repo from './repository';
import type { ScheduledJob } from './scheduler';

const text = serverMessages.notifications;

/** What the jobs need of the server: its storage, mail, knowledge and log. */
export type JobDeps = Pick<Deps, 'storage' | 'mailer' | 'logger' | 'knowledge'>;

/** The wall-clock hour (0-23) and day (`YYYY-MM-DD`) of an instant in a zone. */
export function localClock(now: Date, timeZone: string): { hour: number; day: string } {
  const hour = Number(formatInTimeZone(now, timeZone, { hour: '2-digit', hourCycle: 'h23' })) % 24;
  const day = formatInTimeZone(now, timeZone, { locale: 'en-CA', year: 'numeric', month: '2-digit', day: '2-digit' });
  return { hour, day };
}

/** The daily synopsis as a plain-text e-mail. */
export function synopsisMailText(synopsis: HomeSynopsis): string {
  return [
    text.synopsisGreeting(synopsis.userName),
    '',
    synopsis.generalEnergy,
    '',
    text.synopsisKeywords(synopsis.keywords),
    '',
    text.synopsisDos,
    ...synopsis.dos.map((line) => `- ${line}`),
    '',
    text.synopsisDonts,
    ...synopsis.donts.map((line) => `- ${line}`),
    '',
    `"${synopsis.dailyQuote.quote}" (${synopsis.dailyQuote.author})`,
    '',
    text.synopsisFooter,
  ].join('\n');
}

/** The morning ends: a synopsis not sent by then (the server was down) is skipped for that day. */
const dailySynopsisLastHour = 12;

/**
 * Sends the daily synopsis e-mail to each person who asked for it, once their local clock (their
 * preferences' zone, else UTC) reads 07:00 or later in the morning, once per local day: the day is claimed in the
 * database first (a unique key), so two servers, or two ticks, never both send it. A mail that
 * fails gives its claim back for the next tick. Answers how many were sent.
 */
export async function sendDueSynopses(deps: JobDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const user of await repo.synopsisSubscribers(deps.storage)) {
    // The synopsis is a paid feature: a downgraded subscriber gets nothing until they upgrade again.
    if (normaliseRole(user.role) !== 'admin' && !canLoadSynopsis(user.tier)) continue;
    const zone = user.time_zone && isValidTimeZone(user.time_zone) ? user.time_zone : 'UTC';
    const { hour, day } = localClock(now, zone);
    // Mornings only: someone who turns it on in the evening gets the next morning's, not one at once.
    if (hour < dailySynopsisHour || hour >= dailySynopsisLastHour) continue;
    if (!(await repo.claimSynopsisMail(deps.storage, user.id, day, now))) continue;
    try {
      const [profile, preferences, teachings] = await Promise.all([
        loadProfile(deps.storage, user.id),
        loadPreferences(deps.storage, user.id),
        deps.knowledge.load(),
      ]);
      const synopsis = computeHomeSynopsis({
        user: { id: user.id, username: user.username, displayName: preferences.preferredName ?? profile.displayName },
        birthDate: profile.birthDate,
        date: now,
        timeZone: zone,
        teachings,
      });
      await deps.mailer.send({ to: user.email, subject: text.synopsisSubject(day), text: synopsisMailText(synopsis) });
      await repo.addNotice(
        deps.storage,
        user.id,
        {
          kind: 'dailySynopsis',
          dedupeKey: `synopsis:${day}`,
          title: text.synopsisSubject(day),
          body: synopsis.generalEnergy,
        },
        now,
      );
      sent += 1;
    } catch (error) {
      await repo.releaseSynopsisMail(deps.storage, user.id, day);
      deps.logger.error('daily synopsis mail failed; it is tried again next minute', { userId: user.id, error });
    }
  }
  return sent;
}

/** How far ahead a new or full Moon is announced. */
const moonNoticeAheadMs = 24 * 60 * 60 * 1000;

/**
 * A notice for everyone who keeps Moon-phase reminders on, a day before each new and full Moon
 * (once per person and Moon). Answers how many notices were added.
 */
export async function postMoonReminders(deps: JobDeps, now: Date): Promise<number> {
  let added = 0;
  const events = moonPhasesBetween(now, new Date(now.getTime() + moonNoticeAheadMs)).filter(
    (event) => event.phase === 'New Moon' || event.phase === 'Full Moon',
  );
  for (const event of events) {
    const when = formatInTimeZone(event.time, 'UTC', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    added += await repo.addNoticeForSubscribers(
      deps.storage,
      'moon_phase_reminders',
      {
        kind: 'moonPhase',
        dedupeKey: `moon:${event.time.toISOString().slice(0, 16)}`,
        title: text.moonTitle(event.phase, event.sign),
        body: text.moonBody(event.phase, event.sign, when),
      },
      now,
    );
  }
  return added;
}

/**
 * A notice of the newest product update (the change history's newest entry) for everyone who keeps
 * product updates on, once per person and entry: people who join later get it too.
 */
export async function postProductUpdate(deps: JobDeps, update: ProductUpdate | null, now: Date): Promise<number> {
  if (!update) return 0;
  return repo.addNoticeForSubscribers(
    deps.storage,
    'product_updates',
    { kind: 'productUpdate', dedupeKey: update.key, title: update.title, body: update.summary },
    now,
  );
}

/** The jobs the server's scheduler runs every minute; `update` is the newest product update, if any. */
export function notificationJobs(deps: JobDeps, update: ProductUpdate | null): ScheduledJob[] {
  return [
    { name: 'daily synopsis mail', run: (now) => sendDueSynopses(deps, now) },
    { name: 'moon phase reminders', run: (now) => postMoonReminders(deps, now) },
    { name: 'product updates', run: (now) => postProductUpdate(deps, update, now) },
  ];
}

export async function updateNotificationSettings(
  deps: Pick<Deps, 'storage' | 'now'>,
  userId: number,
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  return repo.saveNotificationSettings(deps.storage, userId, update, deps.now());
}
