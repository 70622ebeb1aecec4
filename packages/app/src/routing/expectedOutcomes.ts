/**
 * What every path of spec 2 does for every audience, typed out by hand from the spec (section 2
 * "Screens and routes" and "Guarded-route behaviour", sections 4 to 6) and DECISIONS ("Roles":
 * admin-only routes admit admins only; teacher-only routes admit teachers and admins; client-only
 * routes admit clients and admins; a wrong role goes to /).
 *
 * On purpose this file imports nothing from routeTable.ts, access.ts or the contract's tier tables:
 * a test that derives its expectations from the table it tests cannot notice a guard going missing.
 * It has no React import either, so a server-side test can reuse it.
 */

export type ClientTier = 'free' | 'core' | 'plus' | 'advanced' | 'elite';
export type AudienceRole = 'client' | 'teacher' | 'admin';

/** Who is asking: a logged-in user's role and tier, or `null` for a visitor. */
export interface AudienceUser {
  role: AudienceRole;
  tier: ClientTier;
}

/** The audiences of the table; the subscription status call reports the same tier as the user record. */
export const audiences = {
  visitor: null,
  free: { role: 'client', tier: 'free' },
  core: { role: 'client', tier: 'core' },
  plus: { role: 'client', tier: 'plus' },
  advanced: { role: 'client', tier: 'advanced' },
  elite: { role: 'client', tier: 'elite' },
  // The staff accounts of @app/mocks (`authHandlers.as('teacher' | 'admin')`) are on the free tier.
  // The server's seeded teacher is on advanced and its admin on elite: see `extraCases`.
  teacher: { role: 'teacher', tier: 'free' },
  admin: { role: 'admin', tier: 'free' },
} as const satisfies Record<string, AudienceUser | null>;

export type Audience = keyof typeof audiences;
/** The audiences in the order of the table's columns. */
export const audienceNames = Object.keys(audiences) as Audience[];

/**
 * What opening a path ends in:
 * - `'page'`: the page of that path renders there;
 * - `'notFound'`: the "404 Page Not Found" card renders there;
 * - a redirect `{ to }`; a redirect to /auth says whether the intended path is saved for after
 *   log-in (session storage); a refused tier also shows the "Subscription Required" toast.
 */
export type ExpectedOutcome =
  | 'page'
  | 'notFound'
  | { to: '/auth'; savesIntendedPath: boolean }
  | { to: '/' }
  | { to: '/chat'; toast: 'Subscription Required' };

const page = 'page' satisfies ExpectedOutcome;
const notFound = 'notFound' satisfies ExpectedOutcome;
/** A visitor on a guarded path: the path is saved and the visitor goes to /auth. */
const auth = { to: '/auth', savesIntendedPath: true } as const satisfies ExpectedOutcome;
/** `/login` is only another name of /auth: nothing to come back to. */
const alias = { to: '/auth', savesIntendedPath: false } as const satisfies ExpectedOutcome;
/** A wrong role goes to /; so does a logged-in user on /auth or /register (STYLE "reverse guard"). */
const home = { to: '/' } as const satisfies ExpectedOutcome;
/** An insufficient tier: the toast, then /chat. */
const chat = { to: '/chat', toast: 'Subscription Required' } as const satisfies ExpectedOutcome;

/** One outcome per audience, in the order of `audienceNames` (a missing column fails to compile). */
type Row = readonly [
  ExpectedOutcome,
  ExpectedOutcome,
  ExpectedOutcome,
  ExpectedOutcome,
  ExpectedOutcome,
  ExpectedOutcome,
  ExpectedOutcome,
  ExpectedOutcome,
];

/**
 * One line per path; the columns follow `audienceNames`. Parametrised paths use a concrete example.
 * The staff columns read teacher and admin on the free tier (see `audiences`).
 */
