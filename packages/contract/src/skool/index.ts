// The Skool community integration (issue 19 item 10): an admin turns it on, generates a signing
// secret and pastes the inbound webhook address into Skool; signed member events then create or
// update accounts with a tier. An entry point of its own (`@app/contract/skool`): only the lazy
// page, the server and the mocks read it.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { hasControlCharacters, IsoTimeSchema } from '../schemas/common';
import { type Tier, tiers } from '../tiers';

/** The inbound webhook's path (the page shows the server's origin before it). */
export const skoolWebhookPath = '/api/integrations/skool/webhook';

/** The signature scheme: HMAC-SHA256 over `${timestamp}.${rawBody}`, hex, sent as `v1=<hex>`. */
export const skoolSignatureHeader = 'x-skool-signature';
export const skoolTimestampHeader = 'x-skool-timestamp';
export const skoolSignatureVersion = 'v1';
/** An event signed longer ago than this (or this far in the future) is refused. */
export const skoolMaxEventAgeSeconds = 5 * 60;

/** The events acted on; any other type is stored as ignored and answered 202. */
export const skoolEventTypes = ['member.joined', 'member.updated', 'member.left'] as const;
export type SkoolEventType = (typeof skoolEventTypes)[number];

/** What became of a stored event. */
export const skoolEventResults = ['created', 'updated', 'unchanged', 'downgraded', 'noSuchMember', 'ignored'] as const;
export type SkoolEventResult = (typeof skoolEventResults)[number];

/** How many processed events the page lists. */
export const skoolEventListSize = 20;
/** How many membership levels may be mapped to tiers. */
export const maxSkoolLevelMappings = 20;
export const skoolLevelNameLimits = { min: 1, max: 60 } as const;

export const skoolMessages = {
  levelRequired: 'Name the Skool membership level.',
  levelTooLong: `Keep the level name to ${skoolLevelNameLimits.max} characters.`,
  controlCharacters: 'Remove the invisible control characters from this field.',
  tier: `Choose a tier: ${tiers.join(', ')}.`,
  tooManyLevels: `Map at most ${maxSkoolLevelMappings} levels.`,
  duplicateLevel: 'Each Skool level may be mapped once.',
  enabled: 'Say whether the integration is on (true or false).',
} as const;
const text = skoolMessages;

const TierSchema = v.picklist(tiers, text.tier);

// ---- Replies ----

export const SkoolLevelTierSchema = v.object({ level: v.string(), tier: TierSchema });
export type SkoolLevelTier = v.InferOutput<typeof SkoolLevelTierSchema>;

export const SkoolEventSchema = v.object({
  /** Skool's event id (replays of it are ignored). */
  id: v.string(),
  type: v.string(),
  result: v.picklist(skoolEventResults),
  /** The account it concerned, by username; null when none. */
  member: v.nullable(v.string()),
  receivedAt: IsoTimeSchema,
});
export type SkoolEvent = v.InferOutput<typeof SkoolEventSchema>;

/** `GET /api/integrations/skool`: the settings (never the secret itself) and the last events. */
export const SkoolSettingsSchema = v.object({
  enabled: v.boolean(),
  /** The secret's masked form and when it was made; null before the first is generated. */
  secret: v.nullable(v.object({ masked: v.string(), createdAt: IsoTimeSchema })),
  defaultTier: TierSchema,
  levelTiers: v.array(SkoolLevelTierSchema),
  /** The full address to paste into Skool (the server's public origin and the path). */
  webhookUrl: v.string(),
  events: v.array(SkoolEventSchema),
});
export type SkoolSettings = v.InferOutput<typeof SkoolSettingsSchema>;

/** `POST /api/integrations/skool/secret`: the new secret, shown this once. */
export const SkoolSecretSchema = v.object({ secret: v.string(), settings: SkoolSettingsSchema });
export type SkoolSecret = v.InferOutput<typeof SkoolSecretSchema>;

/** The webhook's answer. */
export const SkoolWebhookReplySchema = v.object({
  result: v.union([v.picklist(skoolEventResults), v.literal('duplicate')]),
});

// ---- Inputs ----

const LevelNameSchema = v.pipe(
  v.string(text.levelRequired),
  v.trim(),
  v.check((value) => !hasControlCharacters(value), text.controlCharacters),
  v.minLength(skoolLevelNameLimits.min, text.levelRequired),
  v.maxLength(skoolLevelNameLimits.max, text.levelTooLong),
);

/** `PUT /api/integrations/skool/settings`. */
export const SkoolSettingsInputSchema = v.object({
  enabled: v.boolean(text.enabled),
  defaultTier: TierSchema,
  levelTiers: v.pipe(
    v.array(v.object({ level: LevelNameSchema, tier: TierSchema }), text.tooManyLevels),
    v.maxLength(maxSkoolLevelMappings, text.tooManyLevels),
    v.check((rows) => new Set(rows.map((row) => row.level.toLowerCase())).size === rows.length, text.duplicateLevel),
  ),
});
export type SkoolSettingsInput = v.InferInput<typeof SkoolSettingsInputSchema>;

/** The tier a member of `level` gets: the mapped one (level names compared without case), else the default. */
export function tierForSkoolLevel(
  settings: { defaultTier: Tier; levelTiers: readonly SkoolLevelTier[] },
  level: string | undefined,
): Tier {
  const wanted = level?.trim().toLowerCase();
  const mapped = wanted ? settings.levelTiers.find((row) => row.level.toLowerCase() === wanted) : undefined;
  return mapped?.tier ?? settings.defaultTier;
}

// ---- The webhook body (what Skool, or a bridge such as Zapier, sends) ----

export const SkoolEnvelopeSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  type: v.pipe(v.string(), v.maxLength(100)),
});

export const SkoolMemberEventSchema = v.object({
  id: v.string(),
  type: v.picklist(skoolEventTypes),
  data: v.object({
    member: v.object({
      email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254)),
      name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
      level: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(skoolLevelNameLimits.max))),
    }),
  }),
});
export type SkoolMemberEvent = v.InferOutput<typeof SkoolMemberEventSchema>;

// ---- Requests ----

const base = '/api/integrations/skool';

export const skoolKeys = { all: [base] as const };

/** `GET /api/integrations/skool` (admins). */
export function skoolSettingsQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: skoolKeys.all,
    queryFn: async ({ signal }) =>
      parseReply(SkoolSettingsSchema, 'GET /api/integrations/skool', await api.read(base, { signal })),
  });
}

/** `PUT /api/integrations/skool/settings`: answers the settings as stored; the cache takes them. */
export function saveSkoolSettingsMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['PUT', `${base}/settings`] as const,
    mutationFn: async (input: SkoolSettingsInput) =>
      parseReply(
        SkoolSettingsSchema,
        'PUT /api/integrations/skool/settings',
        await api.request('PUT', `${base}/settings`, { body: input }),
      ),
    onSuccess: (reply, _input, _onMutateResult, { client }) => client.setQueryData(skoolKeys.all, reply),
  });
}

/** `POST /api/integrations/skool/secret`: a new signing secret, answered this once. */
export function rotateSkoolSecretMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', `${base}/secret`] as const,
    mutationFn: async () =>
      parseReply(SkoolSecretSchema, 'POST /api/integrations/skool/secret', await api.request('POST', `${base}/secret`)),
    onSuccess: (reply, _input, _onMutateResult, { client }) => client.setQueryData(skoolKeys.all, reply.settings),
  });
}
