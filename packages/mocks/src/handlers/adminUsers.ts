// The user management calls (`@app/contract/adminUsers`), mocked with the server's rules: search by
// username, e-mail or name, paging, changes that answer the account and write the audit log, and
// the admin refused on their own role or access. An entry point of its own (`@app/mocks/adminUsers`).
import type { Role } from '@app/contract';
import {
  type AdminUserDetail,
  type AdminUserRoute,
  type AuditEntry,
  adminUserPageSize,
  adminUserRoutes,
  auditPageSize,
} from '@app/contract/adminUsers';
import { delay, HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import { fixtureTime } from '../fixtures/time';
import { users } from '../fixtures/users';

// The server's words (packages/server/src/messages.ts, adminUsers).
export const adminUserReplies = {
  notFound: 'User not found',
  notYourself: 'You cannot disable your own account or change your own role: ask another admin.',
  resetSent: (email: string) => `A link to set a new password is on its way to ${email}.`,
} as const;

const detail = (
  id: number,
  username: string,
  role: Role,
  tier: string,
  extra: Partial<AdminUserDetail> = {},
): AdminUserDetail => ({
  id,
  username,
  name: null,
  email: `${username}@example.com`,
  role,
  tier,
  disabled: false,
  createdAt: fixtureTime(-60 * 24 * 90 + id * 60),
  lastActiveAt: fixtureTime(-id * 45),
  emailVerified: true,
  disabledAt: null,
  tierChange: null,
  roleChange: null,
  usage: { promptsToday: id % 3, promptsLast30Days: id * 7, conversations: id * 2, activeSessions: 1 },
  ...extra,
});

/** The accounts the mocks know: the demo accounts and a few more, by username. */
export function adminUserFixtures(): AdminUserDetail[] {
  return [
    detail(users.admin.id, 'admin', 'admin', 'free'),
    detail(users.teacher.id, 'teacher', 'teacher', 'free', { name: 'Hypatia Vale' }),
    detail(users.free.id, 'free', 'client', 'free'),
    detail(users.core.id, 'core', 'client', 'core', { name: 'Luna Park' }),
    detail(users.plus.id, 'plus', 'client', 'plus'),
    detail(users.advanced.id, 'advanced', 'client', 'advanced', {
      tierChange: { at: fixtureTime(-60 * 24 * 3), by: 'admin', reason: 'Goodwill after the outage of March 10' },
    }),
    detail(users.elite.id, 'elite', 'client', 'elite'),
    detail(8, 'orion.walker', 'client', 'core', {
      name: 'Orion Walker',
      email: 'orion.walker.with.a.long.address@example-observatory.org',
      disabled: true,
      disabledAt: fixtureTime(-60 * 24),
      usage: { promptsToday: 0, promptsLast30Days: 41, conversations: 12, activeSessions: 0 },
    }),
  ].sort((a, b) => a.username.localeCompare(b.username));
}

/** The audit entries the mocks start with, newest first. */
export function auditFixtures(): AuditEntry[] {
  return [
    {
      id: 3,
      action: 'user.disabled',
      actorId: users.admin.id,
      actor: 'admin',
      targetId: 8,
      target: 'orion.walker',
      before: { disabled: false },
      after: { disabled: true, sessionsEnded: 2 },
      reason: 'Spam reported in REQ-000042',
      createdAt: fixtureTime(-60 * 24),
    },
    {
      id: 2,
      action: 'user.tierChanged',
      actorId: users.admin.id,
      actor: 'admin',
      targetId: users.advanced.id,
      target: 'advanced',
      before: { tier: 'core' },
      after: { tier: 'advanced' },
      reason: 'Goodwill after the outage of March 10',
      createdAt: fixtureTime(-60 * 24 * 3),
    },
    {
      id: 1,
      action: 'account.deleted',
      actorId: null,
      actor: null,
      targetId: null,
      target: null,
      before: null,
      after: null,
      reason: null,
      createdAt: fixtureTime(-60 * 24 * 9),
    },
  ];
}

const route = (name: AdminUserRoute) => `*${adminUserRoutes[name].path.replace('{id}', ':id')}`;
const byMethod = { GET: http.get, POST: http.post, PATCH: http.patch } as const;
const handle = (name: AdminUserRoute, resolver: HttpResponseResolver): RequestHandler =>
  byMethod[adminUserRoutes[name].method](route(name), resolver);

const routeNames = Object.keys(adminUserRoutes) as AdminUserRoute[];

interface State {
  users: AdminUserDetail[];
  audit: AuditEntry[];
}

const summaryOf = ({ emailVerified, disabledAt, tierChange, roleChange, usage, ...summary }: AdminUserDetail) =>
  summary;

const notFound = () => HttpResponse.json({ message: adminUserReplies.notFound }, { status: 404 });
const body = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;

/** The resolvers over one state (each `success()` starts a fresh one, so stories never leak into each other). */
function resolvers(state: State): Record<AdminUserRoute, HttpResponseResolver> {
  const find = (params: Record<string, unknown>) => state.users.find((user) => String(user.id) === params.id);
  const record = (user: AdminUserDetail, action: string, entry: Partial<AuditEntry>) => {
    state.audit.unshift({
      id: (state.audit[0]?.id ?? 0) + 1,
      action,
      actorId: users.admin.id,
      actor: 'admin',
      targetId: user.id,
      target: user.username,
      before: null,
      after: null,
      reason: null,
      createdAt: fixtureTime(),
      ...entry,
    });
  };
  const update = (id: number, changes: Partial<AdminUserDetail>) => {
    state.users = state.users.map((user) => (user.id === id ? { ...user, ...changes } : user));
    return HttpResponse.json(state.users.find((user) => user.id === id));
  };
  const self = () => HttpResponse.json({ message: adminUserReplies.notYourself }, { status: 409 });
  return {
    users: ({ request }) => {
      const query = new URL(request.url).searchParams;
      const q = (query.get('q') ?? '').toLowerCase();
      const page = Number(query.get('page') ?? '1');
      const matched = state.users.filter(
        (user) =>
          !q ||
          user.username.toLowerCase().includes(q) ||
          (user.email ?? '').toLowerCase().includes(q) ||
          (user.name ?? '').toLowerCase().includes(q),
      );
      return HttpResponse.json({
        users: matched.slice((page - 1) * adminUserPageSize, page * adminUserPageSize).map(summaryOf),
        page,
        pageSize: adminUserPageSize,
        total: matched.length,
      });
    },
    user: ({ params }) => {
      const user = find(params);
      return user ? HttpResponse.json(user) : notFound();
    },
    role: async ({ params, request }) => {
      const user = find(params);
      if (!user) return notFound();
      if (user.id === users.admin.id) return self();
      const role = (await body(request)).role as Role;
      if (role === user.role) return HttpResponse.json(user);
      record(user, 'user.roleChanged', { before: { role: user.role }, after: { role } });
      return update(user.id, { role, roleChange: { at: fixtureTime(), by: 'admin', reason: null } });
    },
    tier: async ({ params, request }) => {
      const user = find(params);
      if (!user) return notFound();
      const input = await body(request);
      const tier = String(input.tier);
      const reason = String(input.reason ?? '').trim();
      if (tier === user.tier) return HttpResponse.json(user);
      record(user, 'user.tierChanged', { before: { tier: user.tier }, after: { tier }, reason });
      return update(user.id, { tier, tierChange: { at: fixtureTime(), by: 'admin', reason } });
    },
    disable: async ({ params, request }) => {
      const user = find(params);
      if (!user) return notFound();
      if (user.id === users.admin.id) return self();
      if (user.disabled) return HttpResponse.json(user);
      const reason = String((await body(request)).reason ?? '').trim() || null;
      record(user, 'user.disabled', {
        before: { disabled: false },
        after: { disabled: true, sessionsEnded: user.usage.activeSessions },
        reason,
      });
      return update(user.id, {
        disabled: true,
        disabledAt: fixtureTime(),
        usage: { ...user.usage, activeSessions: 0 },
      });
    },
    enable: ({ params }) => {
      const user = find(params);
      if (!user) return notFound();
      if (!user.disabled) return HttpResponse.json(user);
      record(user, 'user.enabled', { before: { disabled: true }, after: { disabled: false } });
      return update(user.id, { disabled: false, disabledAt: null });
    },
    signOut: ({ params }) => {
      const user = find(params);
      if (!user) return notFound();
      record(user, 'user.signedOutEverywhere', {
        before: { sessions: user.usage.activeSessions },
        after: { sessions: 0 },
      });
      return update(user.id, { usage: { ...user.usage, activeSessions: 0 } });
    },
    passwordReset: ({ params }) => {
      const user = find(params);
      if (!user) return notFound();
      record(user, 'user.passwordResetSent', {});
      return HttpResponse.json({ message: adminUserReplies.resetSent(user.email ?? '') }, { status: 202 });
    },
    audit: ({ request }) => {
      const query = new URL(request.url).searchParams;
      const userId = query.get('userId');
      const page = Number(query.get('page') ?? '1');
      const matched = state.audit.filter((entry) => !userId || String(entry.targetId) === userId);
      return HttpResponse.json({
        entries: matched.slice((page - 1) * auditPageSize, page * auditPageSize),
        page,
        pageSize: auditPageSize,
        total: matched.length,
      });
    },
  };
}

const failures = {
  serverError: () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
  unavailable: () => HttpResponse.json({ message: 'Service temporarily unavailable' }, { status: 503 }),
  forbidden: () => HttpResponse.json({ message: 'You do not have access to this.' }, { status: 403 }),
  rateLimited: () =>
    HttpResponse.json(
      { message: 'Too many attempts. Please wait 1800 seconds and try again.' },
      { status: 429, headers: { 'Retry-After': '1800' } },
    ),
} satisfies Record<string, HttpResponseResolver>;
export type AdminUserFailure = keyof typeof failures;

const targets = (only: AdminUserRoute | readonly AdminUserRoute[] | undefined) =>
  only === undefined ? routeNames : typeof only === 'string' ? [only] : only;

function build(state: State, replace: Partial<Record<AdminUserRoute, HttpResponseResolver>> = {}): RequestHandler[] {
  const base = resolvers(state);
  return routeNames.map((name) => handle(name, replace[name] ?? base[name]));
}

const freshState = (): State => ({ users: adminUserFixtures(), audit: auditFixtures() });

/** `/api/admin/users...` and `/api/admin/audit`, by scenario. Pass as `parameters.msw.handlers.adminUsers`. */
export const adminUserHandlers = {
  /** Every call answers, over a fresh store of accounts and audit entries. */
  success: () => build(freshState()),
  /** No account matches, and the log is empty. */
  empty: () => build({ users: [], audit: [] }),
  /** Success after `ms` on the chosen calls (default: all): loading states. */
  slow: (ms = 2_000, only?: AdminUserRoute | readonly AdminUserRoute[]) => {
    const state = freshState();
    const base = resolvers(state);
    return build(
      state,
      Object.fromEntries(
        targets(only).map((name) => [
          name,
          (async (info) => {
            await delay(ms);
            return base[name](info);
          }) satisfies HttpResponseResolver,
        ]),
      ),
    );
  },
  /** The chosen calls (default: all) fail as named; the others answer. */
  failing: (failure: AdminUserFailure, only?: AdminUserRoute | readonly AdminUserRoute[]) =>
    build(freshState(), Object.fromEntries(targets(only).map((name) => [name, failures[failure]]))),
};
