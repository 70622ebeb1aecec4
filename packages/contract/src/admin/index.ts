// The admin and teacher portals' calls (issue 19 items 1 and 7): the portal's counts, the site's
// run-time settings (and their public side: the suggested prompts, the registration mode and the
// maintenance notice everyone sees), the system's state and the e-mail outbox. Its own entry point
// (`@app/contract/admin`): only the portal pages, the chat, the server and the mocks import it, so
// the shell's entry does not carry it.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { CrisisDirectorySchema } from '../crisis';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import {
  promptDomains,
  RegistrationModeSchema,
  SiteInfoSchema,
  SuggestedPromptSchema,
  type SuggestedPromptSetting,
  siteKey,
  sitePath,
} from './site';

export {
  defaultSuggestedPromptSettings,
  type PromptDomainName,
  promptDomains,
  type RegistrationMode,
  RegistrationModeSchema,
  registrationModes,
  type SiteInfo,
  SiteInfoSchema,
  SuggestedPromptSchema,
  type SuggestedPromptSetting,
  siteInfoQueryOptions,
  siteKey,
  siteMessages,
  sitePath,
} from './site';

/** The paths of these calls. */
export const adminApiPaths = {
  /** Public: what every page needs of the settings (prompts, registration mode, maintenance notice). */
  site: sitePath,
  /** Teachers and admins: the portal home's counts. */
  portal: '/api/admin/portal',
  /** Admins: the run-time settings (GET) and a change to some of them (PUT). */
  settings: '/api/admin/settings',
  /** Admins: the system's state. */
  system: '/api/admin/system',
  /** Admins: the newest mail kept in the outbox (no `SMTP_URL`). */
  outbox: '/api/admin/outbox',
} as const;

/** Limits of the settings, shared by the page (hints, counters) and the server (validation). */
export const siteSettingLimits = {
  prompts: { min: 1, max: 12 },
  promptTitle: 80,
  promptText: 400,
  maintenanceNotice: 300,
} as const;

const trimmed = (max: number, tooLong: string, empty: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.maxLength(max, tooLong));

/** A suggested prompt as an admin writes it (the server gives it its id). */
export const SuggestedPromptInputSchema = v.object({
  domain: v.picklist(promptDomains, 'Choose a domain.'),
  title: trimmed(
    siteSettingLimits.promptTitle,
    `A title has at most ${siteSettingLimits.promptTitle} characters.`,
    'Give the prompt a title.',
  ),
  text: trimmed(
    siteSettingLimits.promptText,
    `A question has at most ${siteSettingLimits.promptText} characters.`,
    'Write the question the prompt asks.',
  ),
});
export type SuggestedPromptInput = v.InferOutput<typeof SuggestedPromptInputSchema>;

/** `GET /api/admin/settings` (admins): the settings, what they fall back to, and the last change. */
export const SiteSettingsSchema = v.object({
  ...SiteInfoSchema.entries,
  /** The crisis list that replaces the server's (`CRISIS_RESOURCES_FILE`, else the built-in one); null: none. */
  crisisDirectory: v.nullable(CrisisDirectorySchema),
  /** What the settings fall back to: the catalog's prompts, the server's crisis list. */
  defaults: v.object({ suggestedPrompts: v.array(SuggestedPromptSchema), crisisDirectory: CrisisDirectorySchema }),
  /** When a setting last changed and by whom (null: never). */
  updatedAt: v.nullable(v.string()),
  updatedBy: v.nullable(v.string()),
});
export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;

/**
 * `PUT /api/admin/settings` (admins): the settings to change, any of them; the others stay. A null
 * notice removes the banner; a null crisis list goes back to the server's; `suggestedPrompts: null`
 * goes back to the catalog's.
 */
export const SiteSettingsInputSchema = v.pipe(
  v.strictObject({
    suggestedPrompts: v.optional(
      v.nullable(
        v.pipe(
          v.array(SuggestedPromptInputSchema),
          v.minLength(siteSettingLimits.prompts.min, 'Keep at least one suggested prompt.'),
          v.maxLength(siteSettingLimits.prompts.max, `At most ${siteSettingLimits.prompts.max} suggested prompts.`),
        ),
      ),
    ),
    registration: v.optional(RegistrationModeSchema),
    maintenanceNotice: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(
            siteSettingLimits.maintenanceNotice,
            `A notice has at most ${siteSettingLimits.maintenanceNotice} characters.`,
          ),
        ),
      ),
    ),
    crisisDirectory: v.optional(v.nullable(CrisisDirectorySchema)),
  }),
  v.check((input) => Object.keys(input).length > 0, 'Change at least one setting.'),
);
export type SiteSettingsInput = v.InferInput<typeof SiteSettingsInputSchema>;

