import {
  AccountMessageReplySchema,
  AccountSchema,
  AccountSessionListSchema,
  type ApiClient,
  ApiError,
  ChangeEmailReplySchema,
  createApiClient,
  EmailVerifiedReplySchema,
  type EndpointName,
  endpoints,
  limitReachedOf,
  NetworkError,
  PasswordResetReplySchema,
  parseConversation,
  parseConversationList,
  parseConversationSummary,
  parseCurrentUser,
  parseDomains,
  parseFeedbackReply,
  parseHomeSynopsis,
  parseLoginReply,
  parseMessages,
  parseRecordUsageReply,
  parseRegisterReply,
  parseSendMessageResult,
  parseStats,
  parseSubscriptionStatus,
  parseTeaching,
  parseTeachings,
  parseVoiceList,
  SignOutOthersReplySchema,
  SupportRequestDetailSchema,
  SupportRequestPageSchema,
  SupportRequestReceiptSchema,
  TimeoutError,
} from '@app/contract';
import type { RequestHandler } from 'msw';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../fixtures';
import { server } from '../node';
import {
  accountHandlers,
  analyticsHandlers,
  authHandlers,
  chatHandlers,
  feedbackHandlers,
  handlerDomains,
  handlers,
  knowledgeHandlers,
  subscriptionHandlers,
  supportRequestHandlers,
  synopsisHandlers,
  ttsHandlers,
} from './index';
import type { DomainScenarios } from './scenarios';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost' });

/** How the client calls each endpoint, and how it reads the reply (the contract's parser). */
const calls: Record<
  EndpointName,
  { call: (client: ApiClient) => Promise<unknown>; parse: (data: unknown) => unknown }
