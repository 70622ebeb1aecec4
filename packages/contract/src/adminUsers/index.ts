// User management for admins (issue 19 item 3): find and page through accounts, open one (role,
// tier and why it last changed, usage), disable, enable, change role or tier, sign out everywhere,
// send a reset link, and the audit log every one of those writes. An entry point of its own
// (`@app/contract/adminUsers`): only the admin page, the server and the mocks read it, so the
// shell's entry never carries it.
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { roles } from '../roles';
import { CountSchema, hasControlCharacters, type Id, IdSchema, IsoTimeSchema } from '../schemas/common';
import { tiers } from '../tiers';

/** The rules' words (the server answers them in its 400s; the page shows them under the fields). */
export const adminUserMessages = {
  search: 'Search with at most 100 characters, without control characters.',
  page: 'The page is a whole number from 1.',
  userId: 'The user is a whole number from 1.',
  role: 'Choose a role: admin, teacher or client.',
  tier: `Choose a tier: ${tiers.join(', ')}.`,
  reasonRequired: 'Say why the tier changes.',
  reasonTooShort: (min: number) => `Say why in at least ${min} characters.`,
  reasonTooLong: (max: number) => `Keep the reason to ${max} characters.`,
  controlCharacters: 'Remove the invisible control characters from this field.',
} as const;
const text = adminUserMessages;

/** How many accounts, and how many audit entries, a page holds. */
export const adminUserPageSize = 20;
export const auditPageSize = 20;

/** A reason's length in characters (after trimming). */
export const adminReasonLimits = { min: 3, max: 500 } as const;

/** The actions the audit log records, as `area.verb` (the account feature writes `account.deleted`). */
export const auditActions = [
  'user.roleChanged',
  'user.tierChanged',
  'user.disabled',
  'user.enabled',
  'user.signedOutEverywhere',
  'user.passwordResetSent',
  'account.deleted',
  'apiToken.created',
  'apiToken.revoked',
  'skool.settingsChanged',
  'skool.secretRotated',
  'skool.memberCreated',
  'conversation.viewed',
] as const;
export type AuditAction = (typeof auditActions)[number];

// ---- Replies ----

/** One account as the list shows it. */
export const AdminUserSummarySchema = v.object({
  id: IdSchema,
  username: v.string(),
  /** The name the person gave (profile or preferences), if any. */
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  role: v.picklist(roles),
  tier: v.string(),
  /** Disabled accounts cannot log in; their sessions ended when they were disabled. */
  disabled: v.boolean(),
  createdAt: IsoTimeSchema,
  /** The latest use of one of its sessions or conversations; null when there was none. */
  lastActiveAt: v.nullable(IsoTimeSchema),
});
export type AdminUserSummary = v.InferOutput<typeof AdminUserSummarySchema>;

/** `GET /api/admin/users`: one page, with how many accounts matched the search in all. */
export const AdminUserPageSchema = v.object({
  users: v.array(AdminUserSummarySchema),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: CountSchema,
});
export type AdminUserPage = v.InferOutput<typeof AdminUserPageSchema>;

/** When something about an account last changed, who changed it (null: the system or a deleted admin) and why. */
export const AdminChangeSchema = v.object({
  at: IsoTimeSchema,
  by: v.nullable(v.string()),
  reason: v.nullable(v.string()),
});
export type AdminChange = v.InferOutput<typeof AdminChangeSchema>;

/** `GET /api/admin/users/{id}`, and the answer of every change to it. */
export const AdminUserDetailSchema = v.object({
  ...AdminUserSummarySchema.entries,
  emailVerified: v.boolean(),
  disabledAt: v.nullable(IsoTimeSchema),
  /** The last tier and role change an admin made (from the audit log); null when none was. */
  tierChange: v.nullable(AdminChangeSchema),
  roleChange: v.nullable(AdminChangeSchema),
  usage: v.object({
    /** Prompts counted today (UTC) and over the last 30 UTC days, today included. */
    promptsToday: CountSchema,
    promptsLast30Days: CountSchema,
    conversations: CountSchema,
    /** Sessions signed in now. */
    activeSessions: CountSchema,
  }),
});
export type AdminUserDetail = v.InferOutput<typeof AdminUserDetailSchema>;

