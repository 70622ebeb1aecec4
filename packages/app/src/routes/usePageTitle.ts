import { useMatches } from '@tanstack/react-router';
import { useCurrentUser } from '../app/session';

/** The page's title: the last matched route's, a teacher's own where it has one (spec 2). */
export function usePageTitle(): string | undefined {
  const { user } = useCurrentUser();
  const matches = useMatches();
  const data = matches[matches.length - 1]?.staticData;
  if (!data) return undefined;
  return user?.role === 'teacher' && data.teacherTitle ? data.teacherTitle : data.title;
}
