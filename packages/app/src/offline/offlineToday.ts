import { formatInTimeZone, type SignName, signs } from '@app/sky';
import { offlineMessages as messages } from './offlineMessages';
import { computeToday, deviceTimeZone } from './today';
import * as styles from './todayView.css';

export interface OfflineTodayOptions {
  /** The moment shown. @default now */
  now?: Date;
  /** The zone of the day and of the exact times. @default the device's */
  timeZone?: string;
  /** The kept natal Sun sign. @default read from this device's storage */
  natalSun?: SignName | null;
  /** Whether the browser has a network. @default `navigator.onLine`, kept in step with its events */
  online?: boolean;
}

/**
 * The key KeepSunSignControl writes (natalSunStore.ts; a test holds the two equal). Copied, not
 * imported: a module shared with the astrology page's chunk would become a chunk of its own, listed
 * in the shell's entry.
 */
export const keptSunSignKey = 'moonheart-natal-sun';

/** The Sun sign kept on this device by the person's choice, or null. */
export function readKeptSunSign(): SignName | null {
  try {
    const saved = globalThis.localStorage?.getItem(keptSunSignKey);
    const sign = saved ? (JSON.parse(saved) as { sign?: unknown } | null)?.sign : null;
    return signs.find((info) => info.name === sign)?.name ?? null;
  } catch {
    return null;
  }
}

type Child = Node | string | null;

function element(tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

function card(id: string, title: string, ...body: Child[]): HTMLElement {
  return element(
    'section',
    { 'aria-labelledby': id, class: styles.card },
    element('h2', { id, class: styles.sectionTitle }, title),
    ...body,
  );
}

/**
 * The offline "Today" view: the document the service worker answers with when a page cannot be
 * fetched. Everything is computed on the device with @app/sky; nothing comes from an account except
 * the Sun sign the person chose to keep on this device. Plain DOM, no React: the offline entry then
 * shares no module with the shell's entry (whose size is gated). Answers a function that removes it.
 */
export function renderOfflineToday(container: HTMLElement, options: OfflineTodayOptions = {}): () => void {
  const now = options.now ?? new Date();
  const today = computeToday(now, options.timeZone ?? deviceTimeZone());
  const natalSun = options.natalSun === undefined ? readKeptSunSign() : options.natalSun;
  const timeOf = (date: Date) =>
    formatInTimeZone(date, today.timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dateLabel = formatInTimeZone(now, today.timeZone, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

  const status = element('p', { role: 'status', class: styles.statusText });
  const showStatus = (online: boolean) => {
    status.textContent = online ? messages.status.online : messages.status.offline;
  };
  // The same address again: the worker tries the network first, so this opens the real page once it answers.
  const tryAgain = element('a', { class: styles.tryAgain, href: location.href }, messages.tryAgain);

  const aspects =
    today.aspects.length === 0
      ? element('p', { class: styles.text }, messages.aspects.none)
      : element(
          'ul',
          { class: styles.list },
          ...today.aspects.map((aspect) =>
            element(
              'li',
              { class: styles.listItem },
              element('span', {}, messages.aspects.item(aspect.from, aspect.kind, aspect.to)),
              element(
                'time',
                { class: styles.time, datetime: aspect.exact.toISOString() },
                messages.aspects.exactAt(timeOf(aspect.exact)),
              ),
            ),
          ),
        );

  const natal = natalSun
    ? [
        element('p', { class: styles.big }, messages.natal.kept(natalSun)),
        natalSun === today.sunSign ? element('p', { class: styles.muted }, messages.natal.sameSign(natalSun)) : null,
        element('p', { class: styles.muted }, messages.natal.keptNote),
      ]
    : [element('p', { class: styles.muted }, messages.natal.notKept)];

  const view = element(
    'main',
    { class: styles.page },
    element(
      'header',
      { class: styles.header },
      element('h1', { class: styles.title }, messages.title),
      element('p', { class: styles.muted }, dateLabel),
    ),
    element('div', { class: styles.status }, status, tryAgain),
    element(
      'div',
      { class: styles.grid },
      card(
        'offline-moon',
        messages.moon.title,
        element('p', { class: styles.big }, messages.moon.sign(today.moon.sign)),
        element(
          'p',
          { class: styles.muted },
          `${messages.moon.phase(today.moon.phase)}, ${messages.moon.illumination(Math.round(today.moon.illumination * 100))}`,
        ),
      ),
      card('offline-sun', messages.sun.title, element('p', { class: styles.big }, messages.sun.sign(today.sunSign))),
      card('offline-natal', messages.natal.title, ...natal),
    ),
    card(
      'offline-aspects',
      messages.aspects.title,
      element('p', { class: styles.muted }, messages.aspects.zone(today.timeZone)),
      aspects,
    ),
  );

  container.replaceChildren(view);
  // The live region is in the page before its text, so the status is announced when it is set.
  showStatus(options.online ?? navigator.onLine);
  if (options.online !== undefined) return () => view.remove();
  const update = () => showStatus(navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
    view.remove();
  };
}
