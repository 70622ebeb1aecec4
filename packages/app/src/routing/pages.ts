import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

/**
 * One code-split component per page, each its own chunk loaded on first visit, with the module it
 * comes from: the server's page preloads that module's chunks with the page (entry-server), so
 * hydration does not wait on a second trip.
 */
const page = (source: string, component: RouteComponent) => ({ source, component });

const pageModules = {
  chat: page(
    'src/chat/ChatPage.tsx',
    lazyRouteComponent(() => import('../chat/ChatPage'), 'ChatPage'),
  ),
  auth: page(
    'src/routes/AuthPage.tsx',
    lazyRouteComponent(() => import('../routes/AuthPage'), 'LogInPage'),
  ),
  register: page(
    'src/routes/AuthPage.tsx',
    lazyRouteComponent(() => import('../routes/AuthPage'), 'SignUpPage'),
  ),
  resetPassword: page(
    'src/routes/ResetPasswordPage.tsx',
    lazyRouteComponent(() => import('../routes/ResetPasswordPage'), 'ResetPasswordPage'),
  ),
  notifications: page(
    'src/routes/NotificationsPage.tsx',
    lazyRouteComponent(() => import('../routes/NotificationsPage'), 'NotificationsPage'),
  ),
  preferences: page(
    'src/routes/PreferencesPage.tsx',
    lazyRouteComponent(() => import('../routes/PreferencesPage'), 'PreferencesPage'),
  ),
  registrationSuccess: page(
    'src/routes/account/RegistrationSuccessPage.tsx',
    lazyRouteComponent(() => import('../routes/account/RegistrationSuccessPage'), 'RegistrationSuccessPage'),
  ),
  verifyEmail: page(
    'src/routes/account/VerifyEmailPage.tsx',
    lazyRouteComponent(() => import('../routes/account/VerifyEmailPage'), 'VerifyEmailPage'),
  ),
  accountSettings: page(
    'src/routes/account/AccountSettingsPage.tsx',
    lazyRouteComponent(() => import('../routes/account/AccountSettingsPage'), 'AccountSettingsPage'),
  ),
  logout: page(
    'src/routes/LogoutPage.tsx',
    lazyRouteComponent(() => import('../routes/LogoutPage'), 'LogoutPage'),
  ),
  about: page(
    'src/routes/AboutPage.tsx',
    lazyRouteComponent(() => import('../routes/AboutPage'), 'AboutPage'),
  ),
  terms: page(
    'src/routes/legal/TermsPage.tsx',
    lazyRouteComponent(() => import('../routes/legal/TermsPage'), 'TermsPage'),
  ),
  privacy: page(
    'src/routes/legal/PrivacyPage.tsx',
    lazyRouteComponent(() => import('../routes/legal/PrivacyPage'), 'PrivacyPage'),
  ),
  updates: page(
    'src/routes/updates/UpdatesPage.tsx',
    lazyRouteComponent(() => import('../routes/updates/UpdatesPage'), 'UpdatesPage'),
  ),
  pricing: page(
    'src/routes/PricingPage.tsx',
    lazyRouteComponent(() => import('../routes/PricingPage'), 'PricingPage'),
  ),
  subscribe: page(
    'src/routes/SubscriptionPage.tsx',
    lazyRouteComponent(() => import('../routes/SubscriptionPage'), 'SubscribePage'),
  ),
  subscription: page(
    'src/routes/SubscriptionPage.tsx',
    lazyRouteComponent(() => import('../routes/SubscriptionPage'), 'SubscriptionPage'),
  ),
  knowledgeBase: page(
    'src/routes/KnowledgeBasePage.tsx',
    lazyRouteComponent(() => import('../routes/KnowledgeBasePage'), 'KnowledgeBasePage'),
  ),
  uploadTeachings: page(
    'src/routes/KnowledgeBasePage.tsx',
    lazyRouteComponent(() => import('../routes/KnowledgeBasePage'), 'UploadTeachingsPage'),
  ),
  astrology: page(
    'src/sky/AstrologyPage.tsx',
    lazyRouteComponent(() => import('../sky/AstrologyPage'), 'AstrologyPage'),
  ),
  forecast: page(
    'src/sky/ForecastPage.tsx',
    lazyRouteComponent(() => import('../sky/ForecastPage'), 'ForecastPage'),
  ),
  sacredSecretion: page(
    'src/sky/SacredSecretionPage.tsx',
    lazyRouteComponent(() => import('../sky/SacredSecretionPage'), 'SacredSecretionPage'),
  ),
  onboarding: page(
    'src/sky/OnboardingPage.tsx',
    lazyRouteComponent(() => import('../sky/OnboardingPage'), 'OnboardingPage'),
  ),
  help: page(
    'src/support/SupportRequestPage.tsx',
    lazyRouteComponent(() => import('../support/SupportRequestPage'), 'HelpPage'),
  ),
  request: page(
    'src/support/SupportRequestPage.tsx',
    lazyRouteComponent(() => import('../support/SupportRequestPage'), 'RequestPage'),
  ),
  contact: page(
    'src/support/SupportRequestPage.tsx',
    lazyRouteComponent(() => import('../support/SupportRequestPage'), 'ContactPage'),
  ),
  adminRequests: page(
    'src/support/AdminRequestsPage.tsx',
    lazyRouteComponent(() => import('../support/AdminRequestsPage'), 'AdminRequestsPage'),
  ),
  userManagement: page(
    'src/admin/UserManagementPage.tsx',
    lazyRouteComponent(() => import('../admin/UserManagementPage'), 'UserManagementPage'),
  ),
  training: page(
    'src/training/TrainingPage.tsx',
    lazyRouteComponent(() => import('../training/TrainingPage'), 'TrainingPage'),
  ),
  trainingSelene: page(
    'src/training/PersonaEditorPage.tsx',
    lazyRouteComponent(() => import('../training/PersonaEditorPage'), 'SeleneTrainingPage'),
  ),
  trainingOrion: page(
    'src/training/PersonaEditorPage.tsx',
    lazyRouteComponent(() => import('../training/PersonaEditorPage'), 'OrionTrainingPage'),
  ),
  trainingHistory: page(
    'src/training/TrainingHistoryPage.tsx',
    lazyRouteComponent(() => import('../training/TrainingHistoryPage'), 'TrainingHistoryPage'),
  ),
  trainingAnalytics: page(
    'src/training/TrainingAnalyticsPage.tsx',
    lazyRouteComponent(() => import('../training/TrainingAnalyticsPage'), 'TrainingAnalyticsPage'),
  ),
  learning: page(
    'src/training/LearningPage.tsx',
    lazyRouteComponent(() => import('../training/LearningPage'), 'LearningPage'),
  ),
  enhancer: page(
    'src/admin/EnhancerPage.tsx',
    lazyRouteComponent(() => import('../admin/EnhancerPage'), 'EnhancerPage'),
  ),
  pdfAnalyzer: page(
    'src/admin/PdfAnalyzerPage.tsx',
    lazyRouteComponent(() => import('../admin/PdfAnalyzerPage'), 'PdfAnalyzerPage'),
  ),
  adminPortal: page(
    'src/admin/AdminPortalPage.tsx',
    lazyRouteComponent(() => import('../admin/AdminPortalPage'), 'AdminPortalPage'),
  ),
  siteSettings: page(
    'src/admin/SiteSettingsPage.tsx',
    lazyRouteComponent(() => import('../admin/SiteSettingsPage'), 'SiteSettingsPage'),
  ),
  system: page(
    'src/admin/SystemPage.tsx',
    lazyRouteComponent(() => import('../admin/SystemPage'), 'SystemPage'),
  ),
  memoryExplorer: page(
    'src/admin/MemoryExplorerPage.tsx',
    lazyRouteComponent(() => import('../admin/MemoryExplorerPage'), 'MemoryExplorerPage'),
  ),
  soulprint: page(
    'src/admin/SoulprintPage.tsx',
    lazyRouteComponent(() => import('../admin/SoulprintPage'), 'SoulprintPage'),
  ),
  affiliate: page(
    'src/affiliate/AffiliatePage.tsx',
    lazyRouteComponent(() => import('../affiliate/AffiliatePage'), 'AffiliatePage'),
  ),
  teacherAffiliate: page(
    'src/affiliate/AffiliatePage.tsx',
    lazyRouteComponent(() => import('../affiliate/AffiliatePage'), 'TeacherAffiliatePage'),
  ),
  dashboard: page(
    'src/admin/DashboardPage.tsx',
    lazyRouteComponent(() => import('../admin/DashboardPage'), 'DashboardPage'),
  ),
  knowledgeMap: page(
    'src/admin/KnowledgeMapPage.tsx',
    lazyRouteComponent(() => import('../admin/KnowledgeMapPage'), 'KnowledgeMapPage'),
  ),
  userGenerator: page(
    'src/admin/UserGeneratorPage.tsx',
    lazyRouteComponent(() => import('../admin/UserGeneratorPage'), 'UserGeneratorPage'),
  ),
  apiAccess: page(
    'src/admin/ApiAccessPage.tsx',
    lazyRouteComponent(() => import('../admin/ApiAccessPage'), 'ApiAccessPage'),
  ),
  skool: page(
    'src/admin/SkoolPage.tsx',
    lazyRouteComponent(() => import('../admin/SkoolPage'), 'SkoolPage'),
  ),
  conversations: page(
    'src/admin/ConversationsPage.tsx',
    lazyRouteComponent(() => import('../admin/ConversationsPage'), 'ConversationsPage'),
  ),
  loadingViewer: page(
    'src/admin/LoadingViewerPage.tsx',
    lazyRouteComponent(() => import('../admin/LoadingViewerPage'), 'LoadingViewerPage'),
  ),
  billing: page(
    'src/billing/BillingPages.tsx',
    lazyRouteComponent(() => import('../billing/BillingPages'), 'BillingPage'),
  ),
  subscriptionManagement: page(
    'src/billing/BillingPages.tsx',
    lazyRouteComponent(() => import('../billing/BillingPages'), 'SubscriptionManagementPage'),
  ),
  cancelFeedback: page(
    'src/billing/BillingPages.tsx',
    lazyRouteComponent(() => import('../billing/BillingPages'), 'CancelFeedbackPage'),
  ),
  testCheckout: page(
    'src/billing/BillingPages.tsx',
    lazyRouteComponent(() => import('../billing/BillingPages'), 'TestCheckoutPage'),
  ),
};

/** Which page a route shows. */
export type PageKind = keyof typeof pageModules;

/** The component of each page kind (a route's `component`). */
export const pages = Object.fromEntries(
  Object.entries(pageModules).map(([kind, { component }]) => [kind, component]),
) as Record<PageKind, RouteComponent>;

const sources = new Map<unknown, string>(
  Object.values(pageModules).map(({ source, component }) => [component, source]),
);

/** The module (relative to the app's root, as Vite's manifest names it) of a route's page; none for a route without a page. */
export function pageSourceOf(component: unknown): string | undefined {
  return sources.get(component);
}
