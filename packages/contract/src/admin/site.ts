// The public side of the site's settings (`GET /api/site`): what every page may read (the chat's
// suggested prompts, whether registration is open, the maintenance notice). A module of its own:
// the shell's entry and the chat load it, and nothing else of the portals' contract.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';

/** The path of the public read. */
export const sitePath = '/api/site';

/** The three domains a suggested prompt belongs to (spec 1). */
export const promptDomains = ['astrology', 'psychology', 'esoteric'] as const;
export type PromptDomainName = (typeof promptDomains)[number];

/** A suggested prompt of the chat (the shape of `@app/ui`'s `SuggestedPrompt`). */
export const SuggestedPromptSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  domain: v.picklist(promptDomains),
  title: v.string(),
  text: v.string(),
});
export type SuggestedPromptSetting = v.InferOutput<typeof SuggestedPromptSchema>;

/** Who may create an account: anyone (`open`), or only people an admin invites (`invite`). */
export const registrationModes = ['open', 'invite'] as const;
export const RegistrationModeSchema = v.picklist(registrationModes, 'Choose open or invite-only.');
export type RegistrationMode = v.InferOutput<typeof RegistrationModeSchema>;

/** Copy both ends show: the server's 403 and the /register page say the same. */
export const siteMessages = {
  registrationInviteOnly:
    'Registration is by invitation only at the moment. If you were invited, follow the link in your invitation e-mail; if you have an account, log in.',
} as const;

/** `GET /api/site` (anyone): the settings every page may need. */
export const SiteInfoSchema = v.object({
  suggestedPrompts: v.array(SuggestedPromptSchema),
  registration: RegistrationModeSchema,
  /** Shown to every user in a banner; null when there is none. */
  maintenanceNotice: v.nullable(v.string()),
});
export type SiteInfo = v.InferOutput<typeof SiteInfoSchema>;

/** Query key of the public read. */
export const siteKey = [sitePath] as const;

/** `GET /api/site` (anyone): the suggested prompts, the registration mode and the maintenance notice. */
export function siteInfoQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: siteKey,
    queryFn: async ({ signal }) => parseReply(SiteInfoSchema, 'GET /api/site', await api.read(sitePath, { signal })),
    staleTime: 60_000,
  });
}
