import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import type { AppRouter } from '../router';
import { publicAccess, type RouteAccess } from './access';
import { ruleOf } from './guard';
import { pageSourceOf } from './pages';

/**
 * The paths that show the chat (spec 2: `/`, `/chat`, `/client`): app screens, the viewport's
 * height (RootLayout). A test holds them to the routes of the tree that show the chat page.
 */
export const chatPaths: readonly string[] = ['/', '/chat', '/client'] satisfies (keyof AppRouter['routesByPath'])[];

/** One page route of a built tree, as the router sees it. */
export interface RouteEntry {
  /** The route's id (`router.routesById`, the SSR manifest): its layouts' ids, then its path. */
  id: string;
  /** The full path, in TanStack's syntax (`{-$step}` is an optional parameter). */
  path: string;
  /** Who may open it: the rule of the guard of its layout (`guardFor`); public outside the guarded layouts. */
  access: RouteAccess;
  /** The page's title (the tab title and the page's heading). */
  title: string;
  /** A teacher's title where it differs (spec 2: /admin is "Teacher Portal" for teachers). */
  teacherTitle?: string;
  /** The module of its page, whose chunks the server's page preloads. */
  source: string;
}

/** The rule of the nearest guard of `guardFor` on `route` or above it (its layout's). */
function accessOf(route: AnyRoute): RouteAccess {
  for (let at: AnyRoute | undefined = route; at; at = at.parentRoute) {
    const access = ruleOf(at.options.beforeLoad);
    if (access) return access;
  }
  return publicAccess;
}

/**
 * Every route of `router` that shows a page (not `/login`, which only redirects, nor the layouts),
 * with its guard as the tree gives it: the table that the tests and the server's manifest read.
 */
export function routeTableOf(router: AnyRouter): RouteEntry[] {
  return Object.values(router.routesById as Record<string, AnyRoute>).flatMap((route): RouteEntry[] => {
    const source = pageSourceOf(route.options.component);
    if (source === undefined) return [];
    const { title = '', teacherTitle } = route.options.staticData ?? {};
    const entry: RouteEntry = { id: route.id, path: route.fullPath, access: accessOf(route), title, source };
    return [teacherTitle ? { ...entry, teacherTitle } : entry];
  });
}