// biome-ignore format: a table a reviewer checks column by column against spec 2
const table = {
  //                              visitor free  core  plus  adv.  elite teacher admin
  // Home chat screen: served to everyone (visitors get the chat with its input disabled, spec 5).
  '/':                            [page,  page, page, page, page, page, page, page],
  '/chat':                        [page,  page, page, page, page, page, page, page],
  '/client':                      [page,  page, page, page, page, page, page, page],
  // Public routes. A logged-in user on /auth or /register is sent on (to / with nothing saved).
  '/auth':                        [page,  home, home, home, home, home, home, home],
  '/login':                       [alias, home, home, home, home, home, home, home],
  '/register':                    [page,  home, home, home, home, home, home, home],
  '/reset-password':              [page,  page, page, page, page, page, page, page],
  '/registration-success':        [page,  page, page, page, page, page, page, page],
  '/verify-email':                [page,  page, page, page, page, page, page, page],
  '/onboarding':                  [page,  page, page, page, page, page, page, page],
  '/onboarding/2':                [page,  page, page, page, page, page, page, page],
  '/pricing':                     [page,  page, page, page, page, page, page, page],
  '/subscribe':                   [page,  page, page, page, page, page, page, page],
  '/subscription':                [page,  page, page, page, page, page, page, page],
  '/request':                     [page,  page, page, page, page, page, page, page],
  '/about':                       [page,  page, page, page, page, page, page, page],
  '/terms':                       [page,  page, page, page, page, page, page, page],
  '/privacy':                     [page,  page, page, page, page, page, page, page],
  '/updates':                     [page,  page, page, page, page, page, page, page],
  '/contact':                     [page,  page, page, page, page, page, page, page],
  // The logout page itself logs out and ends on /auth (spec 2); no guard sends anyone away.
  '/logout':                      [page,  page, page, page, page, page, page, page],
  // Logged-in routes (no extra requirement).
  '/account-settings':            [auth,  page, page, page, page, page, page, page],
  '/billing':                     [auth,  page, page, page, page, page, page, page],
  '/cancel-feedback':             [auth,  page, page, page, page, page, page, page],
  '/preferences':                 [auth,  page, page, page, page, page, page, page],
  '/affiliate':                   [auth,  page, page, page, page, page, page, page],
  '/help':                        [auth,  page, page, page, page, page, page, page],
  // Teacher-only routes: teachers and admins (DECISIONS "Roles").
  '/admin':                       [auth,  home, home, home, home, home, page, page],
  '/teacher-affiliate':           [auth,  home, home, home, home, home, page, page],
  '/teacher-knowledge-base':      [auth,  home, home, home, home, home, page, page],
  '/teacher-upload-teachings':    [auth,  home, home, home, home, home, page, page],
  // Admin-only routes: admins only, not teachers (DECISIONS "Roles" settles spec 5's two readings).
  '/admin/requests':              [auth,  home, home, home, home, home, home, page],
  '/admin/user-generator':        [auth,  home, home, home, home, home, home, page],
  '/admin/user-management':       [auth,  home, home, home, home, home, home, page],
  '/loading-viewer':              [auth,  home, home, home, home, home, home, page],
  '/integrations/skool':          [auth,  home, home, home, home, home, home, page],
  '/dashboard':                   [auth,  home, home, home, home, home, home, page],
  '/upload-teachings':            [auth,  home, home, home, home, home, home, page],
  '/knowledge-base':              [auth,  home, home, home, home, home, home, page],
  '/training':                    [auth,  home, home, home, home, home, home, page],
  '/training/selene':             [auth,  home, home, home, home, home, home, page],
  '/training/orion':              [auth,  home, home, home, home, home, home, page],
  '/training-history':            [auth,  home, home, home, home, home, home, page],
  '/training-analytics':          [auth,  home, home, home, home, home, home, page],
  '/learning':                    [auth,  home, home, home, home, home, home, page],
  '/settings':                    [auth,  home, home, home, home, home, home, page],
  '/system':                      [auth,  home, home, home, home, home, home, page],
  '/enhancer':                    [auth,  home, home, home, home, home, home, page],
  '/api-access':                  [auth,  home, home, home, home, home, home, page],
  '/pdf-analyzer':                [auth,  home, home, home, home, home, home, page],
  '/memory-explorer':             [auth,  home, home, home, home, home, home, page],
  '/conversations':               [auth,  home, home, home, home, home, home, page],
  '/soulprint':                   [auth,  home, home, home, home, home, home, page],
  '/cross-domain-integration':    [auth,  home, home, home, home, home, home, page],
  // Subscription-gated routes: admins bypass the tier check, nobody else (spec 4, 5); the free
  // tier and the legacy plus tier are in no list (DECISIONS "One tier table"). The teacher column
  // is a teacher on the free tier: refused like any free user (spec 6 promises teachers the
  // Astrology link only).
  '/astrology':                   [auth,  chat, chat, chat, page, page, chat, page],
  '/forecast':                    [auth,  chat, page, chat, page, page, chat, page],
  '/sacred-secretion':            [auth,  chat, page, chat, page, page, chat, page],
  // Client-role-only routes: clients of every tier and admins (DECISIONS "Roles").
  '/notifications':               [auth,  page, page, page, page, page, home, page],
  '/subscription-management':     [auth,  page, page, page, page, page, home, page],
  // Any other path: the 404 card, for everyone.
  '/no-such-page':                [notFound, notFound, notFound, notFound, notFound, notFound, notFound, notFound],
} satisfies Record<string, Row>;

