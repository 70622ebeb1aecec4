import type { QueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouteComponent,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { validateChatSearch } from './chat/chatSearch';
import { queryClient as appQueryClient } from './queryClient';
import { RootLayout } from './routes/RootLayout';
import { RouteError } from './routes/RouteError';
import { RouteNotFound } from './routes/RouteNotFound';
import { RouteVerifying } from './routes/RouteVerifying';
import { authPageGuard, guardFor, readCurrentUser } from './routing/guard';
import { type PageKind, type RouteEntry, routeTable } from './routing/routeTable';

export interface RouterContext {
  queryClient: QueryClient;
  /** Show the 2 s start-up splash (spec 2). Stories and tests turn it off. @default true */
  splash?: boolean;
  /** Show admins the performance panel (spec 6). Stories turn it off: live metrics never match a baseline. @default true */
  performancePanel?: boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's title (tab title, placeholder heading). */
    title?: string;
    /** A teacher's title where it differs (spec 2: "Teacher Portal"). */
    teacherTitle?: string;
  }
}

/** One code-split component per page kind: each page is its own chunk, loaded on first visit. */
const pages: Record<PageKind, RouteComponent> = {
  chat: lazyRouteComponent(() => import('./chat/ChatPage'), 'ChatPage'),
  auth: lazyRouteComponent(() => import('./routes/AuthPage'), 'LogInPage'),
  register: lazyRouteComponent(() => import('./routes/AuthPage'), 'SignUpPage'),
  logout: lazyRouteComponent(() => import('./routes/LogoutPage'), 'LogoutPage'),
  about: lazyRouteComponent(() => import('./routes/AboutPage'), 'AboutPage'),
  pricing: lazyRouteComponent(() => import('./routes/PricingPage'), 'PricingPage'),
  subscribe: lazyRouteComponent(() => import('./routes/SubscriptionPage'), 'SubscribePage'),
  subscription: lazyRouteComponent(() => import('./routes/SubscriptionPage'), 'SubscriptionPage'),
  knowledgeBase: lazyRouteComponent(() => import('./routes/KnowledgeBasePage'), 'KnowledgeBasePage'),
  uploadTeachings: lazyRouteComponent(() => import('./routes/KnowledgeBasePage'), 'UploadTeachingsPage'),
  astrology: lazyRouteComponent(() => import('./sky/AstrologyPage'), 'AstrologyPage'),
  forecast: lazyRouteComponent(() => import('./sky/ForecastPage'), 'ForecastPage'),
  sacredSecretion: lazyRouteComponent(() => import('./sky/SacredSecretionPage'), 'SacredSecretionPage'),
  onboarding: lazyRouteComponent(() => import('./sky/OnboardingPage'), 'OnboardingPage'),
  placeholder: lazyRouteComponent(() => import('./routes/PlaceholderPage'), 'PlaceholderPage'),
};

function routeOf(rootRoute: AnyRoute, entry: RouteEntry): AnyRoute {
  const isAuthPage = entry.page === 'auth' || entry.page === 'register';
  return createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    staticData: entry.teacherTitle ? { title: entry.title, teacherTitle: entry.teacherTitle } : { title: entry.title },
    beforeLoad: isAuthPage ? authPageGuard : guardFor(entry.access),
    component: pages[entry.page],
    // The chat is public, but what it shows depends on who is there (suggested prompts for a
    // visitor, the history for a user): it first paints once the user is known, in parallel with
    // its chunk, rather than painting a loader that the prompts then push down (a layout shift).
    ...(entry.page === 'chat'
      ? {
          loader: ({ context }: { context: RouterContext }) => readCurrentUser(context.queryClient),
          validateSearch: validateChatSearch,
        }
      : {}),
    // "Verifying access..." while a guarded route reads the user or the status (spec 2).
    ...(entry.access.kind === 'public' ? {} : { pendingComponent: RouteVerifying, pendingMs: 150 }),
  });
}

/** Extra routes under the root, for stories and tests (e.g. a route that fails, to show the error screen). */
export type ExtraRoutes = (rootRoute: AnyRoute) => AnyRoute[];

/** A fresh route tree: every path of the route table, `/login`, and the 404 card for the rest. */
export function buildRouteTree(extraRoutes?: ExtraRoutes) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: RootLayout,
    notFoundComponent: RouteNotFound,
  });
  /** `/login` redirects to `/auth` (spec 2). */
  const loginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    beforeLoad: () => {
      throw redirect({ to: '/auth', replace: true });
    },
  });
  return rootRoute.addChildren([
    loginRoute,
    ...routeTable.map((entry) => routeOf(rootRoute, entry)),
    ...(extraRoutes?.(rootRoute) ?? []),
  ]);
}

export const routeTree = buildRouteTree();

export interface CreateAppRouterOptions {
  /** A memory history for tests and stories; the browser's by default. */
  history?: RouterHistory;
  /** Extra routes (stories and tests only). */
  extraRoutes?: ExtraRoutes;
}

export function createAppRouter(
  context: RouterContext = { queryClient: appQueryClient },
  options: CreateAppRouterOptions = {},
) {
  return createRouter({
    routeTree: options.extraRoutes ? buildRouteTree(options.extraRoutes) : routeTree,
    context,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    // The guards read the cache themselves; a preload must not keep a stale decision.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
    defaultPendingComponent: RouteVerifying,
    // New pages start at the top; back and forward restore the earlier position (spec 2).
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
