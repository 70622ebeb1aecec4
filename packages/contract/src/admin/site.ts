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

/**
 * The chat's suggested prompts until an admin sets others (spec 1): the server serves them, and the
 * chat shows them until the site's settings arrive. Here, beside the schema, so the chat reads them
 * without the portals' contract.
 */
export const defaultSuggestedPromptSettings: readonly SuggestedPromptSetting[] = [
  {
    id: 'natal-chart',
    domain: 'astrology',
    title: 'Read my natal chart',
    text: 'What does my natal chart reveal about my core strengths and the lessons I am here to learn?',
  },
  {
    id: 'transits',
    domain: 'astrology',
    title: 'My current transits',
    text: 'Which planetary transits are shaping my life right now, and how can I work with them rather than against them?',
  },
  {
    id: 'saturn-lessons',
    domain: 'astrology',
    title: 'Saturn lessons',
    text: 'What is Saturn asking of me at this stage of my life, and how can I meet its lessons with patience?',
  },
  {
    id: 'relationships',
    domain: 'psychology',
    title: 'Patterns in my relationships',
    text: 'What patterns keep repeating in my relationships, and what would help me love more freely?',
  },
  {
    id: 'inner-critic',
    domain: 'psychology',
    title: 'Quiet my inner critic',
    text: 'How can I soften my inner critic and speak to myself with more compassion?',
  },
  {
    id: 'shadow-work',
    domain: 'psychology',
    title: 'Begin shadow work',
    text: 'How do I begin shadow work, and which parts of myself might I be hiding from?',
  },
  {
    id: 'moon-phase',
    domain: 'esoteric',
    title: 'Work with the Moon',
    text: 'How can I use the current Moon phase for setting intentions and for honest reflection?',
  },
  {
    id: 'as-above',
    domain: 'esoteric',
    title: 'As above, so below',
    text: 'How can the Hermetic principle "as above, so below" help me make sense of what I am going through?',
  },
];

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
