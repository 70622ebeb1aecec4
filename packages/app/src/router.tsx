import { tierRoutes } from '@app/contract';
import { brand, type ThemeName } from '@app/ui';
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { requestScope } from './app/requestScope';
import { type ChatSearch, validateChatSearch } from './chat/chatSearch';
import { prefetchChat } from './chat/prefetchChat';
import { appMessages } from './messages';
import { queryClient as appQueryClient } from './queryClient';
import { Document } from './routes/Document';
import { RootLayout } from './routes/RootLayout';
import { RouteError } from './routes/RouteError';
import { RouteNotFound } from './routes/RouteNotFound';
import { RouteVerifying } from './routes/RouteVerifying';
import { roleAccess, signedInAccess, tierAccess } from './routing/access';
import { authPageGuard, guardFor, readCurrentUser } from './routing/guard';
import { pages } from './routing/pages';
import { type RouteEntry, routeTableOf } from './routing/routeTable';

export interface RouterContext {
  queryClient: QueryClient;
  /** Show the 2 s start-up splash (spec 2): the entries decide (app/splash.ts); stories and tests leave it off. @default false */
  splash?: boolean;
  /** Show admins the performance panel (spec 6). Stories turn it off: live metrics never match a baseline. @default true */
  performancePanel?: boolean;
  /** Font files the server's page preloads (from the build's manifest). */
  fontPreloads?: readonly string[];
  /** On the server: the page's boot script for its matched routes (app/bootScript.ts). */
  bootScript?: (routeIds: readonly string[]) => string;
  /** The theme the page is rendered in (the theme cookie on the server; the page's own in the browser). */
  theme?: ThemeName;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's title (the tab title and the page's heading). */
    title?: string;
    /** A teacher's title where it differs (spec 2: "Teacher Portal"). */
    teacherTitle?: string;
  }
}

const t = appMessages.titles;

/** `/training/<assistant>`, typed as the path it is (a checked `Link` target). */
const trainingPath = <TName extends string>(name: TName) =>
  `/training/${name.toLowerCase() as Lowercase<TName>}` as const;

/**
 * The chat is public, but what it shows depends on who is there (suggested prompts for a visitor,
 * the history for a user): it first paints once the user is known, in parallel with its chunk,
 * rather than painting a loader that the prompts then push down (a layout shift). Rendered on the
 * server, it also loads what a signed-in user sees first (see prefetchChat).
 */
const chatRouteOptions = {
  validateSearch: validateChatSearch,
  loaderDeps: ({ search }: { search: ChatSearch }) => ({ conversation: search.conversation }),
  loader: async ({ context, deps }: { context: RouterContext; deps: ChatSearch }) => {
    const user = await readCurrentUser(context.queryClient);
    if (requestScope()) await prefetchChat(context.queryClient, user, deps.conversation);
  },
};

/** `?token=` of a mailed link (reset, verification); absent when empty or not text. */
const validateTokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {};

/** Extra routes under the root, for stories and tests (e.g. a route that fails, to show the error screen). */
export type ExtraRoutes = (rootRoute: AnyRoute) => AnyRoute[];

export interface RouteTreeOptions {
  /** Extra routes (stories and tests only). */
  extraRoutes?: ExtraRoutes;
  /** Render the whole HTML document (server rendering and hydration); stories and tests render into a container. */
  document?: boolean;
}

/**
 * A fresh route tree: every path of spec 2, `/login`, and the 404 card for the rest. Each guard
 * (DECISIONS "Roles") is a pathless layout whose `beforeLoad` runs for every route under it, with
 * "Verifying access..." while it reads the user or the status (spec 2); public routes sit under the root.
 */
