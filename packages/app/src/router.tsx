import type { ThemeName } from '@app/ui';
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
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
import { requestScope } from './app/requestScope';
import { type ChatSearch, validateChatSearch } from './chat/chatSearch';
import { prefetchChat } from './chat/prefetchChat';
import { queryClient as appQueryClient } from './queryClient';
import { Document } from './routes/Document';
import { RootLayout } from './routes/RootLayout';
import { RouteError } from './routes/RouteError';
import { RouteNotFound } from './routes/RouteNotFound';
import { RouteVerifying } from './routes/RouteVerifying';
import { authPageGuard, guardFor, readCurrentUser } from './routing/guard';
import { type PageKind, type RouteEntry, routeTable } from './routing/routeTable';

export interface RouterContext {
  queryClient: QueryClient;
  /** Show the 2 s start-up splash (spec 2): the entries decide (app/splash.ts); stories and tests leave it off. @default false */
  splash?: boolean;
  /** Show admins the performance panel (spec 6). Stories turn it off: live metrics never match a baseline. @default true */
  performancePanel?: boolean;
  /** Font files the server's page preloads (from the build's manifest). */
  fontPreloads?: readonly string[];
  /** The theme the page is rendered in (the theme cookie on the server; the page's own in the browser). */
  theme?: ThemeName;
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
    // Rendered on the server, it also loads what a signed-in user sees first (see prefetchChat).
    ...(entry.page === 'chat'
      ? {
          validateSearch: validateChatSearch,
          loaderDeps: ({ search }: { search: ChatSearch }) => ({ conversation: search.conversation }),
          loader: async ({ context, deps }: { context: RouterContext; deps: ChatSearch }) => {
            const user = await readCurrentUser(context.queryClient);
            if (requestScope()) await prefetchChat(context.queryClient, user, deps.conversation);
          },
        }
      : {}),
    // "Verifying access..." while a guarded route reads the user or the status (spec 2).
    ...(entry.access.kind === 'public' ? {} : { pendingComponent: RouteVerifying, pendingMs: 150 }),
  });
}

/** Extra routes under the root, for stories and tests (e.g. a route that fails, to show the error screen). */
export type ExtraRoutes = (rootRoute: AnyRoute) => AnyRoute[];

export interface RouteTreeOptions {
  /** Extra routes (stories and tests only). */
  extraRoutes?: ExtraRoutes;
  /** Render the whole HTML document (server rendering and hydration); stories and tests render into a container. */
  document?: boolean;
}

/** A fresh route tree: every path of the route table, `/login`, and the 404 card for the rest. */
export function buildRouteTree({ extraRoutes, document = false }: RouteTreeOptions = {}) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    ...(document ? { shellComponent: Document } : {}),
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
const documentRouteTree = buildRouteTree({ document: true });

export interface CreateAppRouterOptions extends RouteTreeOptions {
  /** A memory history for tests and stories; the browser's by default. */
  history?: RouterHistory;
  /** The server render's nonce for the inline scripts it adds (the page's Content Security Policy admits it). */
  nonce?: string;
}

/** What the server's render hands to the browser's hydration besides the router's own state. */
interface DehydratedApp {
  /**
   * The TanStack Query cache the server filled (user, status, synopsis, conversation): not fetched
   * again.
   */
  queries: DehydratedState;
}

export function createAppRouter(
  context: RouterContext = { queryClient: appQueryClient },
  options: CreateAppRouterOptions = {},
) {
  const { queryClient } = context;
  const tree = options.extraRoutes ? buildRouteTree(options) : options.document ? documentRouteTree : routeTree;
  return createRouter({
    routeTree: tree,
    context,
    ...(options.history ? { history: options.history } : {}),
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    // Query keys are `unknown[]` to TypeScript and plain JSON in fact: the router's serializer takes them.
    dehydrate: () => ({ queries: dehydrate(queryClient) }) satisfies DehydratedApp as never,
    hydrate: (dehydrated: DehydratedApp) => hydrate(queryClient, dehydrated.queries),
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
