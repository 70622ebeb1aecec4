import { type Tier, tierRoutes } from '@app/contract';
import { brand } from '@app/ui';
import { appMessages } from '../messages';
import { publicAccess, type RouteAccess, roleAccess, signedInAccess, tierAccess } from './access';

const t = appMessages.titles;

/**
 * Which page a route shows. `placeholder` pages render their layout, title and navigation with an
 * honest "not available yet" notice (a later issue fills them).
 */
export type PageKind =
  | 'chat'
  | 'auth'
  | 'register'
  | 'logout'
  | 'about'
  | 'pricing'
  | 'subscribe'
  | 'subscription'
  | 'knowledgeBase'
  | 'uploadTeachings'
  | 'astrology'
  | 'forecast'
  | 'sacredSecretion'
  | 'onboarding'
  | 'placeholder';

export interface RouteEntry {
  /** TanStack path syntax (`{-$step}` is an optional parameter). */
  path: string;
  access: RouteAccess;
  page: PageKind;
  /** The page's title (the tab title and the placeholder heading). */
  title: string;
  /** A teacher's title where it differs (spec 2: /admin is "Teacher Portal" for teachers). */
  teacherTitle?: string;
}

const entry = (path: string, access: RouteAccess, page: PageKind, title: string, teacherTitle?: string): RouteEntry =>
  teacherTitle ? { path, access, page, title, teacherTitle } : { path, access, page, title };
const info = (path: string, title: string) => entry(path, publicAccess, 'placeholder', title);
const member = (path: string, title: string) => entry(path, signedInAccess, 'placeholder', title);
const teacher = (path: string, title: string, page: PageKind = 'placeholder') =>
  entry(path, roleAccess('teacher'), page, title);
const admin = (path: string, title: string, page: PageKind = 'placeholder') =>
  entry(path, roleAccess('admin'), page, title);
const client = (path: string, title: string) => entry(path, roleAccess('client'), 'placeholder', title);
const gated = (path: keyof typeof tierRoutes, page: PageKind, title: string) =>
  entry(path, tierAccess(tierRoutes[path] as readonly Tier[]), page, title);

const trainingPath = (name: string) => `/training/${name.toLowerCase()}`;

/** Every path of spec 2, with its guard (DECISIONS "Roles") and page. `/login` and 404 are handled apart. */
export const routeTable: readonly RouteEntry[] = [
  // Home chat screen: no guard (the chat handles visitors itself).
  entry('/', publicAccess, 'chat', t.chat),
  entry('/chat', publicAccess, 'chat', t.chat),
  entry('/client', publicAccess, 'chat', t.chat),
  // Public routes.
  entry('/auth', publicAccess, 'auth', t.auth),
  entry('/register', publicAccess, 'register', appMessages.auth.signUpTab),
  info('/reset-password', t.resetPassword),
  info('/registration-success', t.registrationSuccess),
  info('/verify-email', t.verifyEmail),
  entry('/onboarding/{-$step}', publicAccess, 'onboarding', t.onboarding),
  entry('/pricing', publicAccess, 'pricing', t.pricing),
  entry('/subscribe', publicAccess, 'subscribe', t.subscribe),
  entry('/subscription', publicAccess, 'subscription', t.subscription),
  info('/request', t.request),
  entry('/about', publicAccess, 'about', t.about),
  info('/terms', t.terms),
  info('/privacy', t.privacy),
  info('/updates', t.updates),
  info('/contact', t.contact),
  entry('/logout', publicAccess, 'logout', t.logout),
  // Logged-in routes.
  member('/account-settings', t.accountSettings),
  member('/billing', t.billing),
  member('/cancel-feedback', t.cancelFeedback),
  member('/preferences', t.preferences),
  member('/affiliate', t.affiliate),
  member('/help', t.help),
  // Teacher-only routes (teachers and admins).
  entry('/admin', roleAccess('teacher'), 'placeholder', t.adminPortal, t.teacherPortal),
  teacher('/teacher-affiliate', t.teacherAffiliate),
  teacher('/teacher-knowledge-base', t.teacherKnowledgeBase, 'knowledgeBase'),
  teacher('/teacher-upload-teachings', t.teacherUploadTeachings, 'uploadTeachings'),
  // Admin-only routes.
  admin('/admin/requests', t.adminRequests),
  admin('/admin/user-generator', t.userGenerator),
  admin('/admin/user-management', t.userManagement),
  admin('/loading-viewer', t.loadingViewer),
  admin('/integrations/skool', t.skool),
  admin('/dashboard', t.dashboard),
  admin('/upload-teachings', t.uploadTeachings, 'uploadTeachings'),
  admin('/knowledge-base', t.knowledgeBase, 'knowledgeBase'),
  admin('/training', t.training),
  admin(trainingPath(brand.assistantName), t.trainingFirst),
  admin(trainingPath(brand.secondAssistantName), t.trainingSecond),
  admin('/training-history', t.trainingHistory),
  admin('/training-analytics', t.trainingAnalytics),
  admin('/learning', t.learning),
  admin('/settings', t.settings),
  admin('/system', t.system),
  admin('/enhancer', t.enhancer),
  admin('/api-access', t.apiAccess),
  admin('/pdf-analyzer', t.pdfAnalyzer),
  admin('/memory-explorer', t.memoryExplorer),
  admin('/conversations', t.conversations),
  admin('/soulprint', t.soulprint),
  admin('/cross-domain-integration', t.crossDomain),
  // Subscription-gated routes.
  gated('/astrology', 'astrology', t.astrology),
  gated('/forecast', 'forecast', t.forecast),
  gated('/sacred-secretion', 'sacredSecretion', t.sacredSecretion),
  // Client-role-only routes (clients and admins).
  client('/notifications', t.notifications),
  client('/subscription-management', t.subscriptionManagement),
];

/** The paths that show the chat (spec 2: `/`, `/chat`, `/client`). */
export const chatPaths: readonly string[] = routeTable
  .filter((entry) => entry.page === 'chat')
  .map((entry) => entry.path);
