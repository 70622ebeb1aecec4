import { useMatches } from '@tanstack/react-router';
import { useCurrentUser } from '../app/session';
import { appMessages } from '../messages';

/** The page's title: the last matched route's, a teacher's own where it has one (spec 2), or the 404's. */
export function usePageTitle(): string | undefined {
  const { user } = useCurrentUser();
  const matches = useMatches();
  // A path no route matches renders the root's not-found card, under the root's (empty) data.
  if (matches.some((match) => match._notFound)) return appMessages.titles.notFound;
  const data = matches[matches.length - 1]?.staticData;
  if (!data) return undefined;
  return user?.role === 'teacher' && data.teacherTitle ? data.teacherTitle : data.title;
}