> = {
  currentUser: { call: (c) => c.read('/api/user'), parse: parseCurrentUser },
  login: {
    call: (c) => c.request('POST', '/api/login', { body: { username: 'core', password: 'moonheart-demo' } }),
    parse: parseLoginReply,
  },
  logout: { call: (c) => c.request('POST', '/api/logout'), parse: (data) => data },
  register: {
    call: (c) =>
      c.request('POST', '/api/auth/register', {
        body: { username: 'luna', email: 'luna@example.com', password: 'moonheart-demo' },
      }),
    parse: parseRegisterReply,
  },
  requestPasswordReset: {
    call: (c) => c.request('POST', '/api/password-reset/request', { body: { email: 'luna@example.com' } }),
    parse: (data) => v.parse(PasswordResetReplySchema, data),
  },
  confirmPasswordReset: {
    call: (c) =>
      c.request('POST', '/api/password-reset/confirm', { body: { token: 'a-token', password: 'a new password' } }),
    parse: (data) => v.parse(PasswordResetReplySchema, data),
  },
  confirmEmailVerification: {
    call: (c) => c.request('POST', '/api/email-verification/confirm', { body: { token: 'a-token' } }),
    parse: (data) => v.parse(EmailVerifiedReplySchema, data),
  },
  resendEmailVerification: {
    call: (c) => c.request('POST', '/api/email-verification/resend'),
    parse: (data) => v.parse(AccountMessageReplySchema, data),
  },
  account: { call: (c) => c.read('/api/user/account'), parse: (data) => v.parse(v.nullable(AccountSchema), data) },
  changeEmail: {
    call: (c) =>
      c.request('POST', '/api/user/email', { body: { email: 'luna.new@example.com', password: 'moonheart-demo' } }),
    parse: (data) => v.parse(ChangeEmailReplySchema, data),
  },
  changePassword: {
    call: (c) =>
      c.request('POST', '/api/user/password', {
        body: { currentPassword: 'moonheart-demo', newPassword: 'a new long secret' },
      }),
    parse: (data) => v.parse(AccountMessageReplySchema, data),
  },
  accountSessions: {
    call: (c) => c.read('/api/user/sessions'),
    parse: (data) => v.parse(AccountSessionListSchema, data ?? []),
  },
  signOutOtherSessions: {
    call: (c) => c.request('POST', '/api/user/sessions/sign-out-others'),
    parse: (data) => v.parse(SignOutOthersReplySchema, data),
  },
  exportAccountData: {
    call: (c) => c.read('/api/user/export'),
    parse: (data) => v.parse(v.nullable(v.object({ account: v.object({ username: v.string() }) })), data),
  },
  deleteAccount: {
    call: (c) => c.request('DELETE', '/api/user/account', { body: { password: 'moonheart-demo' } }),
    parse: (data) => v.parse(AccountMessageReplySchema, data),
  },
  createConversation: { call: (c) => c.request('POST', '/api/conversations'), parse: parseConversation },
  listConversations: { call: (c) => c.read('/api/conversations?q=moon'), parse: parseConversationList },
  renameConversation: {
    call: (c) => c.request('PATCH', '/api/conversations/7', { body: { title: 'My Saturn return' } }),
    parse: parseConversationSummary,
  },
  deleteConversation: {
    call: (c) => c.request('DELETE', '/api/conversations/7'),
    parse: (data) => {
      if (data !== null) throw new Error('expected no content');
      return data;
    },
  },
  listMessages: { call: (c) => c.read('/api/conversations/7/messages'), parse: parseMessages },
  sendMessage: {
    call: (c) =>
      c.request('POST', '/api/conversations/7/messages', { body: { content: 'Hello', isUserMessage: true } }),
    parse: parseSendMessageResult,
  },
  regenerateReply: { call: (c) => c.request('POST', '/api/conversations/7/regenerate'), parse: parseSendMessageResult },
  domains: { call: (c) => c.read('/api/domains'), parse: parseDomains },
  teachings: { call: (c) => c.read('/api/teachings'), parse: parseTeachings },
  stats: { call: (c) => c.read('/api/stats'), parse: parseStats },
  createTeaching: {
    call: (c) => c.request('POST', '/api/teachings', { body: { domainId: 2, title: 'Pluto', content: 'Depth.' } }),
    parse: parseTeaching,
  },
  subscriptionStatus: { call: (c) => c.read('/api/subscriptions/status'), parse: parseSubscriptionStatus },
  recordUsage: { call: (c) => c.request('POST', '/api/subscriptions/record-usage'), parse: parseRecordUsageReply },
  feedback: {
    call: (c) =>
      c.request('POST', '/api/feedback', {
        body: { contentType: 'message', contentId: 2, feedback: 'positive', content: 'Patience' },
      }),
    parse: parseFeedbackReply,
  },
  homeSynopsis: { call: (c) => c.read('/api/user/home-synopsis'), parse: parseHomeSynopsis },
  tts: {
    call: (c) => c.request('POST', '/api/tts', { body: { text: 'Hello', voice: 'selene' }, responseType: 'blob' }),
    parse: (data) => {
      if (!(data instanceof Blob) || data.size === 0) throw new Error('expected audio');
      return data;
    },
  },
  voices: { call: (c) => c.read('/api/tts/voices'), parse: parseVoiceList },
  createSupportRequest: {
    call: (c) =>
      c.request('POST', '/api/requests', {
        body: { kind: 'help', subject: 'A stopped reply', text: 'The reply stopped half way.' },
      }),
    parse: (data) => v.parse(SupportRequestReceiptSchema, data),
  },
  adminSupportRequests: {
    call: (c) => c.read('/api/admin/requests?kind=help'),
    parse: (data) => v.parse(SupportRequestPageSchema, data),
  },
  adminSupportRequest: {
    call: (c) => c.read('/api/admin/requests/3'),
    parse: (data) => v.parse(SupportRequestDetailSchema, data),
  },
  replySupportRequest: {
    call: (c) => c.request('POST', '/api/admin/requests/3/reply', { body: { text: 'Thank you, fixed.' } }),
    parse: (data) => v.parse(SupportRequestDetailSchema, data),
  },
  setSupportRequestStatus: {
    call: (c) => c.request('POST', '/api/admin/requests/3/close', { body: { status: 'closed' } }),
    parse: (data) => v.parse(SupportRequestDetailSchema, data),
  },
  analyticsEvent: {
    call: (c) =>
      c.request('POST', '/api/analytics/subscription-event', {
        body: { eventType: 'view_upsell', uiElement: 'usage-banner', sessionId: 's1' },
      }),
    parse: (data) => data,
  },
};

