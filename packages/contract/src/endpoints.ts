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
  /** Birth data and onboarding: GET reads it, PUT updates it (not a spec 7 call, so not in `endpoints`). */
  profile: '/api/user/profile',
} as const;
