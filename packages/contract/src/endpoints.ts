import type { Id } from './schemas/common';

/** One call of spec 7: its method and path template (`{id}` for a conversation id). */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
}

/** Every call of spec 7 (and the conversation calls of DECISIONS), by name. The mocks build their routes from this table. */
export const endpoints = {
  createConversation: { method: 'POST', path: '/api/conversations' },
  // DECISIONS "Conversations": the list (`?q=` searches, `?before=` pages), rename and delete.
  listConversations: { method: 'GET', path: '/api/conversations' },
  renameConversation: { method: 'PATCH', path: '/api/conversations/{id}' },
  deleteConversation: { method: 'DELETE', path: '/api/conversations/{id}' },
  listMessages: { method: 'GET', path: '/api/conversations/{id}/messages' },
  sendMessage: { method: 'POST', path: '/api/conversations/{id}/messages' },
  // A new reply to the last question, in place of the last reply (a new provider call: it counts).
  regenerateReply: { method: 'POST', path: '/api/conversations/{id}/regenerate' },
  domains: { method: 'GET', path: '/api/domains' },
  teachings: { method: 'GET', path: '/api/teachings' },
  stats: { method: 'GET', path: '/api/stats' },
  createTeaching: { method: 'POST', path: '/api/teachings' },
  currentUser: { method: 'GET', path: '/api/user' },
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  register: { method: 'POST', path: '/api/auth/register' },
  // DECISIONS "Pages": a reset link by e-mail, then the new password with the link's token.
  requestPasswordReset: { method: 'POST', path: '/api/password-reset/request' },
  confirmPasswordReset: { method: 'POST', path: '/api/password-reset/confirm' },
  // DECISIONS "Pages": the help, request and contact forms, and the admin inbox they land in.
  createSupportRequest: { method: 'POST', path: '/api/requests' },
  adminSupportRequests: { method: 'GET', path: '/api/admin/requests' },
  adminSupportRequest: { method: 'GET', path: '/api/admin/requests/{id}' },
  replySupportRequest: { method: 'POST', path: '/api/admin/requests/{id}/reply' },
  setSupportRequestStatus: { method: 'POST', path: '/api/admin/requests/{id}/close' },
  // DECISIONS "Pages": e-mail verification (the mailed link; a new one for the signed-in user).
  confirmEmailVerification: { method: 'POST', path: '/api/email-verification/confirm' },
  resendEmailVerification: { method: 'POST', path: '/api/email-verification/resend' },
  // Account settings: the account, a new e-mail or password, sessions, the data export, deletion.
  account: { method: 'GET', path: '/api/user/account' },
  changeEmail: { method: 'POST', path: '/api/user/email' },
  changePassword: { method: 'POST', path: '/api/user/password' },
  accountSessions: { method: 'GET', path: '/api/user/sessions' },
  signOutOtherSessions: { method: 'POST', path: '/api/user/sessions/sign-out-others' },
  exportAccountData: { method: 'GET', path: '/api/user/export' },
  deleteAccount: { method: 'DELETE', path: '/api/user/account' },
  subscriptionStatus: { method: 'GET', path: '/api/subscriptions/status' },
  recordUsage: { method: 'POST', path: '/api/subscriptions/record-usage' },
  feedback: { method: 'POST', path: '/api/feedback' },
  homeSynopsis: { method: 'GET', path: '/api/user/home-synopsis' },
  tts: { method: 'POST', path: '/api/tts' },
  voices: { method: 'GET', path: '/api/tts/voices' },
  analyticsEvent: { method: 'POST', path: '/api/analytics/subscription-event' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** "POST /api/conversations/{id}/messages": how errors name an endpoint. */
export function endpointLabel(name: EndpointName): string {
  const { method, path } = endpoints[name];
  return `${method} ${path}`;
}

/** The concrete paths. */
export const apiPaths = {
  conversations: '/api/conversations',
  regenerate: (conversationId: Id) => `/api/conversations/${encodeURIComponent(String(conversationId))}/regenerate`,
  conversation: (conversationId: Id) => `/api/conversations/${encodeURIComponent(String(conversationId))}`,
  /** The list, searched (`q`) and paged (`before`, the cursor of the last conversation seen). */
  conversationList: ({ q, before }: { q?: string; before?: string } = {}) => {
    const params = new URLSearchParams();
    if (q?.trim()) params.set('q', q.trim());
    if (before) params.set('before', before);
    const query = params.toString();
    return query ? `/api/conversations?${query}` : '/api/conversations';
  },
  messages: (conversationId: Id) => `/api/conversations/${encodeURIComponent(String(conversationId))}/messages`,
  domains: '/api/domains',
  teachings: '/api/teachings',
  stats: '/api/stats',
  user: '/api/user',
  login: '/api/login',
  logout: '/api/logout',
  register: '/api/auth/register',
  subscriptionStatus: '/api/subscriptions/status',
  recordUsage: '/api/subscriptions/record-usage',
  feedback: '/api/feedback',
  homeSynopsis: '/api/user/home-synopsis',
  tts: '/api/tts',
  voices: '/api/tts/voices',
  analyticsEvent: '/api/analytics/subscription-event',
  supportRequests: '/api/requests',
  /** The admin inbox, filtered and paged (`?kind=&status=&page=`). */
  adminSupportRequests: ({ kind, status, page }: { kind?: string; status?: string; page?: number } = {}) => {
    const params = new URLSearchParams();
    if (kind) params.set('kind', kind);
    if (status) params.set('status', status);
    if (page && page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `/api/admin/requests?${query}` : '/api/admin/requests';
  },
  adminSupportRequest: (requestId: Id) => `/api/admin/requests/${encodeURIComponent(String(requestId))}`,
  replySupportRequest: (requestId: Id) => `/api/admin/requests/${encodeURIComponent(String(requestId))}/reply`,
  setSupportRequestStatus: (requestId: Id) => `/api/admin/requests/${encodeURIComponent(String(requestId))}/close`,
  /** Birth data and onboarding: GET reads it, PUT updates it (not a spec 7 call, so not in `endpoints`). */
  profile: '/api/user/profile',
  /** Theme, voice, time zone and the name the assistant uses: GET reads them, PUT updates them (not in `endpoints`, as the profile). */
  preferences: '/api/preferences',
  /** What the user is told and how: GET reads, PUT updates (not in `endpoints`). */
  notificationSettings: '/api/notifications/settings',
  /** The in-app notices, newest first, with the unread count. */
  notices: '/api/notifications',
  noticeRead: (noticeId: Id) => `/api/notifications/${encodeURIComponent(String(noticeId))}/read`,
  noticesReadAll: '/api/notifications/read-all',
} as const;