// biome-ignore lint/suspicious/noExplicitAny: each domain's scenarios over its own endpoints
const domains: [string, DomainScenarios<any>, EndpointName[]][] = [
  [
    'auth',
    authHandlers,
    ['currentUser', 'login', 'logout', 'register', 'requestPasswordReset', 'confirmPasswordReset'],
  ],
  [
    'chat',
    chatHandlers,
    [
      'createConversation',
      'listConversations',
      'renameConversation',
      'deleteConversation',
      'listMessages',
      'sendMessage',
      'regenerateReply',
    ],
  ],
  ['knowledge', knowledgeHandlers, ['domains', 'teachings', 'stats', 'createTeaching']],
  ['subscription', subscriptionHandlers, ['subscriptionStatus', 'recordUsage']],
  ['synopsis', synopsisHandlers, ['homeSynopsis']],
  ['feedback', feedbackHandlers, ['feedback']],
  ['tts', ttsHandlers, ['tts', 'voices']],
  ['analytics', analyticsHandlers, ['analyticsEvent']],
  [
    'supportRequests',
    supportRequestHandlers,
    [
      'createSupportRequest',
      'adminSupportRequests',
      'adminSupportRequest',
      'replySupportRequest',
      'setSupportRequestStatus',
    ],
  ],
  [
    'account',
    accountHandlers,
    [
      'confirmEmailVerification',
      'resendEmailVerification',
      'account',
      'changeEmail',
      'changePassword',
      'accountSessions',
      'signOutOtherSessions',
      'exportAccountData',
      'deleteAccount',
    ],
  ],
];