/** `GET /api/admin/portal`: the portal home's live counts, by audience. */
export const PortalCountsSchema = v.variant('audience', [
  v.object({
    audience: v.literal('admin'),
    /** Requests of the inbox not closed (open or answered). */
    openRequests: v.number(),
    /** Accounts created since midnight UTC. */
    newUsersToday: v.number(),
    /** Every teaching of the knowledge base. */
    teachings: v.number(),
  }),
  v.object({
    audience: v.literal('teacher'),
    /** The teacher's own teachings. */
    teachings: v.number(),
  }),
]);
export type PortalCounts = v.InferOutput<typeof PortalCountsSchema>;

/** One error-level line of the server's log, kept in memory. */
export const LogErrorSchema = v.object({
  time: v.string(),
  message: v.string(),
  /** Its other fields, as JSON (a request id, the error's name and message). */
  details: v.string(),
});
export type LogError = v.InferOutput<typeof LogErrorSchema>;

/** `GET /api/admin/system` (admins): what is running and how it is. */
export const SystemInfoSchema = v.object({
  version: v.string(),
  startedAt: v.string(),
  uptimeSeconds: v.number(),
  storage: v.object({
    kind: v.picklist(['pglite', 'postgres']),
    /** The database's size on disk; null when it could not be read. */
    sizeBytes: v.nullable(v.number()),
  }),
  migrations: v.array(v.object({ id: v.number(), name: v.string(), appliedAt: v.string() })),
  /**
   * Provider names only, never keys: the assistant's, the speech provider's (null: none, browser
   * speech) and the payment provider's (`test`: the test-mode checkout, `stripe`: Stripe).
   */
  providers: v.object({ assistant: v.string(), tts: v.nullable(v.string()), payments: v.string() }),
  mailer: v.picklist(['smtp', 'outbox']),
  /** The last error-level log lines since start, newest first. */
  recentErrors: v.array(LogErrorSchema),
});
export type SystemInfo = v.InferOutput<typeof SystemInfoSchema>;

/** One mail of the outbox. */
export const OutboxMailSchema = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  createdAt: v.string(),
});
export type OutboxMail = v.InferOutput<typeof OutboxMailSchema>;

/** `GET /api/admin/outbox` (admins): where mail goes, and the newest mail kept (empty with SMTP). */
export const OutboxSchema = v.object({
  mailer: v.picklist(['smtp', 'outbox']),
  messages: v.array(OutboxMailSchema),
});
export type Outbox = v.InferOutput<typeof OutboxSchema>;

/** Query keys of these calls. */
export const adminKeys = {
  site: siteKey,
  portal: [adminApiPaths.portal] as const,
  settings: [adminApiPaths.settings] as const,
  system: [adminApiPaths.system] as const,
  outbox: [adminApiPaths.outbox] as const,
};

/** `GET /api/admin/portal` (teachers and admins). */
export function portalCountsQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: adminKeys.portal,
    queryFn: async ({ signal }) =>
      parseReply(PortalCountsSchema, 'GET /api/admin/portal', await api.read(adminApiPaths.portal, { signal })),
  });
}

/** `GET /api/admin/settings` (admins). */
export function siteSettingsQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: adminKeys.settings,
    queryFn: async ({ signal }) =>
      parseReply(SiteSettingsSchema, 'GET /api/admin/settings', await api.read(adminApiPaths.settings, { signal })),
  });
}

/** `PUT /api/admin/settings` (admins): answers the settings as they now are; the site's read goes stale. */
export function saveSiteSettingsMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['saveSiteSettings'] as const,
    mutationFn: async (input: SiteSettingsInput) =>
      parseReply(
        SiteSettingsSchema,
        'PUT /api/admin/settings',
        await api.request('PUT', adminApiPaths.settings, { body: input }),
      ),
    onSuccess: (settings, _input, _onMutateResult, { client }) => {
      client.setQueryData(adminKeys.settings, settings);
      return client.invalidateQueries({ queryKey: adminKeys.site });
    },
  });
}

/** `GET /api/admin/system` (admins). */
export function systemInfoQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: adminKeys.system,
    queryFn: async ({ signal }) =>
      parseReply(SystemInfoSchema, 'GET /api/admin/system', await api.read(adminApiPaths.system, { signal })),
  });
}

/** `GET /api/admin/outbox` (admins). */
export function outboxQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: adminKeys.outbox,
    queryFn: async ({ signal }) =>
      parseReply(OutboxSchema, 'GET /api/admin/outbox', await api.read(adminApiPaths.outbox, { signal })),
  });
}
