import type { CrisisDirectory } from '@app/contract';
import {
  adminApiPaths,
  defaultSuggestedPromptSettings,
  type Outbox,
  type PortalCounts,
  type SiteInfo,
  type SiteSettings,
  type SuggestedPromptInput,
  type SystemInfo,
} from '@app/contract/admin';
import { defaultCrisisDirectory } from '@app/contract/crisisDirectory';
import { delay, HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import { fixtureTime } from '../fixtures/time';
import { failureReplies } from './scenarios';

// The portals' calls (`@app/contract/admin`): the site's public settings, the portal's counts, the
// run-time settings, the system's state and the outbox. Not in the contract's endpoint table (its
// own entry point), so these handlers are written out, with the same named scenarios.

const route = (path: string) => `*${path}`;

/** The public side of the settings as a fresh server has it. */
export const defaultSiteInfo: SiteInfo = {
  suggestedPrompts: [...defaultSuggestedPromptSettings],
  registration: 'open',
  maintenanceNotice: null,
};

/** The settings page's view of a fresh server. */
export const defaultSiteSettings: SiteSettings = {
  ...defaultSiteInfo,
  crisisDirectory: null,
  defaults: { suggestedPrompts: [...defaultSuggestedPromptSettings], crisisDirectory: defaultCrisisDirectory },
  updatedAt: null,
  updatedBy: null,
};

export const adminPortalCounts: PortalCounts = { audience: 'admin', openRequests: 3, newUsersToday: 2, teachings: 14 };
export const teacherPortalCounts: PortalCounts = { audience: 'teacher', teachings: 4 };

/** A server that has run a while: embedded storage, every migration, two errors logged. */
export const sampleSystemInfo: SystemInfo = {
  version: '0.1.0',
  startedAt: fixtureTime(-(3 * 24 * 60 + 125)),
  uptimeSeconds: (3 * 24 * 60 + 125) * 60,
  storage: { kind: 'pglite', sizeBytes: 48_234_496 },
  migrations: [
    { id: 1, name: 'initial schema', appliedAt: fixtureTime(-40_000) },
    { id: 2, name: 'sessions and rate limits', appliedAt: fixtureTime(-40_000) },
    { id: 3, name: 'profiles', appliedAt: fixtureTime(-30_000) },
    { id: 11, name: 'site settings', appliedAt: fixtureTime(-4_400) },
  ],
  providers: { assistant: 'offline', tts: null, payments: 'test' },
  mailer: 'outbox',
  recentErrors: [
    {
      time: fixtureTime(-12),
      message: 'support request confirmation mail failed',
      details: '{"requestId":41,"error":"Error: connect ECONNREFUSED 127.0.0.1:2525"}',
    },
    {
      time: fixtureTime(-95),
      message: 'unhandled error',
      details:
        '{"requestId":"5f1c2a9e","path":"/api/conversations/7/messages","error":{"name":"Error","message":"timeout"}}',
    },
  ],
};

/** Three mails of the outbox, newest first: a reset link, a request's confirmation, a verification link. */
export const sampleOutbox: Outbox = {
  mailer: 'outbox',
  messages: [
    {
      id: 3,
      to: 'core@example.com',
      subject: 'Reset your Moonheart password',
      text: 'Hello core,\n\nSomeone (we hope you) asked to reset the password of your Moonheart account. Follow this link within 30 minutes to choose a new one:\n\nhttp://127.0.0.1:3000/reset-password?token=sample-token\n\nIf it was not you, ignore this mail: your password stays as it is.',
      createdAt: fixtureTime(-5),
    },
    {
      id: 2,
      to: 'luna@example.com',
      subject: 'We received your request REQ-000042 (Report an Issue)',
      text: 'Hello luna,\n\nThank you for writing. We have your message and will answer by e-mail. Quote REQ-000042 if you write to us about it.',
      createdAt: fixtureTime(-60),
    },
    {
      id: 1,
      to: 'new@example.com',
      subject: 'Confirm your e-mail address',
      text: 'Welcome to Moonheart.\n\nConfirm your address by following this link:\n\nhttp://127.0.0.1:3000/verify-email?token=sample',
      createdAt: fixtureTime(-600),
    },
  ],
};

type Call = 'site' | 'portal' | 'settings' | 'saveSettings' | 'system' | 'outbox';
type Resolvers = Record<Call, HttpResponseResolver>;

/**
 * The settings of one set of handlers: a PUT answers them as changed (as the server does), but the
 * next GET answers the first ones again, so a story never sees what another story saved (the page
 * keeps the saved answer in its cache).
 */
function settingsState(initial: SiteSettings) {
  const settings = structuredClone(initial);
  const withIds = (prompts: SuggestedPromptInput[]) =>
    prompts.map((prompt, index) => ({ id: `prompt-${index + 1}`, ...prompt }));
  return {
    get: () => settings,
    apply(input: Record<string, unknown>) {
      const next = { ...settings };
      if ('suggestedPrompts' in input) {
        next.suggestedPrompts =
          input.suggestedPrompts === null
            ? [...defaultSuggestedPromptSettings]
            : withIds(input.suggestedPrompts as SuggestedPromptInput[]);
      }
      if ('registration' in input) next.registration = input.registration as SiteSettings['registration'];
      if ('maintenanceNotice' in input) {
        next.maintenanceNotice = ((input.maintenanceNotice as string | null) ?? '').trim() || null;
      }
      if ('crisisDirectory' in input) next.crisisDirectory = input.crisisDirectory as CrisisDirectory | null;
      return { ...next, updatedAt: fixtureTime(), updatedBy: 'admin' };
    },
  };
}

interface Options {
  site?: Partial<SiteInfo>;
  settings?: Partial<SiteSettings>;
  portal?: PortalCounts;
  system?: SystemInfo;
  outbox?: Outbox;
}

function successResolvers(options: Options = {}): Resolvers {
  const state = settingsState({ ...defaultSiteSettings, ...options.site, ...options.settings });
  return {
    site: () => {
      const { suggestedPrompts, registration, maintenanceNotice } = state.get();
      return HttpResponse.json({ suggestedPrompts, registration, maintenanceNotice });
    },
    portal: () => HttpResponse.json(options.portal ?? adminPortalCounts),
    settings: () => HttpResponse.json(state.get()),
    saveSettings: async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      return HttpResponse.json(state.apply(body));
    },
    system: () => HttpResponse.json(options.system ?? sampleSystemInfo),
    outbox: () => HttpResponse.json(options.outbox ?? sampleOutbox),
  };
}