const cases = domains.flatMap(([domain, scenarios, names]) => names.map((name) => [domain, name, scenarios] as const));

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe('the handler map', () => {
  it('has one key per domain, and the domains cover every endpoint of the contract', () => {
    expect(Object.keys(handlers)).toEqual([...handlerDomains]);
    expect(cases.map(([, name]) => name).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as EndpointName[])(
    'answers %s by default with a reply the contract parses',
    async (name) => {
      const { call, parse } = calls[name];
      const data = await call(api);
      expect(() => parse(data)).not.toThrow();
    },
  );

  it('starts as a visitor: GET /api/user reads as no user', async () => {
    expect(parseCurrentUser(await api.read('/api/user'))).toBeNull();
  });
});

describe.each(cases)('%s: %s', (_domain, name, scenarios) => {
  const { call, parse } = calls[name];
  const use = (list: RequestHandler[]) => server.use(...list);
  const isRead = endpoints[name].method === 'GET';

  it('success: parses', async () => {
    use(scenarios.success());
    const data = await call(api);
    expect(() => parse(data)).not.toThrow();
  });

  it('empty: parses', async () => {
    use(scenarios.empty(name));
    const data = await call(api);
    if (name === 'currentUser') expect(data).toBeNull();
    expect(() => parse(data)).not.toThrow();
  });

  it('slow: answers after the delay', async () => {
    use(scenarios.slow(20, name));
    const started = Date.now();
    const data = await call(api);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(() => parse(data)).not.toThrow();
  });

  it(`unauthorized: ${isRead ? 'reads as empty (null)' : 'raises a 401'}`, async () => {
    use(scenarios.unauthorized(name));
    const result = await outcome(call(api));
    if (isRead) expect(result).toEqual({ ok: true, value: null });
    else expect(!result.ok && result.error instanceof ApiError && result.error.status).toBe(401);
  });

  it.each([
    ['forbidden', 403],
    ['serverError', 500],
    ['unavailable', 503],
  ] as const)('%s: raises a %i', async (scenario, status) => {
    use(scenarios[scenario](name));
    const result = await outcome(call(api));
    expect(!result.ok && result.error instanceof ApiError && result.error.status).toBe(status);
  });

  it('limitReached: raises a 429 with limit info', async () => {
    use(scenarios.limitReached(name));
    const result = await outcome(call(api));
    expect(result.ok).toBe(false);
    expect(!result.ok && limitReachedOf(result.error)?.limitInfo).toMatchObject({ tier: 'free', limit: 1, used: 1 });
  });

  it('handledError: returns the apology instead of raising', async () => {
    use(scenarios.handledError(name));
    const result = await outcome(call(api));
    expect(result).toMatchObject({ ok: true, value: { aiResponse: { isUserMessage: false } } });
  });

  it('networkError: gives the network error', async () => {
    use(scenarios.networkError(name));
    const result = await outcome(call(api));
    expect(!result.ok && result.error).toBeInstanceOf(NetworkError);
  });

  it('timeout: never answers, so the client times out', async () => {
    use(scenarios.timeout(name));
    const result = await outcome(call(createApiClient({ baseUrl: 'http://localhost', timeoutMs: 50 })));
    expect(!result.ok && result.error).toBeInstanceOf(TimeoutError);
  });
});

describe('named scenarios', () => {
  it('apply a failure to the named endpoints only, the others answering with success', async () => {
    server.use(...chatHandlers.unauthorized('createConversation'));
    await expect(api.request('POST', '/api/conversations')).rejects.toThrow(/^401: /);
    expect(parseMessages(await api.read('/api/conversations/7/messages'))).toHaveLength(4);
  });

  it('chat: the 429 and the handled 500 target sends and regenerates by default', async () => {
    server.use(...chatHandlers.limitReached());
    await expect(api.request('POST', '/api/conversations')).resolves.toMatchObject({ id: 7 });
    await expect(calls.sendMessage.call(api)).rejects.toThrow(/^429: /);
    await expect(calls.regenerateReply.call(api)).rejects.toThrow(/^429: /);
    server.use(...chatHandlers.handledError());
    await expect(api.request('POST', '/api/conversations')).resolves.toMatchObject({ id: 7 });
    await expect(calls.regenerateReply.call(api)).resolves.toMatchObject({
      userMessage: { id: 103, isUserMessage: true },
      aiResponse: { isUserMessage: false },
    });
  });

  it('mix: one scenario per endpoint, the others answering with success', async () => {
    server.use(...chatHandlers.mix({ listConversations: 'empty', createConversation: 'serverError' }));
    expect(await api.read('/api/conversations')).toEqual([]);
    await expect(api.request('POST', '/api/conversations')).rejects.toThrow(/^500: /);
    expect(parseMessages(await api.read('/api/conversations/7/messages'))).toHaveLength(4);
    server.use(...chatHandlers.mix({ sendMessage: 'handledError' }));
    await expect(calls.sendMessage.call(api)).resolves.toMatchObject({ userMessage: { content: 'Hello' } });
  });

  it('auth: signed in as any demo account', async () => {
    server.use(...authHandlers.as('admin'));
    expect(parseCurrentUser(await api.read('/api/user'))).toEqual(users.admin);
  });

  it('subscription: the banner states', async () => {
    server.use(...subscriptionHandlers.critical());
    expect(parseSubscriptionStatus(await api.read('/api/subscriptions/status'))).toMatchObject({
      promptsUsed: 70,
      promptLimit: 75,
    });
    server.use(...subscriptionHandlers.exhausted());
    expect(parseSubscriptionStatus(await api.read('/api/subscriptions/status'))).toMatchObject({
      currentTier: 'free',
      limitExceeded: true,
      promptsRemaining: 0,
    });
  });

  it('tts: the spec messages of 403 and 503, and no provider', async () => {
    server.use(...ttsHandlers.forbidden('tts'));
    await expect(calls.tts.call(api)).rejects.toThrow('403: {"message":"Voice features require Plus tier or higher"}');
    server.use(...ttsHandlers.notConfigured());
    await expect(calls.tts.call(api)).rejects.toThrow('503: {"message":"Voice temporarily unavailable"}');
    expect(parseVoiceList(await api.read('/api/tts/voices'))).toEqual({ available: false, voices: [] });
  });
});
