import { type PortalCounts, portalCountsQueryOptions } from '@app/contract/admin';
import { Button, Card, Loader, Notice } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Link } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useCurrentUser } from '../app/session';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import { decideAccess } from '../routing/access';
import { type RouteEntry, routeTableOf } from '../routing/routeTable';
import * as own from './AdminPortalPage.css';
import { adminMessages } from './adminMessages';

const m = adminMessages.portal;

/** The page a card links to, and the count it shows (from the portal's counts). */
type CountName = 'openRequests' | 'newUsersToday' | 'teachings';
const countOfPath: Record<string, CountName> = {
  '/admin/requests': 'openRequests',
  '/admin/user-management': 'newUsersToday',
  '/knowledge-base': 'teachings',
  '/teacher-knowledge-base': 'teachings',
};

const countIn = (counts: PortalCounts | undefined, name: CountName | undefined): number | undefined => {
  if (!counts || !name) return undefined;
  return name in counts ? (counts as Record<CountName, number>)[name] : undefined;
};

/**
 * The portal's pages for `role`: the routes of the app's route table behind a role guard (the
 * teacher and admin pages) that the guard lets this user open, the portal itself aside. Read from
 * the router, never a list of its own: a page added to the tree shows here by itself.
 */
export function portalPagesFor(
  table: readonly RouteEntry[],
  user: Parameters<typeof decideAccess>[1],
): { teacher: RouteEntry[]; admin: RouteEntry[] } {
  const open = table.filter(
    (entry) =>
      entry.access.kind === 'role' &&
      entry.access.role !== 'client' &&
      entry.path !== '/admin' &&
      decideAccess(entry.access, user).outcome === 'allow',
  );
  const byPath = (a: RouteEntry, b: RouteEntry) => a.path.localeCompare(b.path);
  return {
    teacher: open.filter((entry) => entry.access.kind === 'role' && entry.access.role === 'teacher').sort(byPath),
    admin: open.filter((entry) => entry.access.kind === 'role' && entry.access.role === 'admin').sort(byPath),
  };
}

function PageCards({
  label,
  entries,
  counts,
  isTeacher,
}: {
  label: string;
  entries: RouteEntry[];
  counts: PortalCounts | undefined;
  isTeacher: boolean;
}) {
  if (entries.length === 0) return null;
  const headingId = `cards-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {label}
      </h2>
      <ul className={own.cards}>
        {entries.map((entry) => {
          const name = countOfPath[entry.path];
          const count = countIn(counts, name);
          return (
            <li key={entry.id}>
              <Link className={own.pageCard} href={entry.path}>
                <span className={own.cardTitle}>
                  {isTeacher && entry.teacherTitle ? entry.teacherTitle : entry.title}
                </span>
                <span className={own.cardMeta}>{entry.path}</span>
                {count !== undefined && name ? <span className={own.cardCount}>{m.cardCount[name](count)}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Counts({ counts }: { counts: PortalCounts }) {
  const items: [string, number][] =
    counts.audience === 'admin'
      ? [
          [m.openRequests, counts.openRequests],
          [m.newUsersToday, counts.newUsersToday],
          [m.teachings, counts.teachings],
        ]
      : [[m.yourTeachings, counts.teachings]];
  return (
    <dl className={own.stats}>
      {items.map(([label, value]) => (
        <Card key={label} className={own.stat}>
          <dt className={own.statLabel}>{label}</dt>
          <dd className={styles.statValue} style={{ margin: 0 }}>
            {value.toLocaleString('en-US')}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

/** `/admin`: the portal home ("Admin Portal" for admins, "Teacher Portal" for teachers), cards to every page the role may open. */
export function AdminPortalPage() {
  const title = usePageTitle() ?? appMessages.titles.adminPortal;
  const router = useRouter();
  const { user } = useCurrentUser();
  const counts = useQuery(portalCountsQueryOptions(apiClient));
  const isTeacher = user?.role === 'teacher';
  const pages = portalPagesFor(routeTableOf(router), user ?? null);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{isTeacher ? m.leadTeacher : m.leadAdmin}</p>
      <section aria-label={m.countsLabel}>
        {counts.isPending ? (
          <Loader size="md" label={m.countsLoading} showLabel />
        ) : counts.isError ? (
          <Notice tone="critical" announce="assertive">
            <p>{m.countsFailed}</p>
            <Button variant="secondary" onPress={() => void counts.refetch()}>
              {m.retry}
            </Button>
          </Notice>
        ) : (
          <Counts counts={counts.data} />
        )}
      </section>
      <PageCards label={m.teacherPages} entries={pages.teacher} counts={counts.data} isTeacher={isTeacher} />
      <PageCards label={m.adminPages} entries={pages.admin} counts={counts.data} isTeacher={isTeacher} />
    </section>
  );
}