export function buildRouteTree({ extraRoutes, document = false }: RouteTreeOptions = {}) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    ...(document ? { shellComponent: Document } : {}),
    component: RootLayout,
    notFoundComponent: RouteNotFound,
  });

  // Pathless layouts, one per guard (spec 2 "Guarded-route behaviour", DECISIONS "Roles"), each with
  // the routes it guards. (A list of routes is declared on its own: written inside `addChildren(...)`,
  // its routes would lose their path types.)
  /** `/auth` and `/register` send a logged-in user on (STYLE "reverse guard"). */
  const guestLayout = createRoute({ getParentRoute: () => rootRoute, id: '_guest', beforeLoad: authPageGuard });
  const guestRoutes = [
    createRoute({
      getParentRoute: () => guestLayout,
      path: '/auth',
      staticData: { title: t.auth },
      component: pages.auth,
    }),
    createRoute({
      getParentRoute: () => guestLayout,
      path: '/register',
      staticData: { title: appMessages.auth.signUpTab },
      component: pages.register,
    }),
  ];

  /** Logged-in routes: any logged-in user. */
  const signedInLayout = createRoute({
    getParentRoute: () => rootRoute,
    id: '_signedIn',
    beforeLoad: guardFor(signedInAccess),
    pendingComponent: RouteVerifying,
    pendingMs: 150,
  });
  const signedInRoutes = [
    createRoute({
      getParentRoute: () => signedInLayout,
      path: '/account-settings',
      staticData: { title: t.accountSettings },
      component: pages.accountSettings,
    }),
    createRoute({
      getParentRoute: () => signedInLayout,
      path: '/billing',
      staticData: { title: t.billing },
      component: pages.billing,
    }),
    // The test-mode provider's hosted checkout (DECISIONS "Payments").
    createRoute({
      getParentRoute: () => signedInLayout,
      path: '/checkout/test/$sessionId',
      staticData: { title: t.checkout },
      component: pages.testCheckout,
    }),
    createRoute({
      getParentRoute: () => signedInLayout,
      path: '/cancel-feedback',
      staticData: { title: t.cancelFeedback },
      component: pages.cancelFeedback,
    }),
    createRoute({
      getParentRoute: () => signedInLayout,
      path: '/preferences',
      staticData: { title: t.preferences },
      component: pages.preferences,
    }),
    createRoute({
      getParentRoute: () => signedInLayout,
      path: '/affiliate',
      staticData: { title: t.affiliate },
      component: pages.affiliate,
    }),
    createRoute({
      getParentRoute: () => signedInLayout,
      path: '/help',
      staticData: { title: t.help },
      component: pages.help,
    }),
  ];

  /** Teacher-only routes: teachers and admins. */
  const teacherLayout = createRoute({
    getParentRoute: () => rootRoute,
    id: '_teacher',
    beforeLoad: guardFor(roleAccess('teacher')),
    pendingComponent: RouteVerifying,
    pendingMs: 150,
  });
  const teacherRoutes = [
    createRoute({
      getParentRoute: () => teacherLayout,
      path: '/admin',
      staticData: { title: t.adminPortal, teacherTitle: t.teacherPortal },
      component: pages.adminPortal,
    }),
    createRoute({
      getParentRoute: () => teacherLayout,
      path: '/teacher-affiliate',
      staticData: { title: t.teacherAffiliate },
      component: pages.teacherAffiliate,
    }),
    createRoute({
      getParentRoute: () => teacherLayout,
      path: '/teacher-knowledge-base',
      staticData: { title: t.teacherKnowledgeBase },
      component: pages.knowledgeBase,
    }),
    createRoute({
      getParentRoute: () => teacherLayout,
      path: '/teacher-upload-teachings',
      staticData: { title: t.teacherUploadTeachings },
      component: pages.uploadTeachings,
    }),
  ];

  /** Admin-only routes: admins only, not teachers. */
  const adminLayout = createRoute({
    getParentRoute: () => rootRoute,
    id: '_admin',
    beforeLoad: guardFor(roleAccess('admin')),
    pendingComponent: RouteVerifying,
    pendingMs: 150,
  });
  const adminRoutes = [
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/admin/requests',
      staticData: { title: t.adminRequests },
      component: pages.adminRequests,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/admin/user-generator',
      staticData: { title: t.userGenerator },
      component: pages.userGenerator,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/admin/user-management',
      staticData: { title: t.userManagement },
      component: pages.userManagement,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/loading-viewer',
      staticData: { title: t.loadingViewer },
      component: pages.loadingViewer,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/integrations/skool',
      staticData: { title: t.skool },
      component: pages.skool,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/dashboard',
      staticData: { title: t.dashboard },
      component: pages.dashboard,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/upload-teachings',
      staticData: { title: t.uploadTeachings },
      component: pages.uploadTeachings,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/knowledge-base',
      staticData: { title: t.knowledgeBase },
      component: pages.knowledgeBase,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/training',
      staticData: { title: t.training },
      component: pages.training,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: trainingPath(brand.assistantName),
      staticData: { title: t.trainingFirst },
      component: pages.trainingSelene,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: trainingPath(brand.secondAssistantName),
      staticData: { title: t.trainingSecond },
      component: pages.trainingOrion,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/training-history',
      staticData: { title: t.trainingHistory },
      component: pages.trainingHistory,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/training-analytics',
      staticData: { title: t.trainingAnalytics },
      component: pages.trainingAnalytics,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/learning',
      staticData: { title: t.learning },
      component: pages.learning,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/settings',
      staticData: { title: t.settings },
      component: pages.siteSettings,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/system',
      staticData: { title: t.system },
      component: pages.system,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/enhancer',
      staticData: { title: t.enhancer },
      component: pages.enhancer,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/api-access',
      staticData: { title: t.apiAccess },
      component: pages.apiAccess,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/pdf-analyzer',
      staticData: { title: t.pdfAnalyzer },
      component: pages.pdfAnalyzer,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/memory-explorer',
      staticData: { title: t.memoryExplorer },
      component: pages.memoryExplorer,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/conversations',
      staticData: { title: t.conversations },
      component: pages.conversations,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/soulprint',
      staticData: { title: t.soulprint },
      component: pages.soulprint,
    }),
    createRoute({
      getParentRoute: () => adminLayout,
      path: '/cross-domain-integration',
      staticData: { title: t.crossDomain },
      component: pages.knowledgeMap,
    }),
  ];

  /** Client-role-only routes: clients and admins. */
  const clientLayout = createRoute({
    getParentRoute: () => rootRoute,
    id: '_client',
    beforeLoad: guardFor(roleAccess('client')),
    pendingComponent: RouteVerifying,
    pendingMs: 150,
  });
  const clientRoutes = [
    createRoute({
      getParentRoute: () => clientLayout,
      path: '/notifications',
      staticData: { title: t.notifications },
      component: pages.notifications,
    }),
    createRoute({
      getParentRoute: () => clientLayout,
      path: '/subscription-management',
      staticData: { title: t.subscriptionManagement },
      component: pages.subscriptionManagement,
    }),
  ];

  /** Subscription-gated routes on the tiers of /astrology (admins bypass the tier check). */
  const astrologyTierLayout = createRoute({
    getParentRoute: () => rootRoute,
    id: '_astrologyTiers',
    beforeLoad: guardFor(tierAccess(tierRoutes['/astrology'])),
    pendingComponent: RouteVerifying,
    pendingMs: 150,
  });
  const astrologyTierRoutes = [
    createRoute({
      getParentRoute: () => astrologyTierLayout,
      path: '/astrology',
      staticData: { title: t.astrology },
      component: pages.astrology,
    }),
  ];

  /** Subscription-gated routes on the tiers of /forecast and /sacred-secretion (the contract gives both one list). */
  const forecastTierLayout = createRoute({
    getParentRoute: () => rootRoute,
    id: '_forecastTiers',
    beforeLoad: guardFor(tierAccess(tierRoutes['/forecast'])),
    pendingComponent: RouteVerifying,
    pendingMs: 150,
  });
  const forecastTierRoutes = [
    createRoute({
      getParentRoute: () => forecastTierLayout,
      path: '/forecast',
      staticData: { title: t.forecast },
      component: pages.forecast,
    }),
    createRoute({
      getParentRoute: () => forecastTierLayout,
      path: '/sacred-secretion',
      staticData: { title: t.sacredSecretion },
      component: pages.sacredSecretion,
    }),
  ];

  /** Under the root: `/login`, the public pages, and the guarded layouts with their pages. */
  const appRoutes = [
    // `/login` redirects to `/auth` (spec 2).
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/login',
      beforeLoad: () => {
        throw redirect({ to: '/auth', replace: true });
      },
    }),
    // Home chat screen: no guard (the chat handles visitors itself).
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      staticData: { title: t.chat },
      component: pages.chat,
      ...chatRouteOptions,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/chat',
      staticData: { title: t.chat },
      component: pages.chat,
      ...chatRouteOptions,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/client',
      staticData: { title: t.chat },
      component: pages.chat,
      ...chatRouteOptions,
    }),
    // Public routes.
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/reset-password',
      staticData: { title: t.resetPassword },
      // `?token=` is the mailed link's: with it the page sets the new password.
      validateSearch: validateTokenSearch,
      component: pages.resetPassword,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/registration-success',
      staticData: { title: t.registrationSuccess },
      component: pages.registrationSuccess,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/verify-email',
      staticData: { title: t.verifyEmail },
      // `?token=` is the mailed link's: with it the page confirms the address.
      validateSearch: validateTokenSearch,
      component: pages.verifyEmail,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/onboarding/{-$step}',
      staticData: { title: t.onboarding },
      component: pages.onboarding,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/pricing',
      staticData: { title: t.pricing },
      component: pages.pricing,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/subscribe',
      staticData: { title: t.subscribe },
      component: pages.subscribe,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/subscription',
      staticData: { title: t.subscription },
      component: pages.subscription,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/request',
      staticData: { title: t.request },
      component: pages.request,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/about',
      staticData: { title: t.about },
      component: pages.about,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/terms',
      staticData: { title: t.terms },
      component: pages.terms,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/privacy',
      staticData: { title: t.privacy },
      component: pages.privacy,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/updates',
      staticData: { title: t.updates },
      component: pages.updates,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/contact',
      staticData: { title: t.contact },
      component: pages.contact,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/logout',
      staticData: { title: t.logout },
      component: pages.logout,
    }),
    guestLayout.addChildren(guestRoutes),
    signedInLayout.addChildren(signedInRoutes),
    teacherLayout.addChildren(teacherRoutes),
    adminLayout.addChildren(adminRoutes),
    clientLayout.addChildren(clientRoutes),
    astrologyTierLayout.addChildren(astrologyTierRoutes),
    forecastTierLayout.addChildren(forecastTierRoutes),
  ];
  // Extra routes exist at run time only: the tree's type, and so the paths `Link` admits, are the app's.
  return rootRoute.addChildren(
    extraRoutes ? ([...appRoutes, ...extraRoutes(rootRoute)] as typeof appRoutes) : appRoutes,
  );
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

/**
 * Every page route of the app's tree as a router builds it: its id (the key of `router.routesById`,
 * by which the server's manifest names its chunks), full path, guard, title and page module.
 */
export function appRouteTable(): RouteEntry[] {
  return routeTableOf(
    createRouter({
      routeTree: buildRouteTree(),
      context: { queryClient: appQueryClient },
      history: createMemoryHistory(),
    }),
  );
}