/** One audit entry: who did what to whom, when, with what before and after, and why. */
export const AuditEntrySchema = v.object({
  id: IdSchema,
  action: v.string(),
  actorId: v.nullable(IdSchema),
  /** The admin's username; null for the system or an account since deleted. */
  actor: v.nullable(v.string()),
  targetId: v.nullable(IdSchema),
  target: v.nullable(v.string()),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
  reason: v.nullable(v.string()),
  createdAt: IsoTimeSchema,
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** `GET /api/admin/audit`: newest first. */
export const AuditPageSchema = v.object({
  entries: v.array(AuditEntrySchema),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: CountSchema,
});
export type AuditPage = v.InferOutput<typeof AuditPageSchema>;

/** `POST /api/admin/users/{id}/password-reset`: what to tell the admin. */
export const AdminMessageReplySchema = v.object({ message: v.string() });

// ---- Inputs ----

const pageParam = v.optional(
  v.pipe(
    v.string(text.page),
    v.regex(/^[1-9]\d{0,5}$/, text.page),
    v.transform((value) => Number(value)),
  ),
  '1',
);

/** The list's query (`?q=&page=`) as the server reads it: `q` matches username, e-mail or name. */
export const AdminUserFiltersSchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(text.search),
      v.check((value) => !hasControlCharacters(value), text.search),
      v.maxLength(100, text.search),
      v.trim(),
    ),
  ),
  page: pageParam,
});
export interface AdminUserFilters {
  q?: string;
  page?: number;
}

/** The audit log's query (`?userId=&page=`): one account's entries, or all. */
export const AuditFiltersSchema = v.object({
  userId: v.optional(
    v.pipe(
      v.string(text.userId),
      v.regex(/^[1-9]\d{0,9}$/, text.userId),
      v.transform((value) => Number(value)),
      v.maxValue(2_147_483_647, text.userId),
    ),
  ),
  page: pageParam,
});
export interface AuditFilters {
  userId?: Id;
  page?: number;
}

// A missing reason reads as an empty one, so it is named as missing (not as a missing key).
const reasonOf = (required: string) =>
  v.pipe(
    v.optional(v.string(required), ''),
    v.check((value) => !hasControlCharacters(value), text.controlCharacters),
    v.trim(),
    v.nonEmpty(required),
    v.minLength(adminReasonLimits.min, text.reasonTooShort(adminReasonLimits.min)),
    v.maxLength(adminReasonLimits.max, text.reasonTooLong(adminReasonLimits.max)),
  );

/** `PATCH /api/admin/users/{id}/role`. */
export const AdminRoleInputSchema = v.object({ role: v.picklist(roles, text.role) });
export type AdminRoleInput = v.InferInput<typeof AdminRoleInputSchema>;

/** `PATCH /api/admin/users/{id}/tier`: a tier set by hand always says why (DECISIONS "Payments"). */
export const AdminTierInputSchema = v.object({
  tier: v.picklist(tiers, text.tier),
  reason: reasonOf(text.reasonRequired),
});
export type AdminTierInput = v.InferInput<typeof AdminTierInputSchema>;

/** `POST /api/admin/users/{id}/disable`: why, if the admin says (kept in the audit log). */
export const AdminDisableInputSchema = v.optional(
  v.object({
    reason: v.optional(
      v.pipe(
        v.string(text.controlCharacters),
        v.check((value) => !hasControlCharacters(value), text.controlCharacters),
        v.trim(),
        v.maxLength(adminReasonLimits.max, text.reasonTooLong(adminReasonLimits.max)),
      ),
    ),
  }),
  {},
);

/** What is wrong with a tier change's reason, or null when it is acceptable (the form's check). */
export function tierReasonError(reason: string): string | null {
  const result = v.safeParse(AdminTierInputSchema.entries.reason, reason);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

// ---- Paths, keys and the calls ----

const usersPath = '/api/admin/users';
const auditPath = '/api/admin/audit';
const userPath = (userId: Id) => `${usersPath}/${encodeURIComponent(String(userId))}`;

/** The calls' paths. */
export const adminUserPaths = {
  users: ({ q, page }: AdminUserFilters = {}) => {
    const params = new URLSearchParams();
    if (q?.trim()) params.set('q', q.trim());
    if (page && page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `${usersPath}?${query}` : usersPath;
  },
  user: userPath,
  role: (userId: Id) => `${userPath(userId)}/role`,
  tier: (userId: Id) => `${userPath(userId)}/tier`,
  disable: (userId: Id) => `${userPath(userId)}/disable`,
  enable: (userId: Id) => `${userPath(userId)}/enable`,
  signOut: (userId: Id) => `${userPath(userId)}/sign-out`,
  passwordReset: (userId: Id) => `${userPath(userId)}/password-reset`,
  audit: ({ userId, page }: AuditFilters = {}) => {
    const params = new URLSearchParams();
    if (userId) params.set('userId', String(userId));
    if (page && page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `${auditPath}?${query}` : auditPath;
  },
} as const;

/** The route templates (the mocks' handlers and the mutation keys). */
export const adminUserRoutes = {
  users: { method: 'GET', path: usersPath },
  user: { method: 'GET', path: `${usersPath}/{id}` },
  role: { method: 'PATCH', path: `${usersPath}/{id}/role` },
  tier: { method: 'PATCH', path: `${usersPath}/{id}/tier` },
  disable: { method: 'POST', path: `${usersPath}/{id}/disable` },
  enable: { method: 'POST', path: `${usersPath}/{id}/enable` },
  signOut: { method: 'POST', path: `${usersPath}/{id}/sign-out` },
  passwordReset: { method: 'POST', path: `${usersPath}/{id}/password-reset` },
  audit: { method: 'GET', path: auditPath },
} as const;
export type AdminUserRoute = keyof typeof adminUserRoutes;

/** Query keys: every list under `lists`, every audit page under `audit`. */
export const adminUserKeys = {
  all: [usersPath] as const,
  lists: [usersPath, 'list'] as const,
  list: ({ q, page = 1 }: AdminUserFilters) => [usersPath, 'list', { q: q?.trim() || null, page }] as const,
  detail: (userId: Id) => [usersPath, userId] as const,
  audit: [auditPath] as const,
  auditList: ({ userId, page = 1 }: AuditFilters) => [auditPath, { userId: userId ?? null, page }] as const,
};

/** `GET /api/admin/users` (admins): a page of accounts matching `q`, by username. */
export function adminUsersQueryOptions(filters: AdminUserFilters = {}, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: adminUserKeys.list(filters),
    queryFn: async ({ signal }) =>
      parseReply(
        AdminUserPageSchema,
        'GET /api/admin/users',
        await api.read(adminUserPaths.users(filters), { signal }),
      ),
  });
}

/** `GET /api/admin/users/{id}` (admins): one account with its usage and last changes. */
export function adminUserQueryOptions(userId: Id, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: adminUserKeys.detail(userId),
    queryFn: async ({ signal }) =>
      parseReply(
        AdminUserDetailSchema,
        'GET /api/admin/users/{id}',
        await api.read(adminUserPaths.user(userId), { signal }),
      ),
  });
}