export type ExpectedPath = keyof typeof table;

/** `expectedOutcomes[path][audience]`: the table above, by audience name. */
export const expectedOutcomes = Object.fromEntries(
  Object.entries(table).map(([path, row]) => [
    path,
    Object.fromEntries(audienceNames.map((audience, column) => [audience, row[column]])),
  ]),
) as Record<ExpectedPath, Record<Audience, ExpectedOutcome>>;

/** A user given by record and subscription status (they may disagree), and what the guard must do. */
export interface ExtraCase {
  name: string;
  path: ExpectedPath;
  user: AudienceUser;
  /** The tier the subscription status call reports. */
  statusTier: ClientTier;
  outcome: ExpectedOutcome;
}

/**
 * The guard judges by the subscription status (fresh after a payment), not by the user record; and
 * a teacher as the server seeds one (advanced) reaches /astrology by tier.
 */
export const extraCases: readonly ExtraCase[] = [
  {
    name: 'a client who just upgraded (record core, status advanced) gets into /astrology',
    path: '/astrology',
    user: { role: 'client', tier: 'core' },
    statusTier: 'advanced',
    outcome: page,
  },
  {
    name: 'a client who just downgraded (record advanced, status core) is refused /astrology',
    path: '/astrology',
    user: { role: 'client', tier: 'advanced' },
    statusTier: 'core',
    outcome: chat,
  },
  {
    name: 'a teacher on the tier the server seeds for teachers (advanced) gets into /astrology',
    path: '/astrology',
    user: { role: 'teacher', tier: 'advanced' },
    statusTier: 'advanced',
    outcome: page,
  },
];

/**
 * Hover preloads of guarded paths (the router preloads on intent): the guard decides, but a
 * preload must neither save the redirect-after-auth path nor show a toast, and nobody moves.
 * Kept literal (`as const`): the test preloads them through the typed router, which admits only
 * the paths of its tree (not a concrete `/onboarding/2` or `/no-such-page` of the table).
 */
export const preloadCases = [
  { audience: 'visitor', path: '/billing', wouldEndOn: '/auth' },
  { audience: 'core', path: '/astrology', wouldEndOn: '/chat' },
] as const satisfies readonly { audience: Audience; path: ExpectedPath; wouldEndOn: string }[];