function handlersOf(resolvers: Resolvers): RequestHandler[] {
  return [
    http.get(route(adminApiPaths.site), resolvers.site),
    http.get(route(adminApiPaths.portal), resolvers.portal),
    http.get(route(adminApiPaths.settings), resolvers.settings),
    http.put(route(adminApiPaths.settings), resolvers.saveSettings),
    http.get(route(adminApiPaths.system), resolvers.system),
    http.get(route(adminApiPaths.outbox), resolvers.outbox),
  ];
}

const allCalls: readonly Call[] = ['site', 'portal', 'settings', 'saveSettings', 'system', 'outbox'];

/** `resolver` on the calls named (default: every call but the public site read), success on the others. */
function only(resolver: HttpResponseResolver, calls: readonly Call[] | undefined, options?: Options) {
  const chosen = calls ?? allCalls.filter((call) => call !== 'site');
  const resolvers = successResolvers(options);
  for (const call of chosen) resolvers[call] = resolver;
  return handlersOf(resolvers);
}

/** The settings the server refuses (400 `{ message, errors }`), as it words them. */
export const invalidSettingsReply = {
  message: 'Please check the highlighted fields.',
  errors: [{ field: 'crisisDirectory.fallback', message: 'Invalid key: Expected "fallback" but received undefined' }],
};

/** The portals' calls (`@app/contract/admin`), with named scenarios. */
export const adminHandlers = {
  /** Every call answers: an admin's counts, default settings (a PUT is kept), a system with errors, three mails. */
  success: (options: Options = {}) => handlersOf(successResolvers(options)),
  /** A teacher's portal counts. */
  teacher: () => handlersOf(successResolvers({ portal: teacherPortalCounts })),
  /** The site as an admin left it: invite-only, a maintenance notice. */
  site: (site: Partial<SiteInfo>) => handlersOf(successResolvers({ site })),
  /** No mail in the outbox, no error in the log. */
  empty: () =>
    handlersOf(
      successResolvers({
        outbox: { mailer: 'outbox', messages: [] },
        system: { ...sampleSystemInfo, recentErrors: [] },
        portal: { audience: 'admin', openRequests: 0, newUsersToday: 0, teachings: 0 },
      }),
    ),
  /** Mail goes through SMTP: the outbox stays empty. */
  smtp: () =>
    handlersOf(
      successResolvers({
        outbox: { mailer: 'smtp', messages: [] },
        system: { ...sampleSystemInfo, mailer: 'smtp', storage: { kind: 'postgres', sizeBytes: 9_123_456_789 } },
      }),
    ),
  /** The calls named never answer (loading states). */
  loading: (calls?: readonly Call[]) =>
    only(async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }, calls),
  /** The calls named answer 500. */
  serverError: (calls?: readonly Call[]) => only(failureReplies.serverError, calls),
  /** Saving is refused: 400 with the field. */
  invalidSettings: (options?: Options) =>
    only(() => HttpResponse.json(invalidSettingsReply, { status: 400 }), ['saveSettings'], options),
  /** Saving fails on the server (500). */
  saveFailed: (options?: Options) => only(failureReplies.serverError, ['saveSettings'], options),
};