/** `GET /api/admin/audit` (admins): the audit log, newest first, of one account or of all. */
export function auditLogQueryOptions(filters: AuditFilters = {}, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: adminUserKeys.auditList(filters),
    queryFn: async ({ signal }) =>
      parseReply(AuditPageSchema, 'GET /api/admin/audit', await api.read(adminUserPaths.audit(filters), { signal })),
  });
}

/** Puts a changed account in the cache; the lists and the audit log are read again. */
function storeUser(client: QueryClient, detail: AdminUserDetail): Promise<void> {
  client.setQueryData(adminUserKeys.detail(detail.id), detail);
  return Promise.all([
    client.invalidateQueries({ queryKey: adminUserKeys.lists }),
    client.invalidateQueries({ queryKey: adminUserKeys.audit }),
  ]).then(() => undefined);
}

const keyOf = (route: AdminUserRoute) => [adminUserRoutes[route].method, adminUserRoutes[route].path] as const;

/** A change to one account answering the account as it now is. */
function userChange<I extends object>(
  route: Exclude<AdminUserRoute, 'users' | 'user' | 'audit' | 'passwordReset'>,
  api: ApiClient,
) {
  const { method } = adminUserRoutes[route];
  return mutationOptions({
    mutationKey: keyOf(route),
    mutationFn: async ({ userId, ...input }: I & { userId: Id }) =>
      parseReply(
        AdminUserDetailSchema,
        `${method} ${adminUserRoutes[route].path}`,
        await api.request(method, adminUserPaths[route](userId), { body: input }),
      ),
    onSuccess: (detail, _input, _onMutateResult, { client }) => storeUser(client, detail),
  });
}

/** `PATCH /api/admin/users/{id}/role`. An admin cannot change their own role (409). */
export const changeRoleMutationOptions = (api: ApiClient = defaultApiClient) => userChange<AdminRoleInput>('role', api);
/** `PATCH /api/admin/users/{id}/tier` with the reason. */
export const changeTierMutationOptions = (api: ApiClient = defaultApiClient) => userChange<AdminTierInput>('tier', api);
/** `POST /api/admin/users/{id}/disable`: no more log-ins; every session ends. Not oneself (409). */
export const disableUserMutationOptions = (api: ApiClient = defaultApiClient) =>
  userChange<{ reason?: string }>('disable', api);
/** `POST /api/admin/users/{id}/enable`. */
export const enableUserMutationOptions = (api: ApiClient = defaultApiClient) => userChange<object>('enable', api);
/** `POST /api/admin/users/{id}/sign-out`: ends every session of the account. */
export const signOutUserMutationOptions = (api: ApiClient = defaultApiClient) => userChange<object>('signOut', api);

/** `POST /api/admin/users/{id}/password-reset`: mails the account a reset link (limited as the public form). */
export function sendResetLinkMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: keyOf('passwordReset'),
    mutationFn: async ({ userId }: { userId: Id }) =>
      parseReply(
        AdminMessageReplySchema,
        'POST /api/admin/users/{id}/password-reset',
        await api.request('POST', adminUserPaths.passwordReset(userId)),
      ),
    onSuccess: (_reply, _input, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: adminUserKeys.audit }),
  });
}
